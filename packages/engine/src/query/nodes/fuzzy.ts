import type { FuzzyNode } from "@oneindex/parser";
import { explanation } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { boundedEditDistance, codePoints } from "../terms/edit-distance.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { termFieldOf } from "../terms/string-term.js";
import { TermWeight } from "../terms/term-weight.js";
import type { HighlightTerms, PrepareContext, Weight } from "../weight.js";

/** Most terms a fuzzy query expands to (Lucene's `TopTermsBlendedFreqScoringRewrite` default). */
export const MAX_FUZZY_EXPANSIONS = 50;

/**
 * `fuzzy`: the field's live terms within `maxEdits` of the value (folded on text fields) that share
 * its first `prefixLength` code points; the 50 closest (then by term order). Each expansion scores
 * as a term with boost `boost · max(0, 1 − edits / min(len(term), len(value)))` and the largest
 * document frequency among the expansions; a doc's score sums its expansions.
 */
export function prepareFuzzy(node: FuzzyNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  const value = field.isText ? field.analyzer.normalize(node.value) : node.value;
  const valuePoints = codePoints(value);
  const prefix = String.fromCodePoint(...valuePoints.slice(0, node.prefixLength));
  const { numbers, strings } = field.sortedTerms();
  const found: { term: string; edits: number }[] = [];
  for (let i = field.lowerBound(prefix); i < strings.length && strings[i]!.startsWith(prefix); i++) {
    if (field.df[numbers[i]!] === 0) continue;
    const term = strings[i]!;
    const edits = boundedEditDistance(codePoints(term), valuePoints, node.maxEdits, node.transpositions);
    if (edits <= node.maxEdits) found.push({ term, edits });
  }
  found.sort((a, b) => a.edits - b.edits || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const expansions = found.slice(0, MAX_FUZZY_EXPANSIONS);
  if (expansions.length === 0) return emptyWeight("no term within the edit distance");
  let maxDf = 0;
  for (const e of expansions) maxDf = Math.max(maxDf, field.df[field.dict.get(e.term)!]!);
  const weights = expansions.map((e) => {
    const len = Math.min(codePoints(e.term).length, valuePoints.length);
    const similarity = e.edits === 0 ? 1 : len === 0 ? 0 : Math.max(0, 1 - e.edits / len);
    return new TermWeight(ctx.state, node.field, field, e.term, { boost: node.boost * similarity, docFreq: maxDf });
  });
  return new FuzzyWeight(node, weights);
}

class FuzzyWeight implements Weight {
  constructor(
    private readonly node: FuzzyNode,
    private readonly expansions: readonly TermWeight[],
  ) {}
  scorer(): Scorer {
    return new DisjunctionScorer(
      this.expansions.map((w) => w.scorer()),
      "sum",
    );
  }
  explain(doc: number): Explanation | undefined {
    const details = this.expansions.map((w) => w.explain(doc)).filter((e): e is Explanation => e !== undefined);
    if (details.length === 0) return undefined;
    return explanation(
      details.reduce((a, e) => a + e.value, 0),
      `fuzzy(${this.node.field}:${this.node.value}~${this.node.maxEdits}) = sum over ${details.length} of ${this.expansions.length} expansions (blended df)`,
      details,
    );
  }
  highlightTerms(out: HighlightTerms): void {
    for (const w of this.expansions) w.highlightTerms(out);
  }
}
