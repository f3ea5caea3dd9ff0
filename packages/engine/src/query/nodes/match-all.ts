import type { MatchAllNode } from "@oneindex/parser";
import { explanation, fmt } from "../../explain/explanation.js";
import { AllScorer } from "../cursors/all-scorer.js";
import type { PrepareContext, Weight } from "../weight.js";

/** Every live doc with a constant score. */
export function allWeight(ctx: PrepareContext, value: number, description: string): Weight {
  const { state } = ctx;
  return {
    scorer: () => new AllScorer(state.alive, state.maxDoc, value),
    explain: (doc) => (state.alive[doc] === 1 ? explanation(value, `${description}, constant score ${fmt(value)}`) : undefined),
    highlightTerms: () => {},
  };
}

/** `matchAll`: every document, score = boost. */
export function prepareMatchAll(node: MatchAllNode, ctx: PrepareContext): Weight {
  return allWeight(ctx, node.boost, "matchAll");
}
