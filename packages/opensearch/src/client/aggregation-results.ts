import type { Aggregation, AggregationRange, MetricAggregation } from "@oneindex/parser";
import { ClusterError } from "./cluster-error.js";

/** One bucket of a bucket aggregation, in the embedded engine's shape. */
export interface AggregationBucket {
  /** A term (string or boolean), a histogram's lower bound (a number; epoch milliseconds for dates), or a range's key. */
  readonly key: string | number | boolean;
  /** A date bucket's start as ISO 8601 in the time zone asked for. */
  readonly keyAsString?: string;
  readonly count: number;
  /** A range's bounds (numbers; epoch milliseconds for dates; distances in the unit asked for). */
  readonly from?: number;
  readonly to?: number;
  /** The metrics of a `terms` bucket, by name. */
  readonly aggs?: Readonly<Record<string, MetricResult>>;
}

/** The result of `terms`, `histogram`, `dateHistogram`, `range` and `geoDistance`. */
export interface BucketsResult {
  readonly buckets: readonly AggregationBucket[];
  /** `terms` only: documents in the buckets `size` left out (the cluster's `sum_other_doc_count`). */
  readonly otherCount?: number;
}

/** The result of `stats`; dates in epoch milliseconds with ISO texts. */
export interface StatsResult {
  readonly count: number;
  readonly min: number | null;
  readonly max: number | null;
  readonly avg: number | null;
  readonly sum: number;
  /** Present only when the sum's magnitude passed `Number.MAX_VALUE` (`sum` is then ±`Number.MAX_VALUE`). */
  readonly sumOverflow?: true;
  readonly minAsString?: string;
  readonly maxAsString?: string;
}

/** The result of `cardinality`: on a cluster an estimate (HyperLogLog++), flagged `approximate`. */
export interface CardinalityResult {
  readonly value: number;
  readonly relation: "eq" | "gte";
  readonly approximate?: true;
}

export type MetricResult = StatsResult | CardinalityResult;
export type AggregationResult = BucketsResult | MetricResult;
/** A call's aggregations by name, in the order asked, as the embedded engine gives them. */
export type AggregationResults = Readonly<Record<string, AggregationResult>>;

interface RawBucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
  from?: number;
  to?: number;
  [sub: string]: unknown;
}
interface RawAggregate {
  buckets?: RawBucket[];
  sum_other_doc_count?: number;
  count?: number;
  min?: number | null;
  max?: number | null;
  avg?: number | string | null;
  /** A number, or (a sum past `Number.MAX_VALUE`) the cluster's `"Infinity"` / `"-Infinity"`. */
  sum?: number | string;
  value?: number;
}

function missingAggregate(name: string, body: unknown): never {
  throw new ClusterError("unexpected-response", `the cluster's search response has no aggregation "${name}"`, undefined, body);
}

/** `ms` as the engine writes a date metric: ISO 8601 in UTC, milliseconds only when not 0. */
function instantText(ms: number): string {
  return new Date(ms).toISOString().replace(".000Z", "Z");
}

/**
 * A non-empty `stats` as the engine reports it: a sum past `Number.MAX_VALUE` (which the cluster
 * writes as an infinite number) is ±`Number.MAX_VALUE` with `sumOverflow: true`, never the empty
 * marker; its avg, when the cluster's is infinite too, is clamped the same way.
 */
function sumAndAvg(count: number, min: number | null, max: number | null, raw: RawAggregate): StatsResult {
  const sum = Number(raw.sum ?? 0);
  const avg = Number(raw.avg ?? Number.NaN);
  const clamp = (x: number) => (Number.isFinite(x) ? x : Math.sign(x) * Number.MAX_VALUE);
  const out = { count, min, max, avg: Number.isNaN(avg) ? null : clamp(avg), sum: clamp(sum) };
  return Number.isFinite(sum) ? out : { ...out, sumOverflow: true };
}

