import { EmptyScorer } from "../cursors/scorer.js";
import type { Weight } from "../weight.js";

/** A weight that matches nothing. */
export function emptyWeight(_why: string): Weight {
  return {
    scorer: () => new EmptyScorer(),
    explain: () => undefined,
    highlightTerms: () => {},
    plan: () => ({ kind: "none" }),
    matcher: () => () => false,
  };
}
