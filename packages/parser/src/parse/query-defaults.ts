import { QUERY_LIMITS } from "@oneindex/schema";

/**
 * Every default of query JSON, in one place: the checkers resolve absent properties from this
 * table (and the string languages may too), so the checked tree never holds `undefined` for a
 * property that has a default. The doc comments of `tree/query-tree.ts` say the same numbers.
 */
export const QUERY_DEFAULTS = {
  /** Root `limit`. */
  limit: QUERY_LIMITS.defaultLimit,
  /** Root `offset`. */
  offset: 0,
  /** Root `countExactly`. */
  countExactly: false,
  /** Every scoring node's `boost`. */
  boost: 1,
  /** `phrase.slop`. */
  slop: 0,
  /** `fuzzy.maxEdits` (Elasticsearch's AUTO picks by length; we take the caller's number or 2). */
  maxEdits: QUERY_LIMITS.maxEdits,
  /** `fuzzy.prefixLength`. */
  prefixLength: 0,
  /** `fuzzy.transpositions`. */
  transpositions: true,
  /** `text.operator`. */
  operator: "or",
  /** `functionScore.scoreMode`. */
  scoreMode: "multiply",
  /** `functionScore.boostMode`. */
  boostMode: "multiply",
  /** `functionScore.maxBoost`: unbounded. */
  maxBoost: Number.POSITIVE_INFINITY,
  /** `fieldValueFactor.factor`. */
  factor: 1,
  /** `fieldValueFactor.modifier`. */
  modifier: "none",
  /** Decay functions' `offset`. */
  decayOffset: 0,
  /** Decay functions' `decay`. */
  decay: 0.5,
  /** Highlight tags, fragment size and count. */
  preTag: "<em>",
  postTag: "</em>",
  fragmentSize: QUERY_LIMITS.defaultFragmentSize,
  fragments: QUERY_LIMITS.defaultFragments,
  /** `terms` aggregation `size`. */
  aggSize: QUERY_LIMITS.defaultAggSize,
  /** `terms` aggregation `minCount`. */
  termsMinCount: 1,
  /** `terms` aggregation `order`: most documents first. */
  termsOrder: "count",
  /** `histogram` and `dateHistogram` `minCount`: empty buckets between the first and last are listed. */
  histogramMinCount: 0,
  /** `dateHistogram` `timeZone`: UTC. */
  timeZone: "Z",
  /** `geoDistance` `unit`. */
  distanceUnit: "km",
} as const;
