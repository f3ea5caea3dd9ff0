/** One bucket of a bucket aggregation. */
export interface AggregationBucket {
  /** A term (string or boolean), a histogram's lower bound (a number; epoch milliseconds for dates), or a range's key. */
  readonly key: string | number | boolean;
  /** The key as text, where the key is not text already: a date bucket's start as ISO 8601 in the time zone asked for. */
  readonly keyAsString?: string;
  /** Matching documents in the bucket (a document with several values counts once per bucket). */
  readonly count: number;
  /** A range's bounds (numbers; epoch milliseconds for dates; distances in the unit asked for). */
  readonly from?: number;
  readonly to?: number;
  /** The sub-aggregations of a `terms` bucket, by name. */
  readonly aggs?: Readonly<Record<string, MetricResult>>;
}

/** The result of `terms`, `histogram`, `dateHistogram`, `range` and `geoDistance`. */
export interface BucketsResult {
  readonly buckets: readonly AggregationBucket[];
  /** `terms` only: documents counted in buckets left out by `size` (a document with several values counts once per bucket). */
  readonly otherCount?: number;
}

/** The result of `stats`: over every value of the matches (a document with three values counts three). `min`, `max`, `avg` are null when there is none; dates in epoch milliseconds with ISO texts. */
export interface StatsResult {
  readonly count: number;
  /** `null` only when `count` is 0 (no value): the empty marker. */
  readonly min: number | null;
  readonly max: number | null;
  /** `sum / count`, always finite when `count` > 0 (computed on scaled values when the sum overflows). */
  readonly avg: number | null;
  /** The sum of the values; when its magnitude passes `Number.MAX_VALUE`, ±`Number.MAX_VALUE` with `sumOverflow` set. */
  readonly sum: number;
  /** Present (`true`) only when the sum's magnitude passed `Number.MAX_VALUE`: `sum` is then clamped, never ±Infinity (which JSON writes as `null`). */
  readonly sumOverflow?: true;
  readonly minAsString?: string;
  readonly maxAsString?: string;
}

/** The result of `cardinality`: distinct values, exact (`eq`) up to `QUERY_LIMITS.maxCardinality`, past it a lower bound (`gte`). */
export interface CardinalityResult {
  readonly value: number;
  readonly relation: "eq" | "gte";
}

/** A metric's result. */
export type MetricResult = StatsResult | CardinalityResult;

/** One aggregation's result. */
export type AggregationResult = BucketsResult | MetricResult;

/** The results of a call's aggregations, by name, in the order they were asked for. */
export type AggregationResults = Readonly<Record<string, AggregationResult>>;
