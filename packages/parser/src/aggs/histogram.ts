import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { checkKeys, readField, readNumber, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { HistogramAggregation } from "../tree/query-tree.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "interval", "minCount"]);
const INTERVAL: NumberBounds = { exclusiveMin: 0 };
/** A bucket's least count (0: empty buckets between the first and last are listed). */
export const HISTOGRAM_MIN_COUNT: NumberBounds = { min: 0 };

/** `{type:"histogram", field, interval > 0, minCount? (≥ 0, default 0)}` over integer and number fields. */
export function checkHistogram(ctx: CheckContext, obj: JsonObject, name: string, path: string): HistogramAggregation | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.aggProperties);
  const field = readField(ctx, obj.field, path, aggKind("histogram"));
  const interval = readNumber(ctx, obj.interval, "interval", path, { required: true, bounds: INTERVAL });
  const minCount =
    readNumber(ctx, obj.minCount, "minCount", path, { bounds: HISTOGRAM_MIN_COUNT, integer: true }) ?? QUERY_DEFAULTS.histogramMinCount;
  if (ctx.errors !== start || field === undefined || interval === undefined) return undefined;
  return { type: "histogram", name, path, field, interval, minCount };
}
