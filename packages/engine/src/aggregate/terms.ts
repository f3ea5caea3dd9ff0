import type { TermsAggregation } from "@oneindex/parser";
import type { AggregationBucket, BucketsResult, MetricResult } from "./aggregation-results.js";
import { defineResult, storeOf, type AggCollector, type AggContext } from "./collector.js";
import { firstInOrder } from "./first-in-order.js";

/** A `terms` bucket while collecting: its count and its sub-aggregations' collectors. */
interface TermBucket {
  count: number;
  readonly subs: readonly AggCollector[];
}

type Key = string | boolean;

/** Keys ascending: strings by UTF-16 code units (as JavaScript compares them), false before true. */
const compareKeys = (a: Key, b: Key): number => (a === b ? 0 : a < b ? -1 : 1);

/**
 * `terms` over a keyword field (each distinct value of a doc, once) or a boolean field (false and
 * true): a bucket per value, then ordered (count descending with ties by key ascending, or key
 * ascending), buckets under `minCount` dropped, the first `size` kept; `otherCount` counts the rest.
 */
export function termsCollector(ctx: AggContext, agg: TermsAggregation, subs: () => AggCollector[]): AggCollector {
  const buckets = new Map<Key, TermBucket>();
  const { budget, site } = ctx;
  const add = (key: Key, doc: number): void => {
    let bucket = buckets.get(key);
    if (bucket === undefined) {
      budget.spend(1, "bucket", site);
      buckets.set(key, (bucket = { count: 0, subs: subs() }));
    }
    bucket.count++;
    for (const sub of bucket.subs) sub.collect(doc);
  };
  const store = storeOf(ctx.state, agg.field);
  let collect: (doc: number) => void;
  if (store.kind === "booleans") {
    const bits = store.column.bits;
    collect = (doc) => {
      const b = bits[doc]!;
      if (b & 1) add(false, doc);
      if (b & 2) add(true, doc);
    };
  } else if (store.kind === "terms" && store.values !== undefined && !store.values.array) {
    // A single-valued keyword: count by the values' ordinals, one array read and one increment a doc.
    return ordinalTerms(ctx, agg, subs, store.values.ordinals()!);
  } else if (store.kind === "terms" && store.values !== undefined) {
    const values = store.values;
    let doc = -1;
    let first: string | undefined;
    let seen: Set<string> | undefined;
    // A doc's repeated value counts once: the first value needs no set, a second one starts one.
    const visit = (v: string): void => {
      if (first === undefined) {
        first = v;
        add(v, doc);
        return;
      }
      if (seen === undefined) seen = new Set([first]);
      if (seen.has(v)) return;
      seen.add(v);
      add(v, doc);
    };
    collect = (d) => {
      doc = d;
      first = undefined;
      seen = undefined;
      values.visit(d, visit);
    };
  } else throw new Error(`terms over ${agg.field}: not a keyword or boolean field`);
  return {
    collect,
    result: () => termsResult(agg, [...buckets]),
  };
}

/** `terms` over a single-valued keyword by its ordinals: the same buckets as the general path. */
function ordinalTerms(
  ctx: AggContext,
  agg: TermsAggregation,
  subs: () => AggCollector[],
  column: { readonly ords: Int32Array; readonly terms: readonly string[] },
): AggCollector {
  const { ords, terms } = column;
  const counts = new Int32Array(terms.length);
  const bucketSubs: (AggCollector[] | undefined)[] = agg.aggs.length > 0 ? new Array<AggCollector[] | undefined>(terms.length) : [];
  const { budget, site } = ctx;
  const collect = (doc: number): void => {
    const o = ords[doc]!;
    if (o < 0) return;
    const count = counts[o]!;
    counts[o] = count + 1;
    if (count === 0) budget.spend(1, "bucket", site);
    if (agg.aggs.length === 0) return;
    const list = (bucketSubs[o] ??= subs());
    for (const sub of list) sub.collect(doc);
  };
  return {
    collect,
    collectRun(docs, start, end) {
      if (agg.aggs.length > 0) {
        for (let i = start; i < end; i++) collect(docs[i]!);
        return;
      }
      // Counts only: one ordinal read and one increment a doc; a bucket is charged when its count leaves 0.
      for (let i = start; i < end; i++) {
        const o = ords[docs[i]!]!;
        if (o < 0) continue;
        const count = counts[o]!;
        counts[o] = count + 1;
        if (count === 0) budget.spend(1, "bucket", site);
      }
    },
    result() {
      const entries: [Key, TermBucket][] = [];
      for (let o = 0; o < counts.length; o++)
        if (counts[o]! > 0) entries.push([terms[o]!, { count: counts[o]!, subs: bucketSubs[o] ?? [] }]);
      return termsResult(agg, entries);
    },
  };
}

/** The buckets of `terms` from every (key, bucket): ordered, filtered by `minCount`, cut at `size`. */
function termsResult(agg: TermsAggregation, entries: [Key, TermBucket][]): BucketsResult {
  const all = entries.filter(([, b]) => b.count >= agg.minCount);
  const kept = firstInOrder(
    all,
    agg.size,
    agg.order === "key" ? (a, b) => compareKeys(a[0], b[0]) : (a, b) => b[1].count - a[1].count || compareKeys(a[0], b[0]),
  );
  let otherCount = 0;
  for (const [, b] of all) otherCount += b.count;
  for (const [, b] of kept) otherCount -= b.count;
  const out: AggregationBucket[] = kept.map(([key, b]) => {
    const bucket: { key: Key; keyAsString?: string; count: number; aggs?: Record<string, MetricResult> } = { key, count: b.count };
    if (typeof key === "boolean") bucket.keyAsString = String(key);
    if (agg.aggs.length > 0) {
      const aggs: Record<string, MetricResult> = {};
      for (const [i, sub] of agg.aggs.entries()) defineResult(aggs, sub.name, b.subs[i]!.result() as MetricResult);
      bucket.aggs = aggs;
    }
    return bucket;
  });
  return { buckets: out, otherCount };
}
