import { CALENDAR_INTERVALS, QUERY_LIMITS } from "@oneindex/schema";
import type { DateHistogramAggregation } from "@oneindex/parser";
import { tooManyBuckets } from "../query/budget/query-cost-error.js";
import { eachDistinctKey } from "./number-values.js";
import type { AggregationBucket, BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";
import { bucketStart, INTERVAL_MS, isoOfEpochMs, nextBucketStart } from "./date-keys.js";

/**
 * `dateHistogram`: each value shifted into the time zone, put in its calendar bucket (weeks from
 * Monday), keyed by the bucket's start in epoch ms (UTC) with `keyAsString` its ISO text in the
 * zone. With `minCount` 0 every bucket from the first to the last non-empty one is listed; more
 * than `maxBuckets` end the call with an error naming a coarser interval.
 */
export function dateHistogramCollector(ctx: AggContext, agg: DateHistogramAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`dateHistogram over ${agg.field}: not a date column`);
  const column = store.column;
  const shift = agg.offsetMinutes * 60_000;
  const counts = new Map<number, number>();
  // Most values fall in the bucket of the one before: keep its span to skip the calendar.
  let from = Infinity;
  let to = -Infinity;
  const start = (v: number): number => {
    const local = v + shift;
    if (local >= from && local < to) return from;
    from = bucketStart(local, agg.interval);
    to = nextBucketStart(from, agg.interval);
    return from;
  };
  const add = (s: number): void => {
    const n = counts.get(s);
    if (n === undefined) {
      ctx.budget.spend(1, "bucket", ctx.site);
      counts.set(s, 1);
    } else counts.set(s, n + 1);
  };
  const bucket = (s: number, count: number): AggregationBucket => ({
    key: s - shift,
    keyAsString: isoOfEpochMs(s - shift, agg.offsetMinutes),
    count,
  });
  return {
    collect: (doc) => eachDistinctKey(column, doc, start, add),
    result(): BucketsResult {
      const starts = [...counts.keys()].sort((a, b) => a - b);
      if (starts.length === 0) return { buckets: [] };
      const last = starts[starts.length - 1]!;
      const buckets: AggregationBucket[] = [];
      const tooMany = () => tooManyBuckets(ctx.site, coarser(agg.interval, last - starts[0]!));
      if (agg.minCount === 0) {
        for (let s = starts[0]!; s <= last; s = nextBucketStart(s, agg.interval)) {
          if (buckets.length === QUERY_LIMITS.maxBuckets) throw tooMany();
          buckets.push(bucket(s, counts.get(s) ?? 0));
        }
      } else {
        for (const s of starts) if (counts.get(s)! >= agg.minCount) buckets.push(bucket(s, counts.get(s)!));
        if (buckets.length > QUERY_LIMITS.maxBuckets) throw tooMany();
      }
      return { buckets };
    },
  };
}

/** Names the finest interval coarser than `interval` that makes at most `maxBuckets` buckets over `span` ms. */
function coarser(interval: DateHistogramAggregation["interval"], span: number): string {
  const fits = CALENDAR_INTERVALS.slice(CALENDAR_INTERVALS.indexOf(interval) + 1).find(
    (i) => span / INTERVAL_MS[i] + 2 <= QUERY_LIMITS.maxBuckets,
  );
  return fits === undefined
    ? "add a filter that narrows the dates"
    : `use "interval": ${JSON.stringify(fits)} or a filter that narrows the dates`;
}
