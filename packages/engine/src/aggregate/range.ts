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

/**
 * Counts a doc's values (`values`, several) in `ranges`: once per range some value falls in.
 * Returns the tests made (each range tries the values up to its first hit), which the caller
 * charges as `value`s.
 */
export function countInRanges(ranges: readonly AggregationRange[], values: ArrayLike<number>, counts: Float64Array): number {
  let tests = 0;
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i]!;
    let j = 0;
    while (j < values.length && !inRange(r, values[j]!)) j++;
    if (j < values.length) {
      counts[i]!++;
      j++;
    }
    tests += j;
  }
  return tests;
}

/**
 * `range` over a numeric or date column: a doc counts once in each range some value of it falls in.
 * A doc's single value is tested against every range (charged per doc by the walk, see
 * `aggregate`'s `valuesPerDoc`); a multi-valued doc's values as it is read, and its tests as made.
 */
export function rangeCollector(ctx: AggContext, agg: RangeAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`range over ${agg.field}: not a numeric column`);
  const column = store.column;
  const { ranges } = agg;
  const counts = new Float64Array(ranges.length);
  return {
    collect(doc) {
      const v = column.min[doc];
      if (v === undefined || Number.isNaN(v)) return;
      const many = column.many(doc, ctx);
      if (many !== undefined) ctx.budget.spend(countInRanges(ranges, many, counts), "value", ctx.site);
      else for (let i = 0; i < ranges.length; i++) if (inRange(ranges[i]!, v)) counts[i]!++;
    },
    result: () => rangeBuckets(ranges, counts),
  };
}
