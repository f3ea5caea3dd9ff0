/**
 * The aggregations of SEMANTICS.md ("Aggregations"), computed the plain way: for each aggregation,
 * loop over the matching documents as given and their values (`valuesOf`), with ordinary arrays,
 * maps and `Date` arithmetic, and none of the engine's columns, caches or calendar shortcuts.
 */
import type { Aggregation, AggregationRange, CalendarInterval } from "@oneindex/parser";
import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { isoDateToEpochMs } from "@oneindex/schema/internal";
import { haversineKm } from "../../src/functions/index.js";
import { valuesOf, type PlainDocument } from "./reference-evaluator.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What the reference expects of a call's aggregations: the results by name, or the too-many-buckets error at a path. */
export type ReferenceAggregations =
  | { readonly ok: true; readonly results: Record<string, Json> }
  | { readonly ok: false; readonly code: "too-many-buckets"; readonly path: string };

class TooManyBuckets {
  constructor(readonly path: string) {}
}

/** The aggregations of `aggs` over `docs` (the matches, in any order). */
export function referenceAggregations(
  definition: DocumentDefinition,
  docs: readonly PlainDocument[],
  aggs: readonly Aggregation[],
): ReferenceAggregations {
  try {
    const results: Record<string, Json> = {};
    for (const agg of aggs) results[agg.name] = one(definition, docs, agg);
    return { ok: true, results };
  } catch (error) {
    if (error instanceof TooManyBuckets) return { ok: false, code: "too-many-buckets", path: error.path };
    throw error;
  }
}

/** A field's values as numbers: dates as epoch milliseconds. */
function numbers(definition: DocumentDefinition, doc: PlainDocument, field: string): number[] {
  const values = valuesOf(doc, field);
  return definition.fields[field]!.kind === "date" ? values.map((v) => isoDateToEpochMs(v as string)!) : (values as number[]);
}

function one(definition: DocumentDefinition, docs: readonly PlainDocument[], agg: Aggregation): Json {
  switch (agg.type) {
    case "terms": {
      const byKey = new Map<string | boolean, PlainDocument[]>();
      for (const doc of docs)
        for (const key of new Set(valuesOf(doc, agg.field) as (string | boolean)[])) byKey.set(key, [...(byKey.get(key) ?? []), doc]);
      const keyOrder = (a: string | boolean, b: string | boolean) => (a < b ? -1 : a > b ? 1 : 0);
      const all = [...byKey].filter(([, ds]) => ds.length >= agg.minCount);
      all.sort(agg.order === "key" ? (a, b) => keyOrder(a[0], b[0]) : (a, b) => b[1].length - a[1].length || keyOrder(a[0], b[0]));
      const kept = all.slice(0, agg.size);
      const buckets = kept.map(([key, ds]) => {
        const bucket: { [k: string]: Json } = { key, count: ds.length };
        if (typeof key === "boolean") bucket["keyAsString"] = String(key);
        if (agg.aggs.length > 0) bucket["aggs"] = Object.fromEntries(agg.aggs.map((sub) => [sub.name, one(definition, ds, sub)]));
        return bucket;
      });
      return { buckets, otherCount: all.slice(agg.size).reduce((n, [, ds]) => n + ds.length, 0) };
    }
    case "histogram": {
      const counts = new Map<number, number>();
      for (const doc of docs)
        for (const index of new Set(numbers(definition, doc, agg.field).map((v) => Math.floor(v / agg.interval))))
          counts.set(index, (counts.get(index) ?? 0) + 1);
      if ([...counts.keys()].some((i) => Math.abs(i) > Number.MAX_SAFE_INTEGER)) throw new TooManyBuckets(agg.path);
      const indices = [...counts.keys()].sort((a, b) => a - b);
      let listed = indices;
      if (agg.minCount === 0 && indices.length > 0) {
        listed = [];
        for (let i = indices[0]!; i <= indices[indices.length - 1]! && listed.length <= QUERY_LIMITS.maxBuckets; i++) listed.push(i);
      } else listed = indices.filter((i) => counts.get(i)! >= agg.minCount);
      if (listed.length > QUERY_LIMITS.maxBuckets) throw new TooManyBuckets(agg.path);
      return { buckets: listed.map((i) => ({ key: i * agg.interval, count: counts.get(i) ?? 0 })) };
    }
    case "dateHistogram": {
      const shift = agg.offsetMinutes * 60_000;
      const counts = new Map<number, number>();
      for (const doc of docs)
        for (const start of new Set(numbers(definition, doc, agg.field).map((t) => calendarStart(t + shift, agg.interval))))
          counts.set(start, (counts.get(start) ?? 0) + 1);
      const starts = [...counts.keys()].sort((a, b) => a - b);
      let listed = starts;
      if (agg.minCount === 0 && starts.length > 0) {
        listed = [];
        for (
          let s = starts[0]!;
          s <= starts[starts.length - 1]! && listed.length <= QUERY_LIMITS.maxBuckets;
          s = calendarNext(s, agg.interval)
        )
          listed.push(s);
      } else listed = starts.filter((s) => counts.get(s)! >= agg.minCount);
      if (listed.length > QUERY_LIMITS.maxBuckets) throw new TooManyBuckets(agg.path);
      return { buckets: listed.map((s) => ({ key: s - shift, keyAsString: zoned(s, agg.offsetMinutes), count: counts.get(s) ?? 0 })) };
    }
    case "range":
      return {
        buckets: rangeBuckets(
          agg.ranges,
          (r) => docs.filter((doc) => numbers(definition, doc, agg.field).some((v) => within(r, v))).length,
        ),
      };
    case "geoDistance": {
      const perUnit = { km: 1, m: 0.001, mi: 1.609344 }[agg.unit];
      const distances = (doc: PlainDocument) =>
        (valuesOf(doc, agg.field) as { lat: number; lng: number }[]).map(
          (p) => haversineKm(agg.origin.lat, agg.origin.lng, p.lat, p.lng) / perUnit,
        );
      return { buckets: rangeBuckets(agg.ranges, (r) => docs.filter((doc) => distances(doc).some((d) => within(r, d))).length) };
    }
    case "stats": {
      const values = docs.flatMap((doc) => numbers(definition, doc, agg.field));
      if (values.length === 0) return { count: 0, min: null, max: null, avg: null, sum: 0 };
      const sum = values.reduce((a, b) => a + b, 0);
      const min = Math.min(...values);
      const max = Math.max(...values);
      const out: { [k: string]: Json } = { count: values.length, min, max, avg: sum / values.length, sum };
      if (definition.fields[agg.field]!.kind === "date") Object.assign(out, { minAsString: zoned(min, 0), maxAsString: zoned(max, 0) });
      return out;
    }
    case "cardinality": {
      const keyword = definition.fields[agg.field]!.kind === "keyword";
      const distinct = new Set(docs.flatMap((doc) => (keyword ? valuesOf(doc, agg.field) : numbers(definition, doc, agg.field)))).size;
      return { value: Math.min(distinct, QUERY_LIMITS.maxCardinality), relation: distinct > QUERY_LIMITS.maxCardinality ? "gte" : "eq" };
    }
  }
}

