import type { AggregationRange, RangeAggregation } from "@oneindex/parser";
import type { AggregationBucket, BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";

/** Whether `v` is in `range`: `from` inclusive, `to` exclusive, an absent bound unbounded. */
export const inRange = (range: AggregationRange, v: number): boolean =>
  (range.from === undefined || v >= range.from) && (range.to === undefined || v < range.to);

/** The buckets of `ranges` in the order given, with their bounds. */
export function rangeBuckets(ranges: readonly AggregationRange[], counts: ArrayLike<number>): BucketsResult {
  return {
    buckets: ranges.map((r, i): AggregationBucket => {
      const count = counts[i]!;
      if (r.from !== undefined && r.to !== undefined) return { key: r.key, from: r.from, to: r.to, count };
      if (r.from !== undefined) return { key: r.key, from: r.from, count };
      return r.to !== undefined ? { key: r.key, to: r.to, count } : { key: r.key, count };
    }),
  };
}

/** `range` over a numeric or date column: a doc counts once in each range some value of it falls in. */
export function rangeCollector(ctx: AggContext, agg: RangeAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`range over ${agg.field}: not a numeric column`);
  const column = store.column;
  const counts = new Float64Array(agg.ranges.length);
  const tests = agg.ranges.map((r) => (v: number) => inRange(r, v));
  return {
    collect(doc) {
      if (!column.has(doc)) return;
      for (let i = 0; i < tests.length; i++) if (column.some(doc, tests[i]!)) counts[i]!++;
    },
    result: () => rangeBuckets(agg.ranges, counts),
  };
}
