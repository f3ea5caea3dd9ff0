import type { CardinalityResult, StatsResult } from "@oneindex/engine";
import { QUERY_LIMITS } from "@oneindex/schema";
import type { CardinalityAggregation, StatsAggregation } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { PRESENT, valuesOf, type AggContext } from "./context.js";
import { isoOfEpochMs } from "@oneindex/engine/internal";

/** A metric's JSON over `rows` (a `FROM` list yielding main-table rows as `t`). */
export function metricSql(agg: StatsAggregation | CardinalityAggregation, ctx: AggContext, rows: string): string {
  const values = `FROM ${rows}, ${valuesOf(ctx, agg.field)} WHERE ${PRESENT}`;
  if (agg.type === "cardinality") return `(SELECT count(DISTINCT u.v) ${values})`;
  return `(SELECT json_build_array(count(u.v), min(u.v), max(u.v), coalesce(sum(u.v::float8), 0)) ${values})`;
}

/** Reads a metric's JSON into the engine's shape. */
export function readMetric(
  agg: StatsAggregation | CardinalityAggregation,
  ctx: AggContext,
  value: unknown,
): StatsResult | CardinalityResult {
  if (agg.type === "cardinality") {
    const distinct = Number(value);
    return distinct > QUERY_LIMITS.maxCardinality
      ? { value: QUERY_LIMITS.maxCardinality, relation: "gte" }
      : { value: distinct, relation: "eq" };
  }
  const [count, min, max, sum] = value as [number, number | null, number | null, number];
  if (count === 0) return { count: 0, min: null, max: null, avg: null, sum: 0 };
  const out: StatsResult = { count, min: Number(min), max: Number(max), avg: sum / count, sum };
  if (fieldLayout(ctx.layout, agg.field).field.kind !== "date") return out;
  return { ...out, minAsString: isoOfEpochMs(Number(min), 0), maxAsString: isoOfEpochMs(Number(max), 0) };
}
