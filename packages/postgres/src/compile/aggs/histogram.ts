import type { AggregationBucket } from "@oneindex/engine";
import type { HistogramAggregation } from "@oneindex/parser";
import { QUERY_LIMITS } from "@oneindex/schema";
import { docKeys, matchedRows, PRESENT, valuesOf, type AggContext, type CompiledAggregation } from "./context.js";
import { tooManyBuckets } from "./too-many-buckets.js";

/** An interval rounded up to two significant digits (the engine's suggestion). */
export function fitting(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const scale = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Number((Math.ceil(x / scale) * scale).toPrecision(2));
}

/**
 * `histogram`: bucket index `floor(v / interval)` per value (a document once per bucket), counted in
 * SQL; at most `maxBuckets + 1` buckets come back, gaps are filled here, and too many buckets is
 * the engine's `too-many-buckets` error.
 */
export function compileHistogram(agg: HistogramAggregation, ctx: AggContext): CompiledAggregation {
  const p = ctx.prefix;
  const interval = ctx.params.add(agg.interval, "float8");
  const ctes = [
    `${p}_keys AS (${docKeys(ctx, agg.field, (v) => `floor(${v}::float8 / ${interval})`, "idx")})`,
    `${p}_buckets AS (SELECT idx, count(*) AS c FROM ${p}_keys GROUP BY idx HAVING count(*) >= ${ctx.params.add(Math.max(1, agg.minCount), "int8")})`,
  ];
  const span = `(SELECT json_build_array(min(u.v::float8), max(u.v::float8)) FROM ${matchedRows(ctx)}, ${valuesOf(ctx, agg.field)} WHERE ${PRESENT})`;
  const sql = `json_build_object('n', (SELECT count(*) FROM ${p}_buckets), 'lo', (SELECT min(idx) FROM ${p}_buckets), 'hi', (SELECT max(idx) FROM ${p}_buckets), 'span', ${span}, 'buckets', (SELECT coalesce(json_agg(json_build_array(b.idx, b.c) ORDER BY b.idx), '[]'::json) FROM (SELECT idx, c FROM ${p}_buckets ORDER BY idx LIMIT ${QUERY_LIMITS.maxBuckets + 1}) b))`;
  return {
    ctes,
    sql,
    read(value) {
      const v = value as { n: number; lo: number | null; hi: number | null; span: [number, number]; buckets: [number, number][] };
      if (v.lo === null || v.hi === null) return { buckets: [] };
      const tooMany = () => {
        const [lo, hi] = v.span;
        return tooManyBuckets(
          agg,
          `the values span ${lo} to ${hi}: an interval of at least ${fitting((hi - lo) / (QUERY_LIMITS.maxBuckets - 1))} makes at most ${QUERY_LIMITS.maxBuckets} buckets`,
        );
      };
      if (!(Math.abs(v.lo) <= Number.MAX_SAFE_INTEGER && Math.abs(v.hi) <= Number.MAX_SAFE_INTEGER)) {
        const far = Math.max(Math.abs(v.span[0]), Math.abs(v.span[1]));
        throw tooManyBuckets(
          agg,
          `${far} / ${agg.interval} is past 2^53 buckets from 0: use an interval of at least ${fitting(far / Number.MAX_SAFE_INTEGER)}`,
        );
      }
      const listed = agg.minCount === 0 ? v.hi - v.lo + 1 : v.n;
      if (listed > QUERY_LIMITS.maxBuckets) throw tooMany();
      const counts = new Map(v.buckets.map(([i, c]) => [i, Number(c)]));
      const buckets: AggregationBucket[] = [];
      if (agg.minCount === 0) for (let i = v.lo; i <= v.hi; i++) buckets.push({ key: i * agg.interval, count: counts.get(i) ?? 0 });
      else for (const [i, c] of v.buckets) buckets.push({ key: i * agg.interval, count: Number(c) });
      return { buckets };
    },
  };
}
