import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, INVALID, nullProperty } from "../check/properties.js";
import { listNames, quote } from "../errors/messages.js";
import { isJsonObject, type JsonValue } from "../json/json-value.js";
import type { ScoreFunction } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { checkDecay } from "./decay.js";
import { checkFieldValueFactor } from "./field-value-factor.js";
import { checkWeightFunction } from "./weight.js";

const HABITS: Readonly<Record<string, string>> = { field_value_factor: "fieldValueFactor", gaussian: "gauss", exponential: "exp", script_score: "fieldValueFactor", random_score: "weight" };

/** The one dispatcher of score functions: checks `value` as a function of a `functionScore` node at `depth`. */
export function checkFunction(ctx: CheckContext, value: JsonValue, path: string, depth: number): ScoreFunction | undefined {
  const types = ctx.info.functionTypes;
  if (!isJsonObject(value)) {
    ctx.report({ code: "wrong-type", path, expected: `a score function: an object with a "type" (${listNames(types)})`, found: describeValue(value) });
    return undefined;
  }
  const rawType = value["type"];
  const type = rawType !== null ? rawType : nullProperty(ctx, path, "type", `one of ${listNames(types)}`);
  if (type === INVALID) return undefined;
  if (type === undefined) {
    const key = Object.keys(value).find((k) => ctx.info.functionTypeSet.has(k) || Object.hasOwn(HABITS, k));
    const suggestion = key === undefined ? undefined : ctx.info.functionTypeSet.has(key) ? key : HABITS[key];
    ctx.report({
      code: "missing-type",
      path: at(path, "type"),
      expected: listNames(types),
      found: "none",
      ...(suggestion !== undefined ? { suggestion, hint: `write {"type":${JSON.stringify(suggestion)}, …} rather than {${quote(key!)}: {…}}` } : {}),
    });
    return undefined;
  }
  if (typeof type === "string" && ctx.info.functionTypeSet.has(type)) {
    switch (type) {
      case "weight":
        return checkWeightFunction(ctx, value, path, depth);
      case "fieldValueFactor":
        return checkFieldValueFactor(ctx, value, path, depth);
      case "gauss":
      case "exp":
      case "linear":
        return checkDecay(ctx, value, path, depth, type);
    }
  }
  const habit = typeof type === "string" && Object.hasOwn(HABITS, type) ? HABITS[type] : undefined;
  const suggestion = habit !== undefined && ctx.info.functionTypeSet.has(habit) ? habit : typeof type === "string" ? nearestName(type, types) : undefined;
  ctx.report({ code: "unknown-function", path: at(path, "type"), expected: listNames(types), found: typeof type === "string" ? quote(type) : describeValue(type), ...(suggestion !== undefined ? { suggestion } : {}) });
  return undefined;
}
