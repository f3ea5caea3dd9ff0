import type { MetricAggregation } from "@oneindex/parser";
import type { DslMetricAggregation } from "../dsl.js";

/**
 * The cluster's largest `precision_threshold`: below about this many distinct values its
 * cardinality (HyperLogLog++) is close to exact; the engine's is exact up to
 * `QUERY_LIMITS.maxCardinality`.
 */
export const CARDINALITY_PRECISION = 40_000;

/** `stats`, or `cardinality` at the largest precision threshold. */
export function translateMetric(agg: MetricAggregation): DslMetricAggregation {
  return agg.type === "stats"
    ? { stats: { field: agg.field } }
    : { cardinality: { field: agg.field, precision_threshold: CARDINALITY_PRECISION } };
}
