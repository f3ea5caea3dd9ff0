import type { TextNode } from "@oneindex/parser";
import { scaleScore } from "../../functions/clamp-score.js";
import { explanation, fmt } from "../../explain/explanation.js";
import type { Explanation } from "../../explain/explanation.js";
import { ConjunctionScorer } from "../cursors/conjunction-scorer.js";
import { DisjunctionScorer } from "../cursors/disjunction-scorer.js";
import { ScaledScorer } from "../cursors/scaled-scorer.js";
import { EmptyScorer } from "../cursors/scorer.js";
import type { Scorer } from "../cursors/scorer.js";
import { disjunctionPlan, scaledPlan } from "../plan/score-plan.js";
import { materialise, WIDE_DISJUNCTION } from "../plan/materialise.js";
import type { IndexState } from "../../store/index-state.js";
import type { ScorePlan } from "../plan/score-plan.js";
import type { Analyzer, Token } from "../../analysis/token.js";
import { termFieldOf } from "../terms/string-term.js";
import { TermWeight } from "../terms/term-weight.js";
import type { HighlightTerms, PrepareContext, Weight, ExecutionContext } from "../weight.js";

/**
 * `text`: the text analysed once per field (each field's analyser); query term i is the word at
 * position i, with per field the term that field's analyser gives it (absent where it was dropped, or
 * where it repeats the term of an earlier word in that field: a repeated word counts once).
 * Score `boost · Σ_words max_fields BM25_f(term)`; `and` needs every word in some field, `or` one.
 */
export function prepareText(node: TextNode, ctx: PrepareContext): Weight {
  // Per position, its term weights (a sparse array: positions skip removed stop words).
  const words: TermWeight[][] = [];
  // Fields sharing an analyser share its tokens (a query names a few fields: lists, not maps).
  const analyzers: Analyzer[] = [];
  const analysed: Token[][] = [];
  for (const name of node.fields) {
    const field = termFieldOf(ctx.state, name);
    if (field === undefined || !field.isText) continue;
    let a = analyzers.indexOf(field.analyzer);
    if (a < 0) {
      a = analyzers.length;
      analyzers.push(field.analyzer);
      analysed.push(field.analyzer.analyze(node.text));
    }
    const tokens = analysed[a]!;
    // A repeated word counts once: a term already taken from an earlier position of this field is skipped.
    const seen = tokens.length > SCAN_REPEATS ? new Set<string>() : undefined;
    for (let t = 0; t < tokens.length; t++) {
      const tok = tokens[t]!;
      if (seen !== undefined ? seen.has(tok.term) : repeats(tokens, t)) continue;
      seen?.add(tok.term);
      let list = words[tok.position];
      if (list === undefined) words[tok.position] = list = [];
      list.push(new TermWeight(ctx.state, name, field, tok.term, UNBOOSTED));
    }
  }
  const ordered = words.filter((w) => w !== undefined);
  // The postings its terms will read, charged once here (never per posting on the hot path).
  let postings = 0;
  for (const fields of ordered) for (const w of fields) if (w.termNumber !== undefined) postings += w.field.df[w.termNumber]!;
  ctx.budget.spend(postings, "posting", node);
  return new TextWeight(node, ordered, ctx.state);
}

/** Texts of at most this many tokens find repeats by scanning (cheaper than a set for a short query). */
const SCAN_REPEATS = 16;

const UNBOOSTED = { boost: 1 } as const;

/** Whether token `t`'s term is an earlier token's. */
function repeats(tokens: readonly Token[], t: number): boolean {
  const term = tokens[t]!.term;
  for (let u = 0; u < t; u++) if (tokens[u]!.term === term) return true;
  return false;
}

class TextWeight implements Weight {
  constructor(
    private readonly node: TextNode,
    /** Per query word, its term weight in each field. */
    private readonly words: readonly (readonly TermWeight[])[],
    private readonly state: IndexState,
  ) {}

  scorer(exec: ExecutionContext): Scorer {
    if (this.node.operator === "or" && this.words.length > WIDE_DISJUNCTION) {
      const wide = materialise(this.plan(), this.state, exec);
      if (wide !== undefined) return wide;
    }
    const work = { budget: exec.budget, site: this.node };
    const perWord: Scorer[] = [];
    for (const fields of this.words) {
      const live = fields.filter((w) => w.exists);
      if (live.length === 0) {
        if (this.node.operator === "and") return new EmptyScorer();
        continue;
      }
      perWord.push(
        live.length === 1
          ? live[0]!.scorer(exec)
          : new DisjunctionScorer(
              live.map((w) => w.scorer(exec)),
              "max",
              1,
              work,
            ),
      );
    }
    if (perWord.length === 0) return new EmptyScorer();
    const combined =
      perWord.length === 1
        ? perWord[0]!
        : this.node.operator === "and"
          ? new ConjunctionScorer(perWord, [], work)
          : new DisjunctionScorer(perWord, "sum", 1, work);
    return this.node.boost === 1 ? combined : new ScaledScorer(combined, this.node.boost);
  }

  /** The scorer's disjunctions as a plan; `and` over several words is a conjunction and has none. */
  plan(_exec?: ExecutionContext): ScorePlan | undefined {
    const perWord: ScorePlan[] = [];
    for (const fields of this.words) {
      // The word's live terms, as plain loops: this runs once per query on the hot path.
      let one: ScorePlan | undefined;
      let several: ScorePlan[] | undefined;
      for (const w of fields) {
        if (!w.exists) continue;
        if (one === undefined) one = w.plan();
        else (several ??= [one]).push(w.plan());
      }
      if (one === undefined) {
        if (this.node.operator === "and") return { kind: "none" };
        continue;
      }
      perWord.push(several === undefined ? one : disjunctionPlan("max", several, 1));
    }
    if (perWord.length === 0) return { kind: "none" };
    if (perWord.length > 1 && this.node.operator === "and") return undefined;
    const combined = perWord.length === 1 ? perWord[0]! : disjunctionPlan("sum", perWord, 1);
    return scaledPlan(combined, this.node.boost);
  }

  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    const details: Explanation[] = [];
    let sum = 0;
    for (const fields of this.words) {
      const es = fields.map((w) => w.explain(doc, exec)).filter((e): e is Explanation => e !== undefined);
      if (es.length === 0) {
        if (this.node.operator === "and") return undefined;
        continue;
      }
      const best = es.reduce((a, e) => Math.max(a, e.value), 0);
      sum += best;
      details.push(es.length === 1 ? es[0]! : explanation(best, "max over fields", es));
    }
    if (details.length === 0) return undefined;
    return explanation(
      scaleScore(this.node.boost, sum),
      `text("${this.node.text}", ${this.node.operator}) = boost ${fmt(this.node.boost)} × sum over ${details.length} matching words`,
      details,
    );
  }

  highlightTerms(out: HighlightTerms): void {
    for (const fields of this.words) for (const w of fields) w.highlightTerms(out);
  }
}
