import { uncharged } from "../budget/work-budget.js";
import type { FuzzyNode } from "@oneindex/parser";
import type { TermField } from "../../store/term-field.js";
import type { IndexState } from "../../store/index-state.js";
import { explanation } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import { materialise, WIDE_DISJUNCTION } from "../plan/materialise.js";
import type { Scorer } from "../cursors/scorer.js";
import { codePoints } from "../terms/edit-distance.js";
import { fuzzyNeighbourTerms } from "../terms/fuzzy-neighbours.js";
import { fuzzyTermIndexes, fuzzyTermsOneByOne } from "../terms/fuzzy-terms.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { disjunctionPlan } from "../plan/score-plan.js";
import type { ScorePlan } from "../plan/score-plan.js";
import { termFieldOf } from "../terms/string-term.js";
import { TermWeight } from "../terms/term-weight.js";
import type { HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** Most terms a fuzzy query expands to (Lucene's `TopTermsBlendedFreqScoringRewrite` default). */
export const MAX_FUZZY_EXPANSIONS = 50;

/**
 * `fuzzy` (SEMANTICS.md). On a text field the value is analysed as query text (Elasticsearch's
 * `match` with `fuzziness`: the index holds stems, so a misspelt inflected word must be stemmed
 * too) and each distinct term expands on its own; on a keyword field the value is the one term.
 * A term's expansions are the field's live terms that start with its first `prefixLength` code
 * points (capped at its length) and whose rest is within `maxEdits` of its rest (optimal string
 * alignment with `transpositions`, else Levenshtein), similarity `max(0, 1 − edits / min(len(term),
 * len(value)))` (1 for 0 edits); the 50 most similar (ties by term order) each score as a term with
 * boost `boost · sim` and the largest document frequency among them. A doc's score sums every
 * expansion it holds. No term (an empty value, only stop words) matches nothing.
 */
export function prepareFuzzy(node: FuzzyNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  const values = field.isText ? analysedTerms(field, node.value) : node.value === "" ? [] : [node.value];
  if (values.length === 0)
    return emptyWeight(field.isText ? "the fuzzy value has no term after analysis" : "an empty fuzzy value matches nothing");
  const weights: TermWeight[] = [];
  for (const value of values) {
    const expansions = fuzzyExpansions(field, value, codePoints(value), node.prefixLength, node.maxEdits, node.transpositions, false, {
      budget: ctx.budget,
      site: node,
    });
    let maxDf = 0;
    for (const e of expansions) maxDf = Math.max(maxDf, field.df[e.term]!);
    for (const e of expansions)
      weights.push(new TermWeight(ctx.state, node.field, field, field.terms[e.term]!, { boost: node.boost * e.sim, docFreq: maxDf }));
  }
  if (weights.length === 0) return emptyWeight("no term within the edit distance");
  return new FuzzyWeight(node, weights, ctx.state);
}

/** The distinct terms of a text field's analysis of `value`, in order (a repeated word counts once, as in `text`). */
function analysedTerms(field: TermField, value: string): string[] {
  const terms: string[] = [];
  for (const tok of field.analyzer.analyze(value)) if (!terms.includes(tok.term)) terms.push(tok.term);
  return terms;
}

/** One expansion of a fuzzy value: a term number and its similarity. */
export interface FuzzyExpansion {
  readonly term: number;
  readonly sim: number;
}

/**
 * The expansions of a fuzzy value (folded already) on a field: its live matching terms, most
 * similar first, ties by term order, at most {@link MAX_FUZZY_EXPANSIONS}. The value's one-edit
 * neighbours are listed when that applies (see {@link fuzzyNeighbourTerms}: `maxEdits` ≤ 1), else the
 * field's term trie is walked; `walk` forces the walk (tests compare the two). The work (neighbours
 * tested, trie nodes walked) is charged to `work` while it runs.
 */
export function fuzzyExpansions(
  field: TermField,
  value: string,
  valuePoints: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  walk = false,
  work?: WorkCharge,
): FuzzyExpansion[] {
  const found: { term: number; sim: number; order: number }[] = [];
  const similarity = (edits: number, length: number) => (edits === 0 ? 1 : Math.max(0, 1 - edits / Math.min(length, valuePoints.length)));
  const listed =
    !walk &&
    fuzzyNeighbourTerms(
      field,
      value,
      valuePoints,
      prefixLength,
      maxEdits,
      transpositions,
      (term, edits, length) => {
        if (field.df[term] !== 0) found.push({ term, sim: similarity(edits, length), order: 0 });
      },
      work,
    );
  if (listed) {
    // Term order is UTF-16 code unit order, as `<` compares strings.
    const terms = field.terms;
    found.sort((a, b) => b.sim - a.sim || (terms[a.term]! < terms[b.term]! ? -1 : terms[a.term]! > terms[b.term]! ? 1 : 0));
  } else {
    const { trie, numbers, pendingFrom, pendingTo } = field.searchTrie(work ?? uncharged());
    fuzzyTermIndexes(
      trie,
      valuePoints,
      prefixLength,
      maxEdits,
      transpositions,
      (index, edits, length) => {
        const term = numbers[index]!;
        if (field.df[term] !== 0) found.push({ term, sim: similarity(edits, length), order: 0 });
      },
      work,
    );
    // The terms added since the trie was built, one by one.
    const add = (term: number, edits: number, length: number): void => {
      if (field.df[term] !== 0) found.push({ term, sim: similarity(edits, length), order: 0 });
    };
    fuzzyTermsOneByOne(field.terms, pendingFrom, pendingTo, valuePoints, prefixLength, maxEdits, transpositions, add, work);
    // Ties in term order (UTF-16 code units, as `<` compares strings).
    const terms = field.terms;
    found.sort((a, b) => b.sim - a.sim || (terms[a.term]! < terms[b.term]! ? -1 : terms[a.term]! > terms[b.term]! ? 1 : 0));
  }
  return found.slice(0, MAX_FUZZY_EXPANSIONS).map(({ term, sim }) => ({ term, sim }));
}

class FuzzyWeight implements Weight {
  constructor(
    private readonly node: FuzzyNode,
    private readonly expansions: readonly TermWeight[],
    private readonly state: IndexState,
  ) {}
  scorer(exec: ExecutionContext): Scorer {
    if (this.expansions.length > WIDE_DISJUNCTION) {
      const wide = materialise(this.plan(), this.state, exec);
      if (wide !== undefined) return wide;
    }
    return new DisjunctionScorer(
      this.expansions.map((w) => w.scorer(exec)),
      "sum",
      1,
      { budget: exec.budget, site: this.node },
    );
  }
  plan(): ScorePlan {
    return disjunctionPlan(
      "sum",
      this.expansions.map((w) => w.plan()),
      1,
    );
  }
  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const details = this.expansions.map((w) => w.explain(doc, exec)).filter((e): e is Explanation => e !== undefined);
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
