import type { FunctionScoreNode, ScoreMode } from "@oneindex/parser";
import { clampScore } from "./clamp-score.js";

/**
 * Combines the values of the functions that apply to one document, as Elasticsearch's
 * `FunctionScoreQuery.FunctionFactorScorer.computeScore`. `values[i]` is already multiplied by its
 * function's weight; `weights[i]` is that weight (1 when the function has none). Only the first
 * `count` entries count (default: all of `values`), so a caller can reuse typed scratch arrays.
 *
 * - `multiply`: the product; `first`: the first value; `max` / `min`: the largest / smallest.
 * - `sum`: Σ values; `avg`: Σ values / Σ weights. For both, when Σ weights is 0 the result is 1
 *   (Elasticsearch's rule: a zero weight sum counts as no function applying).
 * - No value at all (no function applies): 1.
 *
 * The caller passes the mode from {@link effectiveScoreMode}, not the node's `scoreMode` as written.
 * Values are scores (finite, ≥ 0) and so is the result: a product or sum past `Number.MAX_VALUE` is
 * clamped to it, and `avg` divides the clamped sum (an infinite weight sum gives 0).
 */
export function combineFunctions(
  mode: ScoreMode,
  values: ArrayLike<number>,
  weights: ArrayLike<number>,
  count: number = values.length,
): number {
  return clampScore(combine(mode, values, weights, count));
}

function combine(mode: ScoreMode, values: ArrayLike<number>, weights: ArrayLike<number>, count: number): number {
  if (count === 0) return 1;
  switch (mode) {
    case "first":
      return values[0]!;
    case "multiply": {
      // Clamped as it goes: 0 times an overflowed product is 0, not NaN.
      let product = 1;
      for (let i = 0; i < count; i++) product = clampScore(product) * values[i]!;
      return product;
    }
    case "max": {
      let max = -Infinity;
      for (let i = 0; i < count; i++) max = Math.max(max, values[i]!);
      return max;
    }
    case "min": {
      let min = Infinity;
      for (let i = 0; i < count; i++) min = Math.min(min, values[i]!);
      return min;
    }
    case "sum":
    case "avg": {
      let total = 0;
      let weightSum = 0;
      for (let i = 0; i < count; i++) {
        total += values[i]!;
        weightSum += weights[i] ?? 1;
      }
      if (weightSum === 0) return 1;
      return mode === "avg" ? clampScore(total) / weightSum : total;
    }
  }
}

/**
 * The score mode Elasticsearch actually uses for a `functionScore` node: with exactly one function
 * and no `filter` on it, Elasticsearch builds a single-function query that ignores `scoreMode`
 * (it behaves as `first`: the function's weighted value). So `avg` of one unfiltered function with
 * weight 4 gives 4 · f, while the same function with a filter gives f.
 */
export function effectiveScoreMode(node: Pick<FunctionScoreNode, "functions" | "scoreMode">): ScoreMode {
  const only = node.functions.length === 1 ? node.functions[0] : undefined;
  return only !== undefined && only.filter === undefined ? "first" : node.scoreMode;
}
