import { DISTANCE_UNITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { at, checkKeys, checkNumber, INVALID, missing, NON_NEGATIVE, prop, readEnum, readField } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject, JsonValue } from "../json/json-value.js";
import type { GeoDistanceAggregation } from "../tree/query-tree.js";
import { checkGeoPoint } from "../values/check-geo-point.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { readAggRanges, type ReadBound } from "./agg-ranges.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "origin", "unit", "ranges"]);

/** `{type:"geoDistance", field, origin {lat, lng}, unit? ("km" | "m" | "mi", default km), ranges}` over geo-point fields: distances ≥ 0. */
export function checkGeoDistance(ctx: CheckContext, obj: JsonObject, name: string, path: string): GeoDistanceAggregation | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.aggProperties);
  const field = readField(ctx, obj.field, path, aggKind("geoDistance"));
  const rawOrigin = prop(ctx, obj.origin, "origin", path, EXPECTED.distanceOrigin);
  if (rawOrigin === undefined) missing(ctx, path, "origin", EXPECTED.distanceOriginProperty);
  const origin =
    rawOrigin === undefined || rawOrigin === INVALID
      ? undefined
      : checkGeoPoint(ctx, rawOrigin, at(path, "origin"), EXPECTED.distanceOrigin);
  const unit = readEnum(ctx, obj.unit, "unit", path, DISTANCE_UNITS) ?? QUERY_DEFAULTS.distanceUnit;
  const bound = (raw: JsonValue, where: string): ReadBound | undefined => {
    const n = checkNumber(ctx, raw, where, { bounds: NON_NEGATIVE });
    return n === undefined ? undefined : { value: n, text: String(n) };
  };
  const ranges = readAggRanges(ctx, obj.ranges, path, EXPECTED.distanceIn(unit), bound);
  if (ctx.errors !== start || field === undefined || origin === undefined || ranges === undefined) return undefined;
  return { type: "geoDistance", name, path, field, origin, unit, ranges };
}
