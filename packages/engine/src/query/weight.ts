import type { Explanation } from "../explain/explanation.js";
import type { IndexState } from "../index/index-state.js";
import type { Scorer } from "./cursors/scorer.js";
import type { ScorePlan } from "./plan/score-plan.js";
import type { WorkBudget } from "./budget/work-budget.js";
import type { PhraseBudget } from "./terms/phrase-frequency.js";

/** Per text field, the terms a query matches there: what highlights mark. */
export type HighlightTerms = Map<string, Set<string>>;

/**
 * A node bound to the index's statistics (Tantivy's `Weight`): it makes cursors, explains one doc's
 * score, and reports the terms it would highlight. Made once per prepared query; cursors are made
 * per execution.
 */
export interface Weight {
  /** A fresh cursor over the node's matches; `exec` carries what one execution shares (work bounds). */
  scorer(exec?: ExecutionContext): Scorer;
  /** The doc's score breakdown, or undefined when the node does not match it. */
  explain(doc: number): Explanation | undefined;
  /** Adds the terms this node matches per text field (not called under `mustNot`). */
  highlightTerms(out: HighlightTerms): void;
  /**
   * The scoring as a term-at-a-time plan, when it is a disjunction of terms and constant sets
   * (absent or undefined: only the scorer can run it).
   */
  plan?(): ScorePlan | undefined;
  /** A random-access test of whether a doc matches, when one is cheap (column filters): lets a filter check candidates instead of listing its docs. */
  matcher?(): DocMatcher | undefined;
}

/** Whether a live doc matches. */
export type DocMatcher = (doc: number) => boolean;

/** What the cursors of one execution share. */
export interface ExecutionContext {
  /** The call's work budget: cursors charge their costly work to it (see `WORK_COSTS`). */
  readonly budget: WorkBudget;
  /** Sloppy-phrase work left for the whole execution (see `PHRASE_WORK_BUDGET`). */
  readonly phraseBudget: PhraseBudget;
}

/** What preparing a node needs. */
export interface PrepareContext {
  readonly state: IndexState;
  /** The call's work budget: term expansions charge to it while preparing. */
  readonly budget: WorkBudget;
}

/** Adds `term` to the set of `field` in `out`. */
export function addHighlightTerm(out: HighlightTerms, field: string, term: string): void {
  let set = out.get(field);
  if (set === undefined) out.set(field, (set = new Set()));
  set.add(term);
}

/** The score of `weight` on `doc` by moving a fresh cursor there, or undefined when it does not match. */
export function scoreAt(weight: Weight, doc: number): number | undefined {
  const s = weight.scorer();
  return s.advance(doc) === doc ? s.score() : undefined;
}
