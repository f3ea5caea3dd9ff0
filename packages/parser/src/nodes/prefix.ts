import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, readBoost, readField, readString } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { PrefixNode } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "value", "boost"]);

/** `{type:"prefix", field, value, boost?}`. */
export function checkPrefix(ctx: CheckContext, obj: JsonObject, path: string): PrefixNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, "prefix");
  const value = readString(ctx, obj.value, "value", path, {
    required: true,
    maxLength: QUERY_LIMITS.maxTermLength,
    what: EXPECTED.prefixValue,
  });
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || field === undefined || value === undefined) return undefined;
  return { type: "prefix", field, value, boost, origin: { path } };
}
