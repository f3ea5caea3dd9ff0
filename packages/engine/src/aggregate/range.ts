import type { AggregationRange, RangeAggregation } from "@oneindex/parser";
import type { AggregationBucket, BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";

/**
 * The ranges' bounds as two columns, `from` inclusive and `to` exclusive, an absent bound
 * infinite (values are finite). A call's ranges are objects of several shapes (with or without a
 * key or either bound), so reading their bounds in the loop over the matches was a megamorphic
 * load per test, ~12–16 ns in a process that had seen every shape; from typed arrays a test is
 * two compares.
 */
export class RangeBounds {
  readonly from: Float64Array;
  readonly to: Float64Array;
  constructor(ranges: readonly AggregationRange[]) {
    this.from = Float64Array.from(ranges, (r) => r.from ?? Number.NEGATIVE_INFINITY);
    this.to = Float64Array.from(ranges, (r) => r.to ?? Number.POSITIVE_INFINITY);
  }

  /** Counts `v` in every range it falls in. */
  count(v: number, counts: Float64Array): void {
    const { from, to } = this;
    for (let i = 0; i < from.length; i++) if (v >= from[i]! && v < to[i]!) counts[i]!++;
  }

  /**
   * Counts a doc's values (`values`, several): once in each range some value falls in. Returns the
   * tests made (each range tries the values up to its first hit), which the caller charges as
   * `value`s.
   */
  countAny(values: ArrayLike<number>, counts: Float64Array): number {
    const { from, to } = this;
    let tests = 0;
    for (let i = 0; i < from.length; i++) {
      const lo = from[i]!;
      const hi = to[i]!;
      let j = 0;
      while (j < values.length && !(values[j]! >= lo && values[j]! < hi)) j++;
      if (j < values.length) {
        counts[i]!++;
        j++;
      }
      tests += j;
    }
    return tests;
  }
}

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
 * `range` over a numeric or date column: a doc counts once in each range some value of it falls in.
 * A doc's single value is tested against every range (charged per doc by the walk, see
 * `aggregate`'s `valuesPerDoc`); a multi-valued doc's values as it is read, and its tests as made.
 */
export function rangeCollector(ctx: AggContext, agg: RangeAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`range over ${agg.field}: not a numeric column`);
  const column = store.column;
  const { ranges } = agg;
  const bounds = new RangeBounds(ranges);
  const counts = new Float64Array(ranges.length);
  return {
    collect(doc) {
      const v = column.min[doc];
      if (v === undefined || Number.isNaN(v)) return;
      const many = column.many(doc, ctx);
      if (many !== undefined) ctx.budget.spend(bounds.countAny(many, counts), "value", ctx.site);
      else bounds.count(v, counts);
    },
    result: () => rangeBuckets(ranges, counts),
  };
}
