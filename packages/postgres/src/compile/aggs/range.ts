import type { AggregationBucket } from "@oneindex/engine";
import type { AggregationRange, GeoDistanceAggregation, RangeAggregation } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { haversineSql } from "../functions/decay.js";
import { matchedRows, valuesOf, type AggContext, type CompiledAggregation } from "./context.js";

/** A bucket per range in the order given, `from` inclusive, `to` exclusive, as the engine words them. */
function rangeBuckets(ranges: readonly AggregationRange[], counts: readonly number[]): AggregationBucket[] {
  return ranges.map((r, i) => {
    const count = Number(counts[i]);
    if (r.from !== undefined && r.to !== undefined) return { key: r.key, from: r.from, to: r.to, count };
    if (r.from !== undefined) return { key: r.key, from: r.from, count };
    return r.to !== undefined ? { key: r.key, to: r.to, count } : { key: r.key, count };
  });
}

/** The count of matches with some value in each range, one `FILTER` column per range. */
function countsSql(ctx: AggContext, ranges: readonly AggregationRange[], type: "int8" | "float8", values: string, value: string): string {
  const columns = ranges.map((r) => {
    const bounds = [
      ...(r.from === undefined ? [] : [`${value} >= ${ctx.params.add(r.from, type)}`]),
      ...(r.to === undefined ? [] : [`${value} < ${ctx.params.add(r.to, type)}`]),
    ];
    return `count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${values} WHERE ${[`${value} IS NOT NULL`, ...bounds].join(" AND ")}))`;
  });
  return `(SELECT json_build_array(${columns.join(", ")}) FROM ${matchedRows(ctx)})`;
}

/** `range` over integers, numbers and dates (epoch ms). */
export function compileRangeAggregation(agg: RangeAggregation, ctx: AggContext): CompiledAggregation {
  // Dates compare as exact epoch milliseconds; integers and numbers as float8 (bounds may be fractional).
  const type = agg.dates ? "int8" : "float8";
  return {
    ctes: [],
    sql: countsSql(ctx, agg.ranges, type, valuesOf(ctx, agg.field), type === "float8" ? "u.v::float8" : "u.v"),
    read: (value) => ({ buckets: rangeBuckets(agg.ranges, value as number[]) }),
  };
}

/** Kilometres per unit, as the engine's. */
const UNIT_KM = { km: 1, m: 0.001, mi: 1.609344 } as const;

/** `geoDistance`: rings of haversine distance from the origin, in the unit. */
export function compileGeoDistance(agg: GeoDistanceAggregation, ctx: AggContext): CompiledAggregation {
  const layout = fieldLayout(ctx.layout, agg.field);
  const [lat, lng] = layout.columns.map((c) => `t.${c}`) as [string, string];
  const values = layout.field.array ? `unnest(${lat}, ${lng}) AS g(lat, lng)` : `(SELECT ${lat} AS lat, ${lng} AS lng) AS g`;
  const distance = `(${haversineSql(ctx.params, "g.lat", "g.lng", agg.origin)} / ${ctx.params.add(UNIT_KM[agg.unit], "float8")})`;
  return {
    ctes: [],
    sql: countsSql(ctx, agg.ranges, "float8", values, distance),
    read: (value) => ({ buckets: rangeBuckets(agg.ranges, value as number[]) }),
  };
}
