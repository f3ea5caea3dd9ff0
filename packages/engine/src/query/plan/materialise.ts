import type { IndexState } from "../../store/index-state.js";
import type { Scorer } from "../cursors/scorer.js";
import { ScoredDocsScorer } from "../cursors/scored-docs-scorer.js";
import type { ExecutionContext } from "../weight.js";
import { runPlan } from "./run-plan.js";
import type { ScorePlan } from "./score-plan.js";

/**
 * Disjunctions of more children than this are run term at a time into the call's scratch
 * accumulators and read back as a sorted cursor, instead of merged doc by doc: merging costs a heap
 * step per posting, summing into an accumulator a few nanoseconds (Lucene's `BooleanScorer` for
 * wide disjunctions makes the same trade).
 */
export const WIDE_DISJUNCTION = 16;

/**
 * `plan`'s docs and scores as a cursor, when the plan can be run term at a time here (no function
 * rescoring, whose callbacks may make cursors of their own); undefined otherwise. The scores are the
 * ones the plan's weight's scorer gives (see {@link ScorePlan}), so results do not change.
 */
export function materialise(plan: ScorePlan | undefined, state: IndexState, exec: ExecutionContext): Scorer | undefined {
  if (plan === undefined || !pure(plan)) return undefined;
  const level = runPlan(plan, state.liveFilter, exec.scratch.wideAccumulatorsFor(state.maxDoc), 0);
  const n = level.count;
  const docs = level.touched.slice(0, n).sort();
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) scores[i] = level.scores[docs[i]!]!;
  return new ScoredDocsScorer(docs, scores);
}

/** Whether running `plan` calls back into no weight (only postings and constant sets). */
function pure(plan: ScorePlan): boolean {
  switch (plan.kind) {
    case "rescore":
      return false;
    case "sum":
    case "max":
      return plan.children.every(pure);
    default:
      return true;
  }
}
