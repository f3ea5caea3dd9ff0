import type { CheckContext } from "../check/context.js";
import { checkKeys, readBoost } from "../check/properties.js";
import { ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { MatchAllNode } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "boost"]);

/** `{type:"matchAll", boost?}`. */
export function checkMatchAll(ctx: CheckContext, obj: JsonObject, path: string): MatchAllNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.nodeProperties);
  const boost = readBoost(ctx, obj.boost, path);
  if (ctx.errors !== start) return undefined;
  return { type: "matchAll", boost, origin: { path } };
}
