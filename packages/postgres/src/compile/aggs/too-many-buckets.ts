import { QueryCostError } from "@oneindex/engine";

/** The engine's `too-many-buckets` error for an aggregation, with what to change. */
export function tooManyBuckets(agg: { readonly type: string; readonly path: string }, fix: string): QueryCostError {
  return new QueryCostError(Number.POSITIVE_INFINITY, "bucket", { type: agg.type, origin: { path: agg.path } }, fix);
}
