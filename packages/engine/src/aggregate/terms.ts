import type { TermsAggregation } from "@oneindex/parser";
import type { AggregationBucket, BucketsResult, MetricResult } from "./aggregation-results.js";
import { defineResult, storeOf, valuesPerDoc, type AggCollector, type AggContext } from "./collector.js";
import { firstInOrder } from "./first-in-order.js";
import { growInt32 } from "../store/growable.js";
import { HASHED_VALUE, KEYWORD_VALUES, type WorkCharge } from "../query/budget/work-budget.js";

type Key = string | boolean;

/** Keys ascending: strings by UTF-16 code units (as JavaScript compares them), false before true. */
const compareKeys = (a: Key, b: Key): number => (a === b ? 0 : a < b ? -1 : 1);

/**
 * `terms` over a keyword field (each distinct value of a doc, once) or a boolean field (false and
 * true): a bucket per value, then ordered (count descending with ties by key ascending, or key
 * ascending), buckets under `minCount` dropped, the first `size` kept; `otherCount` counts the rest.
 * Sub-aggregations run after the walk, over the kept buckets only (see {@link MatchNotes}).
 */
export function termsCollector(ctx: AggContext, agg: TermsAggregation, subs: () => AggCollector[]): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind === "terms" && store.values !== undefined && !store.values.array)
    // A single-valued keyword: count by the values' ordinals, one array read and one increment a doc.
    return ordinalTerms(ctx, agg, subs, store.values.ordinals()!);
  if (store.kind === "terms" && store.values !== undefined && !store.index.isText) return arrayKeywordTerms(ctx, agg, subs, store);
  const keys = distinctKeys(store, agg.field, ctx);
  const subValues = valuesPerDoc(agg);
  const counts = new Map<Key, number>();
  const { budget, site } = ctx;
  const notes = new MatchNotes(agg.aggs.length > 0);
  const count = (key: Key): void => {
    const n = counts.get(key);
    if (n === undefined) {
      budget.spend(1, "bucket", site);
      counts.set(key, 1);
    } else counts.set(key, n + 1);
  };
  return {
    collect(doc) {
      keys(doc, count);
      notes.note(doc);
    },
    result() {
      const entries: Bucketed[] = [];
      for (const [key, n] of counts) if (n >= agg.minCount) entries.push({ key, count: n });
      return bucketsResult(agg, entries, (kept) => {
        const slot = new Map<Key, AggCollector[]>();
        for (const b of kept) slot.set(b.key, subs());
        let doc = -1;
        const feed = (key: Key): void => feedSubs(slot.get(key), doc, ctx, subValues);
        notes.replay((d) => {
          doc = d;
          keys(d, feed);
        });
        return kept.map((b) => slot.get(b.key)!);
      });
    },
  };
}

/**
 * Calls `each` with every distinct key of a doc, in its values' order: a boolean field's false
 * then true, a multi-valued keyword's values with repeats left out (the first value needs no set,
 * a second one starts one).
 */
function distinctKeys(
  store: ReturnType<typeof storeOf>,
  field: string,
  charge: WorkCharge,
): (doc: number, each: (key: Key) => void) => void {
  if (store.kind === "booleans") {
    const bits = store.column.bits;
    return (doc, each) => {
      const b = bits[doc]!;
      if (b & 1) each(false);
      if (b & 2) each(true);
    };
  }
  if (store.kind !== "terms" || store.values === undefined) throw new Error(`terms over ${field}: not a keyword or boolean field`);
  const values = store.values;
  let first: string | undefined;
  let seen: Set<string> | undefined;
  let to: (key: Key) => void = () => {};
  const visit = (v: string): void => {
    if (first === undefined) {
      first = v;
      to(v);
      return;
    }
    if (seen === undefined) seen = new Set([first]);
    if (seen.has(v)) return;
    seen.add(v);
    to(v);
  };
  return (doc, each) => {
    first = undefined;
    seen = undefined;
    to = each;
    values.visit(doc, visit, charge, HASHED_VALUE);
  };
}

/**
 * The matches a `terms` walk saw, in doc order, kept only when it has sub-aggregations: a bucket's
 * collectors are made once the kept buckets are known, then fed these docs in the same order the
 * walk offered them, so each gets what it would have got during the walk. Buckets that are not kept
 * (ten thousand URLs of which ten are) never get collectors.
 */
class MatchNotes {
  private docs: Int32Array = new Int32Array(0);
  private count = 0;
  constructor(private readonly keep: boolean) {}
  note(doc: number): void {
    if (!this.keep) return;
    if (this.count === this.docs.length) this.docs = growInt32(this.docs, this.count + 1, 0);
    this.docs[this.count++] = doc;
  }
  replay(visit: (doc: number) => void): void {
    for (let i = 0; i < this.count; i++) visit(this.docs[i]!);
  }
}

