import type { TermsAggregation } from "@oneindex/parser";
import type { DslAggregation } from "../dsl.js";
import { translateMetric } from "./metric.js";
import { translateAggregations } from "./translate-aggregation.js";

/**
 * `terms` with `size`, `min_doc_count` and the order written out: by count, ties by key ascending
 * (the engine's tie-break; the cluster's default has none), or by key ascending. Metrics of each
 * bucket go in the bucket's `aggs`.
 */
export function translateTerms(agg: TermsAggregation): DslAggregation {
  const order = agg.order === "count" ? [{ _count: "desc" as const }, { _key: "asc" as const }] : [{ _key: "asc" as const }];
  const terms = { terms: { field: agg.field, size: agg.size, min_doc_count: agg.minCount, order } };
  return agg.aggs.length === 0 ? terms : { ...terms, aggs: translateAggregations(agg.aggs, translateMetric) };
}
