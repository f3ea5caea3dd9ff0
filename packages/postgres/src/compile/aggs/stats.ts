import type { CardinalityAggregation, StatsAggregation } from "@oneindex/parser";
import { matchedRows, type AggContext, type CompiledAggregation } from "./context.js";
import { metricSql, readMetric } from "./metric.js";

/** `stats` and `cardinality` over every value of the matches. */
export function compileMetric(agg: StatsAggregation | CardinalityAggregation, ctx: AggContext): CompiledAggregation {
  return { ctes: [], sql: metricSql(agg, ctx, matchedRows(ctx)), read: (value) => readMetric(agg, ctx, value) };
}
