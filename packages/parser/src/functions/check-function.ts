import type { FunctionKind } from "@oneindex/schema";
import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, INVALID, nullProperty } from "../check/properties.js";
import { EXPECTED, HINTS, listNames, quote } from "../errors/messages.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../json/json-value.js";
import type { ScoreFunction } from "../tree/query-tree.js";
import { describeValue } from "../values/describe-value.js";
import { checkDecay } from "./decay.js";
import { checkFieldValueFactor } from "./field-value-factor.js";
import { checkWeightFunction } from "./weight.js";

/** What checking a function of kind `K` gives: the function of that type. */
export type CheckedFunction<K extends FunctionKind> = ScoreFunction extends infer F
  ? F extends { readonly type: infer T }
    ? K extends T
      ? F
      : never
    : never
  : never;

/** A checker of function kind `K`. */
export type FunctionChecker<K extends FunctionKind> = (
  ctx: CheckContext,
  obj: JsonObject,
  path: string,
  depth: number,
) => CheckedFunction<K> | undefined;

/** Checkers by function kind: one for every kind of the schema's `FUNCTION_KINDS`, or the table does not compile. */
export type FunctionCheckers = { readonly [K in FunctionKind]: FunctionChecker<K> };

export const CHECKERS: FunctionCheckers = {
  weight: checkWeightFunction,
  fieldValueFactor: checkFieldValueFactor,
  gauss: (ctx, obj, path, depth) => checkDecay(ctx, obj, path, depth, "gauss"),
  exp: (ctx, obj, path, depth) => checkDecay(ctx, obj, path, depth, "exp"),
  linear: (ctx, obj, path, depth) => checkDecay(ctx, obj, path, depth, "linear"),
};

const HABITS: Readonly<Record<string, string>> = {
  field_value_factor: "fieldValueFactor",
  gaussian: "gauss",
  exponential: "exp",
  script_score: "fieldValueFactor",
  random_score: "weight",
};

/** The one dispatcher of score functions: checks `value` as a function of a `functionScore` node at `depth`. */
export function checkFunction(ctx: CheckContext, value: JsonValue, path: string, depth: number): ScoreFunction | undefined {
  const types = ctx.info.functionTypes;
  if (!isJsonObject(value)) {
    ctx.report({ code: "wrong-type", path, expected: EXPECTED.scoreFunction(listNames(types)), found: describeValue(value) });
    return undefined;
  }
  const rawType = value["type"];
  const type = rawType !== null ? rawType : nullProperty(ctx, path, "type", EXPECTED.oneOf(listNames(types)));
  if (type === INVALID) return undefined;
  if (type === undefined) {
    const key = Object.keys(value).find((k) => ctx.info.functionTypeSet.has(k) || Object.hasOwn(HABITS, k));
    const suggestion = key === undefined ? undefined : ctx.info.functionTypeSet.has(key) ? key : HABITS[key];
    ctx.report({
      code: "missing-type",
      path: at(path, "type"),
      expected: listNames(types),
      found: "none",
      ...(suggestion !== undefined ? { suggestion, hint: HINTS.functionTypeNotKey(suggestion, key!) } : {}),
    });
    return undefined;
  }
  if (typeof type === "string" && ctx.info.functionTypeSet.has(type)) return CHECKERS[type as FunctionKind](ctx, value, path, depth);
  const habit = typeof type === "string" && Object.hasOwn(HABITS, type) ? HABITS[type] : undefined;
  const suggestion =
    habit !== undefined && ctx.info.functionTypeSet.has(habit) ? habit : typeof type === "string" ? nearestName(type, types) : undefined;
  ctx.report({
    code: "unknown-function",
    path: at(path, "type"),
    expected: listNames(types),
    found: typeof type === "string" ? quote(type) : describeValue(type),
    ...(suggestion !== undefined ? { suggestion } : {}),
  });
  return undefined;
}