const within = (r: AggregationRange, v: number) => (r.from === undefined || v >= r.from) && (r.to === undefined || v < r.to);

function rangeBuckets(ranges: readonly AggregationRange[], count: (r: AggregationRange) => number): Json[] {
  return ranges.map((r) => {
    const bucket: { [k: string]: Json } = { key: r.key, count: count(r) };
    if (r.from !== undefined) bucket["from"] = r.from;
    if (r.to !== undefined) bucket["to"] = r.to;
    return bucket;
  });
}

/** The start of the calendar bucket of local time `local`, by `Date` fields: a week starts on the Monday on or before. */
function calendarStart(local: number, interval: CalendarInterval): number {
  const d = new Date(local);
  d.setUTCMilliseconds(0);
  d.setUTCSeconds(0);
  if (interval === "minute") return d.getTime();
  d.setUTCMinutes(0);
  if (interval === "hour") return d.getTime();
  d.setUTCHours(0);
  if (interval === "day") return d.getTime();
  if (interval === "week") return d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  d.setUTCDate(1);
  if (interval === "month") return d.getTime();
  if (interval === "quarter") {
    d.setUTCMonth(d.getUTCMonth() - (d.getUTCMonth() % 3));
    return d.getTime();
  }
  d.setUTCMonth(0);
  return d.getTime();
}

function calendarNext(start: number, interval: CalendarInterval): number {
  const d = new Date(start);
  if (interval === "minute") d.setUTCMinutes(d.getUTCMinutes() + 1);
  else if (interval === "hour") d.setUTCHours(d.getUTCHours() + 1);
  else if (interval === "day") d.setUTCDate(d.getUTCDate() + 1);
  else if (interval === "week") d.setUTCDate(d.getUTCDate() + 7);
  else if (interval === "month") d.setUTCMonth(d.getUTCMonth() + 1);
  else if (interval === "quarter") d.setUTCMonth(d.getUTCMonth() + 3);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.getTime();
}

/** Local time `local` written with the zone's offset: ISO 8601, seconds, `Z` for UTC. */
function zoned(local: number, offsetMinutes: number): string {
  const iso = new Date(local).toISOString();
  const ms = iso.slice(19, 23) === ".000" ? "" : iso.slice(19, 23);
  if (offsetMinutes === 0) return `${iso.slice(0, 19)}${ms}Z`;
  const abs = Math.abs(offsetMinutes);
  return `${iso.slice(0, 19)}${ms}${offsetMinutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
