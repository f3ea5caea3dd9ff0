import { QUERY_LIMITS } from "@oneindex/schema";
import type { DateHistogramAggregation } from "@oneindex/parser";
import { tooManyBuckets } from "../query/budget/query-cost-error.js";
import { columnSpan, eachDistinctKey } from "./number-values.js";
import type { AggregationBucket, BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";
import { bucketSpan, coarserDateInterval, isoOfEpochMs, nextBucketStart } from "./date-keys.js";

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
  // Most values fall in the bucket of the one before: keep its span to skip the calendar (in a
  // typed array: doubles a closure updates would be boxed on every store).
  const last = new Float64Array([Infinity, -Infinity]);
  const start = (v: number): number => {
    const local = v + shift;
    if (local >= last[0]! && local < last[1]!) return last[0]!;
    bucketSpan(local, agg.interval, last);
    return last[0]!;
  };
  const tooMany = (first: number, last: number) => tooManyBuckets(ctx.site, coarserDateInterval(agg.interval, last - first));
  // With `minCount` 0 or 1 every distinct bucket seen is listed: past `maxBuckets` of them the
  // answer is an error whatever the rest of the matches hold, so say it now rather than after the walk
  // (when this is the aggregation such an error would name).
  const listsEverySeen = ctx.refuseEarly && agg.minCount <= 1;
  let lowest = Infinity;
  let highest = -Infinity;
  const add = (s: number): void => {
    const n = counts.get(s);
    if (n === undefined) {
      ctx.budget.spend(1, "bucket", ctx.site);
      counts.set(s, 1);
      if (s < lowest) lowest = s;
      if (s > highest) highest = s;
      if (listsEverySeen && counts.size > QUERY_LIMITS.maxBuckets) {
        // The matches not walked yet lie within the column's span: name an interval that fits it.
        const all = columnSpan(column);
        throw tooMany(Math.min(lowest, all.lo + shift), Math.max(highest, all.hi + shift));
      }
    } else counts.set(s, n + 1);
  };
  const bucket = (s: number, count: number): AggregationBucket => ({
    key: s - shift,
    keyAsString: isoOfEpochMs(s - shift, agg.offsetMinutes),
    count,
  });
  return {
    collect: (doc) => eachDistinctKey(column, doc, start, add, ctx),
    result(): BucketsResult {
      const starts = [...counts.keys()].sort((a, b) => a - b);
      if (starts.length === 0) return { buckets: [] };
      const first = starts[0]!;
      const last = starts[starts.length - 1]!;
      // The buckets listed are counted before any is worded (an ISO key each), so a refusal costs no wording.
      let listed = 0;
      if (agg.minCount === 0) {
        for (let s = first; s <= last && listed <= QUERY_LIMITS.maxBuckets; s = nextBucketStart(s, agg.interval)) listed++;
      } else for (const s of starts) if (counts.get(s)! >= agg.minCount) listed++;
      if (listed > QUERY_LIMITS.maxBuckets) throw tooMany(first, last);
      const buckets: AggregationBucket[] = [];
      if (agg.minCount === 0)
        for (let s = first; s <= last; s = nextBucketStart(s, agg.interval)) buckets.push(bucket(s, counts.get(s) ?? 0));
      else for (const s of starts) if (counts.get(s)! >= agg.minCount) buckets.push(bucket(s, counts.get(s)!));
      return { buckets };
    },
  };
}
