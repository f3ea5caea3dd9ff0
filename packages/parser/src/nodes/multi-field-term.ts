import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { checkKeys, readBoost, readFieldList, readString } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { MultiFieldTermNode } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "fields", "value", "boost"]);

const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.multiFieldTerm };

/** `{type:"multiFieldTerm", fields: [F, ...], value, boost?}`. */
export function checkMultiFieldTerm(ctx: CheckContext, obj: JsonObject, path: string): MultiFieldTermNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, HABITS);
  const fields = readFieldList(ctx, obj.fields, "fields", path, "multiFieldTerm", { required: true, maxItems: QUERY_LIMITS.maxFields });
  const value = readString(ctx, obj.value, "value", path, {
    required: true,
    maxLength: QUERY_LIMITS.maxTermLength,
    what: EXPECTED.multiFieldValue,
  });
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start || fields === undefined || value === undefined) return undefined;
  return { type: "multiFieldTerm", fields, value, boost, origin: { path } };
}
