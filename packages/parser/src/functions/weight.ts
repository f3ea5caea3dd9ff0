import type { CheckContext } from "../check/context.js";
import { checkKeys, missing } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { WeightFunction } from "../tree/query-tree.js";
import { readFunctionCommon } from "./function-filter.js";

const KEYS: ReadonlySet<string> = new Set(["type", "weight", "filter"]);

/** `{type:"weight", weight ≥ 0, filter?}`. */
export function checkWeightFunction(ctx: CheckContext, obj: JsonObject, path: string, depth: number): WeightFunction | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.nodeProperties);
  const common = readFunctionCommon(ctx, obj, path, depth);
  if (obj["weight"] === undefined || (obj["weight"] === null && ctx.options.nulls === "absent"))
    missing(ctx, path, "weight", EXPECTED.weight);
  if (ctx.errors !== start || common.weight === undefined) return undefined;
  return { type: "weight", ...common, weight: common.weight };
}
