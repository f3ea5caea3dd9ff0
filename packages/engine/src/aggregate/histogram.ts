import { QUERY_LIMITS } from "@oneindex/schema";
import type { HistogramAggregation } from "@oneindex/parser";
import { tooManyBuckets } from "../query/budget/query-cost-error.js";
import { eachDistinctKey } from "./number-values.js";
import type { AggregationBucket, BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";

/**
 * `histogram`: bucket index `floor(v / interval)` per distinct index of a doc's values, key =
 * index × interval. With `minCount` 0 every bucket from the first to the last non-empty one is
 * listed; more than `maxBuckets` buckets end the call with an error naming an interval that fits.
 */
export function histogramCollector(ctx: AggContext, agg: HistogramAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`histogram over ${agg.field}: not a numeric column`);
  const column = store.column;
  const { interval } = agg;
  const counts = new Map<number, number>();
  let lo = Infinity;
  let hi = -Infinity;
  const index = (v: number): number => {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
    const i = Math.floor(v / interval);
    // An interval so small that v / interval overflows cannot key a bucket: it would make too many anyway.
    if (!Number.isFinite(i)) throw tooManyBuckets(ctx.site, `${v} / ${interval} overflows: use an interval of at least ${fitting(Math.abs(v) / 1e300)}`);
    return i;
  };
  const add = (i: number): void => {
    const n = counts.get(i);
    if (n === undefined) {
      ctx.budget.spend(1, "bucket", ctx.site);
      counts.set(i, 1);
    } else counts.set(i, n + 1);
  };
  return {
    collect: (doc) => eachDistinctKey(column, doc, index, add),
    result(): BucketsResult {
      const indices = [...counts.keys()].sort((a, b) => a - b);
      if (indices.length === 0) return { buckets: [] };
      const first = indices[0]!;
      const last = indices[indices.length - 1]!;
      const listed = agg.minCount === 0 ? last - first + 1 : indices.filter((i) => counts.get(i)! >= agg.minCount).length;
      if (!(listed <= QUERY_LIMITS.maxBuckets)) {
        throw tooManyBuckets(ctx.site, `the values span ${lo} to ${hi}: an interval of at least ${fitting((hi - lo) / (QUERY_LIMITS.maxBuckets - 1))} makes at most ${QUERY_LIMITS.maxBuckets} buckets`);
      }
      const buckets: AggregationBucket[] = [];
      if (agg.minCount === 0) for (let i = first; i <= last; i++) buckets.push({ key: i * interval, count: counts.get(i) ?? 0 });
      else for (const i of indices) if (counts.get(i)! >= agg.minCount) buckets.push({ key: i * interval, count: counts.get(i)! });
      return { buckets };
    },
  };
}

/** `x` rounded up to two significant digits (an interval to suggest). */
function fitting(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const scale = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Number((Math.ceil(x / scale) * scale).toPrecision(2));
}
