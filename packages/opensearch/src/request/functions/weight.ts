import type { WeightFunction } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import type { DslFunction } from "../dsl.js";

/** A constant weight. */
export function translateWeight(fn: WeightFunction, _ctx: TranslateContext): DslFunction {
  return { weight: fn.weight };
}
