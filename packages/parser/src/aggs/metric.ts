import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { checkKeys, readField } from "../check/properties.js";
import { ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { CardinalityAggregation, StatsAggregation } from "../tree/query-tree.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field"]);

/** `{type:"stats", field}` over integer, number and date fields; `{type:"cardinality", field}` over those and keyword fields. */
export function checkMetric(
  ctx: CheckContext,
  obj: JsonObject,
  name: string,
  path: string,
): StatsAggregation | CardinalityAggregation | undefined {
  const start = ctx.errors;
  const type = obj["type"] as "stats" | "cardinality";
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.aggProperties);
  const field = readField(ctx, obj.field, path, aggKind(type));
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type, name, path, field };
}
