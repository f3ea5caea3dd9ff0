import type { CheckContext } from "../check/context.js";
import { checkKeys, readEnum, readField, readNumber, UNBOUNDED } from "../check/properties.js";
import { ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { FieldValueFactorFunction, FieldValueModifier } from "../tree/query-tree.js";
import { readFunctionCommon } from "./function-filter.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "factor", "modifier", "missing", "weight", "filter"]);
const MODIFIERS: readonly FieldValueModifier[] = ["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"];

/** `{type:"fieldValueFactor", field, factor? (default 1), modifier? (default none), missing?, weight?, filter?}`. */
export function checkFieldValueFactor(
  ctx: CheckContext,
  obj: JsonObject,
  path: string,
  depth: number,
): FieldValueFactorFunction | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys("fieldValueFactor", KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, "fieldValueFactor");
  const factor = readNumber(ctx, obj.factor, "factor", path, { bounds: UNBOUNDED }) ?? QUERY_DEFAULTS.factor;
  const modifier = readEnum(ctx, obj.modifier, "modifier", path, MODIFIERS) ?? QUERY_DEFAULTS.modifier;
  const missingValue = readNumber(ctx, obj.missing, "missing", path, { bounds: UNBOUNDED });
  const common = readFunctionCommon(ctx, obj, path, depth);
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type: "fieldValueFactor", field, factor, modifier, ...(missingValue !== undefined ? { missing: missingValue } : {}), ...common };
}
