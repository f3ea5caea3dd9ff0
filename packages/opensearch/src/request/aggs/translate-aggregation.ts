import type { Aggregation } from "@oneindex/parser";
import type { DslAggregation } from "../dsl.js";
import { translateDateHistogram } from "./date-histogram.js";
import { translateGeoDistance } from "./geo-distance.js";
import { translateHistogram } from "./histogram.js";
import { translateMetric } from "./metric.js";
import { translateRangeAggregation } from "./range.js";
import { translateTerms } from "./terms.js";

/** The one dispatcher from aggregation kind to translator. */
export function translateAggregation(agg: Aggregation): DslAggregation {
  switch (agg.type) {
    case "terms":
      return translateTerms(agg);
    case "histogram":
      return translateHistogram(agg);
    case "dateHistogram":
      return translateDateHistogram(agg);
    case "range":
      return translateRangeAggregation(agg);
    case "stats":
    case "cardinality":
      return translateMetric(agg);
    case "geoDistance":
      return translateGeoDistance(agg);
  }
}

/** The `aggs` of a body (or of a bucket): each aggregation under its name, in the order asked. */
export function translateAggregations<A extends Aggregation, D>(aggs: readonly A[], translate: (agg: A) => D): Record<string, D> {
  const out: Record<string, D> = {};
  for (const agg of aggs) out[agg.name] = translate(agg);
  return out;
}
