import type { HistogramAggregation } from "@oneindex/parser";
import type { DslAggregation } from "../dsl.js";

/** `histogram`: the cluster's keys are `floor(v / interval) × interval` too, and with `min_doc_count: 0` it lists the empty buckets between the first and the last. */
export function translateHistogram(agg: HistogramAggregation): DslAggregation {
  return { histogram: { field: agg.field, interval: agg.interval, min_doc_count: agg.minCount } };
}
