import type { Aggregation } from "@oneindex/parser";
import type { AggContext, CompiledAggregation } from "./context.js";
import { compileDateHistogram } from "./date-histogram.js";
import { compileHistogram } from "./histogram.js";
import { compileGeoDistance, compileRangeAggregation } from "./range.js";
import { compileMetric } from "./stats.js";
import { compileTerms } from "./terms.js";

/** Compiles a checked aggregation of type `K`. */
type AggregationCompiler<K extends Aggregation["type"]> = (
  agg: Extract<Aggregation, { readonly type: K }>,
  ctx: AggContext,
) => CompiledAggregation;

/** One compiler per aggregation type: a mapped type, so a new aggregation type does not compile until it has one. */
const COMPILERS: { readonly [K in Aggregation["type"]]: AggregationCompiler<K> } = {
  terms: compileTerms,
  histogram: compileHistogram,
  dateHistogram: compileDateHistogram,
  range: compileRangeAggregation,
  stats: compileMetric,
  cardinality: compileMetric,
  geoDistance: compileGeoDistance,
};

/** The one dispatcher from aggregation type to compiler. */
export function compileAggregation(agg: Aggregation, ctx: AggContext): CompiledAggregation {
  return (COMPILERS[agg.type] as AggregationCompiler<Aggregation["type"]>)(agg, ctx);
}