/**
 * `terms` over a single-valued keyword by its ordinals: the same buckets as the general path, a
 * doc's bucket being its ordinal.
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
  /** The matches with a value (only with sub-aggregations). */
  const notes = new MatchNotes(hasSubs);
  const collect = (doc: number): void => {
    const o = ords[doc]!;
    if (o < 0) return;
    const count = counts[o]!;
    counts[o] = count + 1;
    if (count === 0) budget.spend(1, "bucket", site);
    notes.note(doc);
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
      // The buckets seen (a count of at least 1) that `minCount` lets through.
      const least = Math.max(1, agg.minCount);
      const entries: OrdinalEntry[] = [];
      for (let o = 0; o < counts.length; o++) if (counts[o]! >= least) entries.push({ key: terms[o]!, count: counts[o]!, ord: o });
      return bucketsResult(agg, entries, (kept) => {
        // Each kept bucket's collectors, fed its noted matches in doc order.
        const slot = new Map<number, AggCollector[]>();
        for (const e of kept) slot.set(e.ord, subs());
        notes.replay((doc) => {
          const list = slot.get(ords[doc]!);
          if (list !== undefined) for (const sub of list) sub.collect(doc);
        });
        return kept.map((e) => slot.get(e.ord)!);
      });
    },
  };
}

/**
 * `terms` over a keyword array field by term numbers: each value read (charged through
 * `StringValues.visit`, {@link KEYWORD_VALUES} each) is one dictionary lookup, then a doc's repeats are told apart and its
 * buckets counted in typed arrays indexed by term number (a set per doc and a map of counts cost
 * ~10× more a value).
 */
function arrayKeywordTerms(
  ctx: AggContext,
  agg: TermsAggregation,
  subs: () => AggCollector[],
  store: Extract<ReturnType<typeof storeOf>, { kind: "terms" }>,
): AggCollector {
  const { dict, terms } = store.index;
  const values = store.values!;
  const counts = new Int32Array(terms.length);
  // The last doc counted in each term's bucket (+1, so 0 is "none"): a doc's repeats count once.
  const last = new Int32Array(terms.length);
  const { budget, site } = ctx;
  const subValues = valuesPerDoc(agg);
  const notes = new MatchNotes(agg.aggs.length > 0);
  let doc = 0;
  const count = (v: string): void => {
    const t = dict.get(v)!;
    if (last[t] === doc + 1) return;
    last[t] = doc + 1;
    const n = counts[t]!;
    counts[t] = n + 1;
    if (n === 0) budget.spend(1, "bucket", site);
  };
  return {
    collect(d) {
      doc = d;
      values.visit(d, count, ctx, KEYWORD_VALUES);
      notes.note(d);
    },
    result() {
      const least = Math.max(1, agg.minCount);
      const entries: OrdinalEntry[] = [];
      for (let t = 0; t < counts.length; t++) if (counts[t]! >= least) entries.push({ key: terms[t]!, count: counts[t]!, ord: t });
      return bucketsResult(agg, entries, (kept) => {
        const slot = new Map<number, AggCollector[]>();
        for (const e of kept) slot.set(e.ord, subs());
        last.fill(0);
        const feed = (v: string): void => {
          const t = dict.get(v)!;
          if (last[t] === doc + 1) return;
          last[t] = doc + 1;
          feedSubs(slot.get(t), doc, ctx, subValues);
        };
        notes.replay((d) => {
          doc = d;
          values.visit(d, feed, ctx, KEYWORD_VALUES);
        });
        return kept.map((e) => slot.get(e.ord)!);
      });
    },
  };
}

/**
 * Offers `doc` to a kept bucket's sub-aggregation collectors (none when the bucket was not kept),
 * each charged as a match offered to an aggregation: a doc with many values feeds many buckets.
 */
function feedSubs(list: readonly AggCollector[] | undefined, doc: number, charge: WorkCharge, values: number): void {
  if (list === undefined) return;
  charge.budget.spend(list.length, "aggregatedDoc", charge.site);
  if (values > 0) charge.budget.spend(values, "value", charge.site);
  for (const sub of list) sub.collect(doc);
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

/**
 * The buckets of `terms` from those `minCount` lets through (`all`, which is reordered): ordered,
 * cut at `size`; `subsOf(kept)` gives the kept buckets' sub-aggregation collectors, in the order
 * of `kept`.
 */
function bucketsResult<B extends Bucketed>(
  agg: TermsAggregation,
  all: B[],
  subsOf: (kept: readonly B[]) => readonly (readonly AggCollector[])[],
): BucketsResult {
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
