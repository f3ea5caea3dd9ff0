import type { CheckContext } from "../check/context.js";
import {
  at,
  checkKeys,
  checkNumber,
  INVALID,
  missing,
  NON_NEGATIVE,
  prop,
  readField,
  readNumber,
  UNBOUNDED,
  type NumberBounds,
} from "../check/properties.js";
import { EXPECTED, ELASTICSEARCH_HABITS } from "../errors/messages.js";
import type { JsonObject, JsonValue } from "../json/json-value.js";
import type { DecayFunction } from "../tree/query-tree.js";
import { checkValue } from "../values/check-value.js";
import { checkGeoPoint } from "../values/check-geo-point.js";
import { readFunctionCommon } from "./function-filter.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";

const SCALE: NumberBounds = { exclusiveMin: 0 };
const DECAY: NumberBounds = { exclusiveMin: 0, exclusiveMax: 1 };
const KEYS: ReadonlySet<string> = new Set(["type", "field", "origin", "scale", "offset", "decay", "weight", "filter"]);

/**
 * `{type:"gauss"|"exp"|"linear", field, origin, scale > 0, offset? ≥ 0 (default 0), decay? in (0,1)
 * (default 0.5), weight?, filter?}`. The origin is typed by the field: a number for numeric fields,
 * an ISO date for date fields (scale and offset in days), `{lat, lng}` for geo points (kilometres).
 */
export function checkDecay(
  ctx: CheckContext,
  obj: JsonObject,
  path: string,
  depth: number,
  type: DecayFunction["type"],
): DecayFunction | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, ctx.info.keys(type, KEYS), ELASTICSEARCH_HABITS.nodeProperties);
  const field = readField(ctx, obj.field, path, type);
  const rawOrigin = prop(ctx, obj.origin, "origin", path, EXPECTED.decayOriginAny);
  let origin: DecayFunction["origin"] | undefined;
  if (rawOrigin === undefined) missing(ctx, path, "origin", EXPECTED.decayOrigin);
  else if (rawOrigin !== INVALID && field !== undefined) origin = checkOrigin(ctx, field, rawOrigin, at(path, "origin"));
  const scale = readNumber(ctx, obj.scale, "scale", path, { required: true, bounds: SCALE });
  const offset = readNumber(ctx, obj.offset, "offset", path, { bounds: NON_NEGATIVE }) ?? QUERY_DEFAULTS.decayOffset;
  const decay = readNumber(ctx, obj.decay, "decay", path, { bounds: DECAY }) ?? QUERY_DEFAULTS.decay;
  const common = readFunctionCommon(ctx, obj, path, depth);
  if (ctx.errors !== start || field === undefined || origin === undefined || scale === undefined) return undefined;
  return { type, field, origin, scale, offset, decay, ...common };
}

function checkOrigin(ctx: CheckContext, field: string, raw: JsonValue, path: string): DecayFunction["origin"] | undefined {
  const kind = ctx.info.doc.fields[field]!.kind;
  if (kind === "date") {
    const result = checkValue("date", raw);
    if (result.ok && result.value.kind === "date") return { kind: "date", value: result.value.value, text: result.value.text };
    if (!result.ok)
      ctx.report({ code: result.code, path, expected: EXPECTED.valueOfField(result.expected, field, "date"), found: result.found });
    return undefined;
  }
  if (kind === "geoPoint") {
    const point = checkGeoPoint(ctx, raw, path, EXPECTED.valueOfField(EXPECTED.point, field, "geo-point"));
    return point === undefined ? undefined : { kind: "geo", ...point };
  }
  const value = checkNumber(ctx, raw, path, { bounds: UNBOUNDED });
  return value === undefined ? undefined : { kind: "number", value };
}
