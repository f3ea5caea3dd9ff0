import { QUERY_LIMITS } from "@oneindex/schema";
import type { HistogramAggregation } from "@oneindex/parser";
import { tooManyBuckets } from "../query/budget/query-cost-error.js";
import { columnSpan, eachDistinctKey } from "./number-values.js";
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
  // Counts by bucket index: a dense window of DENSE indices around the first one seen (most data
  // falls in a few hundred buckets), a map for the indices outside it. The dense array is the
  // index's, lent all zero: the result sets the slots it touched back to 0 and gives it back.
  const dense = ctx.scratch.takeDenseCounts(DENSE);
  let base = NaN;
  // The dense offsets seen span [denseLo, denseHi]: the result reads that window, not all DENSE slots.
  let denseLo = DENSE;
  let denseHi = -1;
  const sparse = new Map<number, number>();
  // The values' span, in a typed array: doubles a closure updates would be boxed on every store.
  const span = new Float64Array([Infinity, -Infinity]);
  const index = (v: number): number => {
    if (v < span[0]!) span[0] = v;
    if (v > span[1]!) span[1] = v;
    const i = Math.floor(v / interval);
    // An interval so small that v / interval passes 2^53 cannot tell buckets apart (or overflows): it would make too many anyway.
    if (!(Math.abs(i) <= Number.MAX_SAFE_INTEGER)) {
      // Name an interval that fits every value of the column, so the retry cannot fail on another.
      const all = columnSpan(column);
      throw tooManyBuckets(
        ctx.site,
        `${v} / ${interval} is past 2^53 buckets from 0: use an interval of at least ${fittingInterval(all.lo, all.hi)}`,
      );
    }
    return i;
  };
  const tooMany = () => {
    const [lo, hi] = span as unknown as [number, number];
    return tooManyBuckets(
      ctx.site,
      `the values span ${lo} to ${hi}: an interval of at least ${fittingInterval(lo, hi)} makes at most ${QUERY_LIMITS.maxBuckets} buckets`,
    );
  };
  // With `minCount` 0 or 1 every distinct bucket seen is listed: past `maxBuckets` of them the
  // answer is an error whatever the rest of the matches hold, so say it now rather than after the walk
  // (when this is the aggregation such an error would name).
  const listsEverySeen = ctx.refuseEarly && agg.minCount <= 1;
  let distinct = 0;
  const made = (): void => {
    ctx.budget.spend(1, "bucket", ctx.site);
    if (++distinct > QUERY_LIMITS.maxBuckets && listsEverySeen) {
      // The matches not walked yet lie within the column's span: name an interval that fits it.
      const all = columnSpan(column);
      span[0] = all.lo;
      span[1] = all.hi;
      throw tooMany();
    }
  };
  const add = (i: number): void => {
    if (Number.isNaN(base)) base = i - DENSE / 2;
    const o = i - base;
    if (o >= 0 && o < DENSE) {
      const n = dense[o]!;
      dense[o] = n + 1;
      if (n === 0) {
        made();
        if (o < denseLo) denseLo = o;
        if (o > denseHi) denseHi = o;
      }
      return;
    }
    const n = sparse.get(i);
    if (n === undefined) made();
    sparse.set(i, (n ?? 0) + 1);
  };
  // Every count as a map, read once: the dense slots touched are read, zeroed and the array given back.
  let read: Map<number, number> | undefined;
  const denseAndSparse = (): Map<number, number> => {
    const all = new Map(sparse);
    for (let o = denseLo; o <= denseHi; o++) {
      if (dense[o]! > 0) all.set(base + o, dense[o]!);
      dense[o] = 0;
    }
    ctx.scratch.giveDenseCounts(dense);
    return all;
  };
  const collect = (doc: number): void => eachDistinctKey(column, doc, index, add, ctx);
  return {
    collect,
    collectRun(docs, start, end) {
      if (column.multiValued) {
        for (let i = start; i < end; i++) collect(docs[i]!);
        return;
      }
      // One value a doc at most: a tight loop over the min array, so the reads of docs far apart
      // overlap (a word's few hundred matches are a cache miss each), the dense slot counted in place.
      const { min } = column;
      for (let i = start; i < end; i++) {
        const v = min[docs[i]!];
        if (v === undefined || Number.isNaN(v)) continue;
        const k = index(v);
        const o = k - base;
        const n = o >= 0 && o < DENSE ? dense[o]! : 0;
        if (n > 0) dense[o] = n + 1;
        // A dense slot's first count, a bucket outside the window, the very first value: as `collect`.
        else add(k);
      }
    },
    result(): BucketsResult {
      const counts = (read ??= denseAndSparse());
      const indices = [...counts.keys()].sort((a, b) => a - b);
      if (indices.length === 0) return { buckets: [] };
      const first = indices[0]!;
      const last = indices[indices.length - 1]!;
      const listed = agg.minCount === 0 ? last - first + 1 : indices.filter((i) => counts.get(i)! >= agg.minCount).length;
      if (!(listed <= QUERY_LIMITS.maxBuckets)) throw tooMany();
      const buckets: AggregationBucket[] = [];
      if (agg.minCount === 0) for (let i = first; i <= last; i++) buckets.push({ key: i * interval, count: counts.get(i) ?? 0 });
      else for (const i of indices) if (counts.get(i)! >= agg.minCount) buckets.push({ key: i * interval, count: counts.get(i)! });
      return { buckets };
    },
  };
}

/** Bucket indices counted in a dense array: 4,096 around the first seen (32 kB). */
const DENSE = 4096;

/** `x` rounded up to two significant digits (an interval to suggest). */
function fitting(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x;
  const scale = 10 ** (Math.floor(Math.log10(x)) - 1);
  const up = Number((Math.ceil(x / scale) * scale).toPrecision(2));
  // Rounding to two digits in decimal may land a hair below x: take the next two-digit value then.
  return up >= x ? up : Number(((Math.round(up / scale) + 1) * scale).toPrecision(2));
}

/** Whether `interval` buckets every value in [lo, hi] into at most `maxBuckets` buckets, each index within ±2^53. */
function fits(interval: number, lo: number, hi: number): boolean {
  const first = Math.floor(lo / interval);
  const last = Math.floor(hi / interval);
  return (
    Number.isFinite(interval) &&
    Math.abs(first) <= Number.MAX_SAFE_INTEGER &&
    Math.abs(last) <= Number.MAX_SAFE_INTEGER &&
    last - first + 1 <= QUERY_LIMITS.maxBuckets
  );
}

/**
 * The smallest interval of two significant digits that {@link fits} the span `lo`–`hi`: an interval
 * the parser takes (finite, > 0) and that one retry over the same values can use. The span is
 * divided before it is subtracted, so values near ±`Number.MAX_VALUE` give a finite interval; the
 * guess (span / (maxBuckets − 1)) can still make one bucket too many where the edges fall, so it is
 * raised to the next two-digit value until it fits.
 */
export function fittingInterval(lo: number, hi: number): number {
  const steps = QUERY_LIMITS.maxBuckets - 1;
  const largest = Math.max(Math.abs(lo), Math.abs(hi));
  let x = fitting(Math.max(hi / steps - lo / steps, largest / Number.MAX_SAFE_INTEGER, Number.MIN_VALUE));
  for (let tries = 0; tries < 64 && !fits(x, lo, hi); tries++) x = fitting(x * 1.01);
  return x;
}
