import { nearestName } from "@oneindex/schema/internal";
import type { CheckContext } from "../check/context.js";
import { at, checkKeys, checkNumber, INVALID, missing, NON_NEGATIVE, prop, readField, readNumber, UNBOUNDED, type NumberBounds } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, listNames, quote } from "../errors/messages.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../json/json-value.js";
import type { DecayFunction } from "../tree/query-tree.js";
import { checkValue } from "../values/check-value.js";
import { describeValue } from "../values/describe-value.js";
import { readFunctionCommon } from "./function-filter.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const SCALE: NumberBounds = { exclusiveMin: 0 };
const DECAY: NumberBounds = { exclusiveMin: 0, exclusiveMax: 1 };
const LATITUDE: NumberBounds = { min: -90, max: 90 };
const LONGITUDE: NumberBounds = { min: -180, max: 180 };
const KEYS: ReadonlySet<string> = new Set(["type", "field", "origin", "scale", "offset", "decay", "weight", "filter"]);
const POINT_KEYS = ["lat", "lng"] as const;

/**
 * `{type:"gauss"|"exp"|"linear", field, origin, scale > 0, offset? ≥ 0 (default 0), decay? in (0,1)
 * (default 0.5), weight?, filter?}`. The origin is typed by the field: a number for numeric fields,
 * an ISO date for date fields (scale and offset in days), `{lat, lng}` for geo points (kilometres).
 */
export function checkDecay(ctx: CheckContext, obj: JsonObject, path: string, depth: number, type: DecayFunction["type"]): DecayFunction | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys(type, KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, type);
  const rawOrigin = prop(ctx, obj.origin, "origin", path, "the origin");
  let origin: DecayFunction["origin"] | undefined;
  if (rawOrigin === undefined) missing(ctx, path, "origin", "the point of highest score, typed by the field");
  else if (rawOrigin !== INVALID && field !== undefined) origin = checkOrigin(ctx, field, rawOrigin, at(path, "origin"));
  const scale = readNumber(ctx, obj.scale, "scale", path, true, SCALE);
  const offset = readNumber(ctx, obj.offset, "offset", path, false, NON_NEGATIVE) ?? QUERY_DEFAULTS.decayOffset;
  const decay = readNumber(ctx, obj.decay, "decay", path, false, DECAY) ?? QUERY_DEFAULTS.decay;
  const common = readFunctionCommon(ctx, obj, path, depth);
  if (ctx.errors !== start || field === undefined || origin === undefined || scale === undefined) return undefined;
  return { type, field, origin, scale, offset, decay, ...common };
}

function checkOrigin(ctx: CheckContext, field: string, raw: JsonValue, path: string): DecayFunction["origin"] | undefined {
  const kind = ctx.info.doc.fields[field]!.kind;
  if (kind === "date") {
    const result = checkValue("date", raw);
    if (result.ok && result.value.kind === "date") return { kind: "date", value: result.value.value, text: result.value.text };
    if (!result.ok) ctx.report({ code: result.code, path, expected: `${result.expected} (${JSON.stringify(field)} is a date field)`, found: result.found });
    return undefined;
  }
  if (kind === "geoPoint") {
    if (!isJsonObject(raw)) {
      ctx.report({ code: "wrong-type", path, expected: `a point {"lat": …, "lng": …} (${JSON.stringify(field)} is a geo-point field)`, found: describeValue(raw) });
      return undefined;
    }
    const start = ctx.errors;
    for (const key in raw) {
      if (key === "lat" || key === "lng") continue;
      const suggestion = nearestName(key, [...POINT_KEYS, "lon"]);
      ctx.report({ code: "unknown-property", path: at(path, key), expected: listNames(POINT_KEYS), found: quote(key), ...(suggestion !== undefined ? { suggestion: suggestion === "lon" ? "lng" : suggestion } : {}) });
    }
    const lat = readNumber(ctx, raw.lat, "lat", path, true, LATITUDE);
    const lng = readNumber(ctx, raw.lng, "lng", path, true, LONGITUDE);
    if (ctx.errors !== start || lat === undefined || lng === undefined) return undefined;
    return { kind: "geo", lat, lng };
  }
  const value = checkNumber(ctx, raw, path, UNBOUNDED, false);
  return value === undefined ? undefined : { kind: "number", value };
}
