/**
 * The part of the OpenSearch / Elasticsearch query DSL this package emits, typed precisely so a
 * test can check it against the official client's own request types.
 */

/** Leaf values a term or range compares against (dates are sent as ISO instants, see `date-value.ts`). */
export type DslValue = string | number | boolean;

/** The body of a `term` clause on one field: exact value, optional boost. */
export interface DslTerm {
  readonly value: DslValue;
  readonly boost?: number;
}
/** The body of a `match_phrase` clause on one field (also `term` on a text field, which is analysed). */
export interface DslMatchPhrase {
  readonly query: string;
  readonly slop?: number;
  readonly boost?: number;
}
/** The body of a `match` clause on one field: the `text` node over a single field, or `fuzzy` on a text field (with the fuzziness options). */
export interface DslMatch {
  readonly query: string;
  readonly operator: "and" | "or";
  readonly fuzziness?: number;
  readonly prefix_length?: number;
  readonly fuzzy_transpositions?: boolean;
  readonly max_expansions?: number;
  readonly boost?: number;
}
/** A `multi_match` of type `cross_fields`: the `text` node over several fields. */
export interface DslMultiMatch {
  readonly query: string;
  readonly fields: string[];
  readonly type: "cross_fields";
  readonly operator: "and" | "or";
  readonly tie_breaker: number;
  readonly boost?: number;
}
/** The body of a `prefix` clause on one field, constant score. */
export interface DslPrefix {
  readonly value: string;
  readonly rewrite: "constant_score";
  readonly boost?: number;
}
/** The body of a `fuzzy` clause on one field, with every option written out. */
export interface DslFuzzy {
  readonly value: string;
  readonly fuzziness: number;
  readonly prefix_length: number;
  readonly transpositions: boolean;
  readonly max_expansions: number;
  readonly boost?: number;
}
/** The body of a `regexp` clause on one field: Lucene syntax, optional operators off, constant score. */
export interface DslRegexp {
  readonly value: string;
  readonly flags: "NONE";
  readonly rewrite: "constant_score";
  readonly boost?: number;
}
/** Numeric bounds. */
export interface DslNumberRange {
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}
/** String bounds: keywords, or dates written as ISO instants with `format: "strict_date_optional_time"`. */
export interface DslStringRange {
  gt?: string;
  gte?: string;
  lt?: string;
  lte?: string;
  format?: "strict_date_optional_time";
}
/** The body of a `range` clause on one field. */
export type DslRange = DslNumberRange | DslStringRange;
/** A `bool` clause; `minimum_should_match` is written whenever there are `should` clauses. */
export interface DslBool {
  must?: DslQuery[];
  should?: DslQuery[];
  must_not?: DslQuery[];
  filter?: DslQuery[];
  minimum_should_match?: number;
  boost?: number;
}
/** Decay over a number field: the field's own units. */
export interface DslNumberDecay {
  readonly origin: number;
  readonly scale: number;
  readonly offset: number;
  readonly decay: number;
}
/** Decay over a date field: origin as an ISO instant, durations as strings. */
export interface DslDateDecay {
  readonly origin: string;
  readonly scale: string;
  readonly offset: string;
  readonly decay: number;
}
/** Decay over a geo point field: distances as strings with a unit. */
export interface DslGeoDecay {
  readonly origin: { readonly lat: number; readonly lon: number };
  readonly scale: string;
  readonly offset: string;
  readonly decay: number;
}
/** Where a decay function is centred and how fast it falls, by the field's kind. */
export type DslDecayPlacement = DslNumberDecay | DslDateDecay | DslGeoDecay;
/** One entry of `function_score.functions`: exactly one function kind, with its optional filter and weight. */
export interface DslFunction {
  filter?: DslQuery;
  weight?: number;
  field_value_factor?: {
    readonly field: string;
    readonly factor?: number;
    readonly modifier?: "log" | "log1p" | "log2p" | "ln" | "ln1p" | "ln2p" | "square" | "sqrt" | "reciprocal";
    readonly missing?: number;
  };
  gauss?: Record<string, DslDecayPlacement>;
  exp?: Record<string, DslDecayPlacement>;
  linear?: Record<string, DslDecayPlacement>;
}
/** A `function_score` clause with its modes always written out. */
export interface DslFunctionScore {
  query: DslQuery;
  functions: DslFunction[];
  score_mode: "multiply" | "sum" | "avg" | "first" | "max" | "min";
  boost_mode: "multiply" | "replace" | "sum" | "avg" | "max" | "min";
  max_boost?: number;
  min_score?: number;
}

