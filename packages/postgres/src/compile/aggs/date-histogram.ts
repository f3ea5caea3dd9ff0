import type { AggregationBucket } from "@oneindex/engine";
import { coarserDateInterval, isoOfEpochMs, nextBucketStart } from "@oneindex/engine/internal";
import type { DateHistogramAggregation } from "@oneindex/parser";
import { QUERY_LIMITS } from "@oneindex/schema";
import { docKeys, type AggContext, type CompiledAggregation } from "./context.js";
import { bucketStartSql } from "./date-keys.js";
import { tooManyBuckets } from "./too-many-buckets.js";

/**
 * `dateHistogram`: each value's calendar bucket in the fixed offset, computed in SQL (integer
 * arithmetic; `date_trunc` for months, quarters, years); gaps filled and keys worded here as the engine does.
 */
export function compileDateHistogram(agg: DateHistogramAggregation, ctx: AggContext): CompiledAggregation {
  const p = ctx.prefix;
  const shift = agg.offsetMinutes * 60_000;
  const shiftParam = ctx.params.add(shift, "int8");
  const local = (value: string) => `(${value} + ${shiftParam})`;
  const ctes = [
    `${p}_keys AS (${docKeys(ctx, agg.field, (v) => bucketStartSql(local(v), agg.interval), "s")})`,
    `${p}_buckets AS (SELECT s, count(*) AS c FROM ${p}_keys GROUP BY s HAVING count(*) >= ${ctx.params.add(Math.max(1, agg.minCount), "int8")})`,
  ];
  const sql = `json_build_object('n', (SELECT count(*) FROM ${p}_buckets), 'lo', (SELECT min(s) FROM ${p}_buckets), 'hi', (SELECT max(s) FROM ${p}_buckets), 'buckets', (SELECT coalesce(json_agg(json_build_array(b.s, b.c) ORDER BY b.s), '[]'::json) FROM (SELECT s, c FROM ${p}_buckets ORDER BY s LIMIT ${QUERY_LIMITS.maxBuckets + 1}) b))`;
  return {
    ctes,
    sql,
    read(value) {
      const v = value as { n: number; lo: number | null; hi: number | null; buckets: [number, number][] };
      if (v.lo === null || v.hi === null) return { buckets: [] };
      const first = Number(v.lo);
      const last = Number(v.hi);
      let listed = 0;
      if (agg.minCount === 0)
        for (let s = first; s <= last && listed <= QUERY_LIMITS.maxBuckets; s = nextBucketStart(s, agg.interval)) listed++;
      else listed = v.n;
      if (listed > QUERY_LIMITS.maxBuckets) throw tooManyBuckets(agg, coarserDateInterval(agg.interval, last - first));
      const bucket = (s: number, count: number): AggregationBucket => ({
        key: s - shift,
        keyAsString: isoOfEpochMs(s - shift, agg.offsetMinutes),
        count,
      });
      const counts = new Map(v.buckets.map(([s, c]) => [Number(s), Number(c)]));
      const buckets: AggregationBucket[] = [];
      if (agg.minCount === 0)
        for (let s = first; s <= last; s = nextBucketStart(s, agg.interval)) buckets.push(bucket(s, counts.get(s) ?? 0));
      else for (const [s, c] of counts) buckets.push(bucket(s, c));
      return { buckets };
    },
  };
}
