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

/**
 * `terms` over a single-valued keyword by its ordinals: the same buckets as the general path. A
 * doc's bucket is its ordinal, which the column gives at any time, so sub-aggregations wait for the
 * result: the walk counts and notes the matches, then only the kept buckets get collectors, fed the
 * noted matches in doc order (what each would have been fed during the walk). Ten thousand URL
 * buckets of which ten are kept make ten sets of collectors, not ten thousand.
 */
function ordinalTerms(
  ctx: AggContext,
  agg: TermsAggregation,
  subs: () => AggCollector[],
  column: { readonly ords: Int32Array; readonly terms: readonly string[] },
): AggCollector {
  const { ords, terms } = column;
  const counts = new Int32Array(terms.length);
  const { budget, site } = ctx;
  const hasSubs = agg.aggs.length > 0;
  /** The matches with a value, in doc order (only with sub-aggregations). */
  let matched = new Int32Array(hasSubs ? 64 : 0);
  let noted = 0;
  const collect = (doc: number): void => {
    const o = ords[doc]!;
    if (o < 0) return;
    const count = counts[o]!;
    counts[o] = count + 1;
    if (count === 0) budget.spend(1, "bucket", site);
    if (!hasSubs) return;
    if (noted === matched.length) {
      const grown = new Int32Array(noted * 2);
      grown.set(matched);
      matched = grown;
    }
    matched[noted++] = doc;
  };
  return {
    collect,
    collectRun(docs, start, end) {
      if (hasSubs) {
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
      // Only buckets `minCount` lets through are made (the rest would be dropped at once).
      const least = Math.max(1, agg.minCount);
      const entries: OrdinalEntry[] = [];
      for (let o = 0; o < counts.length; o++) if (counts[o]! >= least) entries.push({ key: terms[o]!, count: counts[o]!, ord: o });
      return bucketsResult(agg, entries, (kept) => {
        // Each kept bucket's collectors, fed its noted matches in doc order.
        const slot = new Map<number, AggCollector[]>();
        for (const e of kept) slot.set(e.ord, subs());
        for (let i = 0; i < noted; i++) {
          const doc = matched[i]!;
          const list = slot.get(ords[doc]!);
          if (list !== undefined) for (const sub of list) sub.collect(doc);
        }
        return kept.map((e) => slot.get(e.ord)!);
      });
    },
  };
}

/** A bucket of {@link ordinalTerms}: its key, count and ordinal. */
interface OrdinalEntry extends Bucketed {
  readonly ord: number;
}

/** What ordering and cutting needs of a bucket. */
interface Bucketed {
  readonly key: Key;
  readonly count: number;
}

/** The buckets of `terms` from every (key, bucket) of the general path. */
function termsResult(agg: TermsAggregation, entries: [Key, TermBucket][]): BucketsResult {
  const buckets = entries.map(([key, b]) => ({ key, count: b.count, subs: b.subs }));
  return bucketsResult(agg, buckets, (kept) => kept.map((b) => b.subs));
}

/**
 * The buckets of `terms`: ordered, filtered by `minCount`, cut at `size`; `subsOf(kept)` gives the
 * kept buckets' sub-aggregation collectors, in the order of `kept`.
 */
function bucketsResult<B extends Bucketed>(
  agg: TermsAggregation,
  entries: B[],
  subsOf: (kept: readonly B[]) => readonly (readonly AggCollector[])[],
): BucketsResult {
  const all = entries.filter((b) => b.count >= agg.minCount);
  const kept = firstInOrder(
    all,
    agg.size,
    agg.order === "key" ? (a, b) => compareKeys(a.key, b.key) : (a, b) => b.count - a.count || compareKeys(a.key, b.key),
  );
  let otherCount = 0;
  for (const b of all) otherCount += b.count;
  for (const b of kept) otherCount -= b.count;
  const subs = agg.aggs.length > 0 ? subsOf(kept) : [];
  const out: AggregationBucket[] = kept.map((b, k) => {
    const key = b.key;
    const bucket: { key: Key; keyAsString?: string; count: number; aggs?: Record<string, MetricResult> } = { key, count: b.count };
    if (typeof key === "boolean") bucket.keyAsString = String(key);
    if (agg.aggs.length > 0) {
      const aggs: Record<string, MetricResult> = {};
      for (const [i, sub] of agg.aggs.entries()) defineResult(aggs, sub.name, subs[k]![i]!.result() as MetricResult);
      bucket.aggs = aggs;
    }
    return bucket;
  });
  return { buckets: out, otherCount };
}