/** One query clause. */
export type DslQuery =
  | { readonly term: Record<string, DslTerm> }
  | { readonly match_phrase: Record<string, DslMatchPhrase> }
  | { readonly match: Record<string, DslMatch> }
  | { readonly multi_match: DslMultiMatch }
  | { readonly prefix: Record<string, DslPrefix> }
  | { readonly fuzzy: Record<string, DslFuzzy> }
  | { readonly regexp: Record<string, DslRegexp> }
  | { readonly dis_max: { readonly queries: DslQuery[]; readonly tie_breaker: number; readonly boost?: number } }
  | { readonly range: Record<string, DslRange> }
  | { readonly exists: { readonly field: string } }
  | { readonly bool: DslBool }
  | { readonly match_all: { readonly boost?: number } }
  | { readonly match_none: Record<string, never> }
  | { readonly constant_score: { readonly filter: DslQuery; readonly boost?: number } }
  | { readonly function_score: DslFunctionScore };

/** A sort clause. */
export type DslSort = "_score" | Record<string, { readonly order: "asc" | "desc"; readonly missing?: "_last" | "_first" }>;

/** One range of a `range` or `geo_distance` aggregation: `from` inclusive, `to` exclusive. */
export interface DslAggRange {
  from?: number;
  to?: number;
  key: string;
}
/** One range of a `date_range` aggregation, bounds as ISO instants. */
export interface DslDateAggRange {
  from?: string;
  to?: string;
  key: string;
}
/** Bucket order: by count (then key), or by key. */
export type DslAggOrder = Array<{ readonly _count: "desc" } | { readonly _key: "asc" }>;
/** A metric aggregation, alone or under a `terms` bucket. */
export type DslMetricAggregation =
  | { readonly stats: { readonly field: string } }
  | { readonly cardinality: { readonly field: string; readonly precision_threshold: number } };
/** One aggregation, as the `aggs` of a `_search` body carries it. */
export type DslAggregation =
  | DslMetricAggregation
  | {
      readonly terms: { readonly field: string; readonly size: number; readonly min_doc_count: number; readonly order: DslAggOrder };
      aggs?: Record<string, DslMetricAggregation>;
    }
  | { readonly histogram: { readonly field: string; readonly interval: number; readonly min_doc_count: number } }
  | {
      readonly date_histogram: {
        readonly field: string;
        readonly calendar_interval?: "day" | "week" | "month" | "quarter" | "year";
        readonly fixed_interval?: "1m" | "1h";
        readonly time_zone: string;
        readonly min_doc_count: number;
        readonly format: string;
      };
    }
  | { readonly range: { readonly field: string; readonly ranges: DslAggRange[] } }
  | { readonly date_range: { readonly field: string; readonly format: "strict_date_optional_time"; readonly ranges: DslDateAggRange[] } }
  | {
      readonly geo_distance: {
        readonly field: string;
        readonly origin: { readonly lat: number; readonly lon: number };
        readonly unit: "km" | "m" | "mi";
        readonly distance_type: "arc";
        readonly ranges: DslAggRange[];
      };
    };

/** The `_search` body. */
export interface SearchRequestBody {
  query: DslQuery;
  from: number;
  size: number;
  track_total_hits: boolean | number;
  sort: DslSort[];
  track_scores?: boolean;
  aggs?: Record<string, DslAggregation>;
  highlight?: {
    pre_tags: string[];
    post_tags: string[];
    fragment_size: number;
    number_of_fragments: number;
    require_field_match: boolean;
    fields: Record<string, Record<string, never>>;
  };
}
