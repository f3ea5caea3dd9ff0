import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, readNumber, type NumberBounds } from "../check/properties.js";
import { listNames, quote } from "../errors/messages.js";
import { isJsonObject, type JsonValue } from "../json/json-value.js";
import { describeValue } from "./describe-value.js";

const LATITUDE: NumberBounds = { min: -90, max: 90 };
const LONGITUDE: NumberBounds = { min: -180, max: 180 };
const POINT_KEYS = ["lat", "lng"] as const;

/** Checks a point `{lat, lng}` in degrees at `path` (`lon` gets "did you mean lng"); `expected` says what a non-object should have been. */
export function checkGeoPoint(ctx: CheckContext, raw: JsonValue, path: string, expected: string): { lat: number; lng: number } | undefined {
  if (!isJsonObject(raw)) {
    ctx.report({ code: "wrong-type", path, expected, found: describeValue(raw) });
    return undefined;
  }
  const start = ctx.errors;
  for (const key in raw) {
    if (key === "lat" || key === "lng") continue;
    const suggestion = nearestName(key, [...POINT_KEYS, "lon"]);
    ctx.report({
      code: "unknown-property",
      path: at(path, key),
      expected: listNames(POINT_KEYS),
      found: quote(key),
      ...(suggestion !== undefined ? { suggestion: suggestion === "lon" ? "lng" : suggestion } : {}),
    });
  }
  const lat = readNumber(ctx, raw.lat, "lat", path, { required: true, bounds: LATITUDE });
  const lng = readNumber(ctx, raw.lng, "lng", path, { required: true, bounds: LONGITUDE });
  if (ctx.errors !== start || lat === undefined || lng === undefined) return undefined;
  return { lat, lng };
}
