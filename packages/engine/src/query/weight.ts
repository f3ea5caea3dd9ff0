import type { Explanation } from "../explain/explanation.js";
import type { IndexState } from "../store/index-state.js";
import type { Scorer } from "./cursors/scorer.js";
import type { ScorePlan } from "./plan/score-plan.js";
import type { WorkBudget } from "./budget/work-budget.js";
import type { ExecutionScratch } from "./execution-scratch.js";
import type { TextFieldScoring } from "./nodes/text.js";

/** Per text field, the terms a query matches there: what highlights mark. */
export type HighlightTerms = Map<string, Set<string>>;

/**
 * A node bound to the index's statistics (Tantivy's `Weight`): it makes cursors, explains one doc's
 * score, and reports the terms it would highlight. Made once per prepared query; cursors are made
 * per execution.
 */
export interface Weight {
  /** A fresh cursor over the node's matches; `exec` carries what one execution shares (its work budget). */
  scorer(exec: ExecutionContext): Scorer;
  /** The doc's score breakdown, or undefined when the node does not match it (work charged to `exec`'s budget, as the scorer's). */
  explain(doc: number, exec: ExecutionContext): Explanation | undefined;
  /** Adds the terms this node matches per text field (not called under `mustNot`). */
  highlightTerms(out: HighlightTerms): void;
  /**
   * The scoring as a term-at-a-time plan, when it is a disjunction of terms and constant sets
   * (absent or undefined: only the scorer can run it).
   */
  plan?(exec: ExecutionContext): ScorePlan | undefined;
  /** A random-access test of whether a doc matches, when one is cheap (column filters): lets a filter check candidates instead of listing its docs. */
  matcher?(): DocMatcher | undefined;
}

/** Whether a live doc matches. */
export type DocMatcher = (doc: number) => boolean;

/** What the cursors of one execution share. */
export interface ExecutionContext {
  /** The call's work budget: cursors (and explanations, which re-run them) charge their costly work to it (see `WORK_COSTS`). */
  readonly budget: WorkBudget;
  /** The index's reusable buffers (accumulators, streamed runs, phrase matching, the top-k collector). */
  readonly scratch: ExecutionScratch;
}

/** What preparing a node needs. */
export interface PrepareContext {
  readonly state: IndexState;
  /** The call's work budget: term expansions charge to it while preparing. */
  readonly budget: WorkBudget;
  /** How `text` nodes combine their fields (the index's `textFieldScoring`; default `weighted-sum`). */
  readonly textFieldScoring?: TextFieldScoring;
}

/** Adds `term` to the set of `field` in `out`. */
export function addHighlightTerm(out: HighlightTerms, field: string, term: string): void {
  let set = out.get(field);
  if (set === undefined) out.set(field, (set = new Set()));
  set.add(term);
}
