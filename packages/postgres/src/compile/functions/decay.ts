import type { DecayFunction } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import type { Params } from "../../sql/params.js";
import type { CompileContext } from "../context.js";
import { safeExp } from "./field-value.js";

/** The engine's mean Earth radius (Lucene's), kilometres. */
export const EARTH_MEAN_RADIUS_KM = 6371.0087714;

/** The haversine distance in km from (`lat`, `lng`) SQL to an origin, in the engine's operation order; NULL when the point is missing. */
export function haversineSql(params: Params, lat: string, lng: string, origin: { lat: number; lng: number }): string {
  const r = params.add(Math.PI / 180, "float8");
  const lat1 = params.add(origin.lat, "float8");
  const lng1 = params.add(origin.lng, "float8");
  const sinLat = `sin(((${lat} - ${lat1}) * ${r}) / 2)`;
  const sinLng = `sin(((${lng} - ${lng1}) * ${r}) / 2)`;
  const h = `(${sinLat} * ${sinLat} + cos(${lat1} * ${r}) * cos(${lat} * ${r}) * ${sinLng} * ${sinLng})`;
  return `(2 * ${params.add(EARTH_MEAN_RADIUS_KM, "float8")} * asin(sqrt(CASE WHEN ${h} > 1 THEN 1::float8 WHEN ${h} < 0 THEN 0::float8 ELSE ${h} END)))`;
}

/** The distance of the row's nearest value from the origin (numbers: their unit; dates: days; geo: km), NULL when missing. */
function distanceSql(fn: DecayFunction, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, fn.field);
  const origin = fn.origin;
  if (origin.kind === "geo") {
    const [lat, lng] = layout.columns.map((c) => `t.${c}`) as [string, string];
    return layout.field.array
      ? `(SELECT min(${haversineSql(ctx.params, "g.lat", "g.lng", origin)}) FROM unnest(${lat}, ${lng}) AS g(lat, lng))`
      : haversineSql(ctx.params, lat, lng, origin);
  }
  const column = `t.${layout.columns[0]}`;
  const o = ctx.params.add(origin.value, origin.kind === "date" ? "int8" : "float8");
  const one = (v: string) => (origin.kind === "date" ? `abs(${v} - ${o})::float8 / 86400000` : `abs(${v}::float8 - ${o})`);
  return layout.field.array ? `(SELECT min(${one("u.x")}) FROM unnest(${column}) AS u(x))` : one(column);
}

/** A decay function's value (1 when the row has no value), as the engine computes it. */
export function decaySql(fn: DecayFunction, ctx: CompileContext): string {
  const distance = distanceSql(fn, ctx);
  const offset = ctx.params.add(fn.offset, "float8");
  const d = `greatest(0::float8, ${distance} - ${offset})`;
  const lnDecay = Math.log(fn.decay);
  let scaleParam: string | undefined;
  const scale = () => (scaleParam ??= ctx.params.add(fn.scale, "float8"));
  let value: string;
  if (fn.type === "gauss") {
    const processed = (0.5 * fn.scale * fn.scale) / lnDecay;
    value =
      processed === 0 || !Number.isFinite(processed)
        ? safeExp(`${ctx.params.add(lnDecay, "float8")} * (${d} / ${scale()}) * (${d} / ${scale()})`)
        : `CASE WHEN ${d} > 1e150 THEN ${safeExp(`${ctx.params.add(lnDecay, "float8")} * (${d} / ${scale()}) * (${d} / ${scale()})`)} ELSE ${safeExp(`(0.5 * ${d} * ${d}) / ${ctx.params.add(processed, "float8")}`)} END`;
  } else if (fn.type === "exp") {
    const processed = lnDecay / fn.scale;
    value =
      processed === 0 || !Number.isFinite(processed)
        ? safeExp(`${ctx.params.add(lnDecay, "float8")} * (${d} / ${scale()})`)
        : safeExp(`${ctx.params.add(processed, "float8")} * ${d}`);
  } else {
    const processed = fn.scale / (1 - fn.decay);
    value = !Number.isFinite(processed)
      ? `greatest(0::float8, 1 - (${d} / ${scale()}) * ${ctx.params.add(1 - fn.decay, "float8")})`
      : `greatest(0::float8, (${ctx.params.add(processed, "float8")} - ${d}) / ${ctx.params.add(processed, "float8")})`;
  }
  return `coalesce(CASE WHEN ${d} = 0 THEN 1::float8 ELSE ${value} END, 1::float8)`;
}