function metricResult(agg: MetricAggregation, raw: RawAggregate, dates: boolean): MetricResult {
  if (agg.type === "cardinality") return { value: raw.value ?? 0, relation: "eq", approximate: true };
  const count = raw.count ?? 0;
  const min = count === 0 ? null : (raw.min ?? null);
  const max = count === 0 ? null : (raw.max ?? null);
  const stats = count === 0 ? { count, min, max, avg: null, sum: 0 } : sumAndAvg(count, min, max, raw);
  return dates && min !== null && max !== null ? { ...stats, minAsString: instantText(min), maxAsString: instantText(max) } : stats;
}

/**
 * The buckets of the ranges asked for, in the order asked: the cluster sorts range buckets by
 * their bounds, the engine keeps the request's order. Each range takes the first bucket not yet
 * taken with its key and bounds.
 */
function rangeBuckets(ranges: readonly AggregationRange[], raw: RawBucket[], name: string, body: unknown): AggregationBucket[] {
  const taken = new Set<RawBucket>();
  return ranges.map((range) => {
    const free = raw.filter((b) => !taken.has(b) && String(b.key) === range.key);
    const bucket =
      free.find((b) => b.from === range.from && b.to === range.to) ?? free[0] ?? missingAggregate(`${name}" range "${range.key}`, body);
    taken.add(bucket);
    return {
      key: range.key,
      count: bucket.doc_count,
      ...(range.from === undefined ? {} : { from: range.from }),
      ...(range.to === undefined ? {} : { to: range.to }),
    };
  });
}

function aggregationResult(agg: Aggregation, raw: RawAggregate, fieldIsDate: (field: string) => boolean, body: unknown): AggregationResult {
  const buckets = raw.buckets ?? [];
  switch (agg.type) {
    case "stats":
    case "cardinality":
      return metricResult(agg, raw, fieldIsDate(agg.field));
    case "terms":
      return {
        buckets: buckets.map((b) => {
          // Boolean fields come back keyed 1 / 0 with key_as_string "true" / "false"; the engine keys them true / false with the same texts.
          const boolean = typeof b.key === "number" && (b.key_as_string === "true" || b.key_as_string === "false");
          const bucket = boolean
            ? { key: b.key_as_string === "true", keyAsString: b.key_as_string!, count: b.doc_count }
            : { key: b.key, count: b.doc_count };
          if (agg.aggs.length === 0) return bucket;
          const aggs: Record<string, MetricResult> = {};
          for (const sub of agg.aggs)
            aggs[sub.name] = metricResult(
              sub,
              (b[sub.name] as RawAggregate | undefined) ?? missingAggregate(sub.name, body),
              fieldIsDate(sub.field),
            );
          return { ...bucket, aggs };
        }),
        otherCount: raw.sum_other_doc_count ?? 0,
      };
    case "histogram":
      return { buckets: buckets.map((b) => ({ key: Number(b.key), count: b.doc_count })) };
    case "dateHistogram":
      return {
        buckets: buckets.map((b) => ({
          key: Number(b.key),
          ...(b.key_as_string === undefined ? {} : { keyAsString: b.key_as_string }),
          count: b.doc_count,
        })),
      };
    case "range":
    case "geoDistance":
      return { buckets: rangeBuckets(agg.ranges, buckets, agg.name, body) };
  }
}

/**
 * Reads a response's `aggregations` into the engine's shape, by the aggregations asked for:
 * boolean terms keyed `true`/`false` (not 1/0) with their texts, range buckets in the order asked, stats over
 * dates with ISO texts, cardinality flagged approximate. An aggregation missing from the
 * response is an error, never an empty result.
 */
export function toAggregationResults(
  aggs: readonly Aggregation[],
  raw: unknown,
  fieldIsDate: (field: string) => boolean,
  body: unknown = raw,
): AggregationResults {
  const byName = (raw ?? {}) as Record<string, RawAggregate | undefined>;
  const out: Record<string, AggregationResult> = {};
  for (const agg of aggs) out[agg.name] = aggregationResult(agg, byName[agg.name] ?? missingAggregate(agg.name, body), fieldIsDate, body);
  return out;
}
