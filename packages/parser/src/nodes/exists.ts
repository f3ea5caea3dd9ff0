import type { CheckContext } from "../check/context.js";
import { checkKeys, readField } from "../check/properties.js";
import { ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { ExistsNode } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field"]);

/** `{type:"exists", field}`. */
export function checkExists(ctx: CheckContext, obj: JsonObject, path: string): ExistsNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, "exists");
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type: "exists", field, origin: { path } };
}
