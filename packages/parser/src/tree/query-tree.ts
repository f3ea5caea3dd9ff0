/**
 * The checked query tree: what `parseQuery` returns and what every backend (the embedded engine,
 * OpenSearch) consumes. Every value in it has been checked against the document definition:
 * fields exist and have the right kind, numbers are finite, integers are safe integers, dates are
 * real calendar dates (held as epoch milliseconds, UTC), regexes are well formed in the safe
 * dialect, and the `q`, `strict` and `filter` strings have been parsed into nodes. Defaults are
 * resolved: a backend never re-checks `undefined` for a property that has a default.
 *
 * String languages leave no trace here: a `strict` node becomes the tree its string parses to
 * (wrapped in `bool` with the node's boost when it has one), `q` and `filter` strings become nodes.
 */

/** Where a node came from, for messages and highlights: a JSON Pointer into the arguments, and for string languages the character span in that string. */
export interface NodeOrigin {
  readonly path: string;
  readonly offset?: number;
  readonly length?: number;
}

interface NodeBase {
  /** Where this node was written. */
  readonly origin?: NodeOrigin;
}

/** Multiplies the node's score. Default 1. */
interface Boosted {
  readonly boost: number;
}

/** A value a `term` or `range` compares against, typed by the field's kind. */
export type TermValue =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "integer"; readonly value: number }
  | { readonly kind: "number"; readonly value: number }
  /** Epoch milliseconds, UTC; `text` keeps what was written (for messages and other backends). */
  | { readonly kind: "date"; readonly value: number; readonly text: string }
  | { readonly kind: "boolean"; readonly value: boolean };

/** Exact value of a field. On text fields the value is analysed with the field's analyser (see the engine README). */
export interface TermNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "term";
  readonly field: F;
  readonly value: TermValue;
}

/** Terms in order, within `slop` positional moves. */
export interface PhraseNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "phrase";
  readonly field: F;
  readonly terms: readonly string[];
  /** 0–1000, default 0. */
  readonly slop: number;
}

/** Terms starting with `value`. */
export interface PrefixNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "prefix";
  readonly field: F;
  readonly value: string;
}

/** Terms within `maxEdits` Damerau–Levenshtein edits of `value`. */
export interface FuzzyNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "fuzzy";
  readonly field: F;
  readonly value: string;
  /** 0–2, default 2 (Elasticsearch's AUTO picks by length; we take the caller's number or 2). */
  readonly maxEdits: number;
  /** Leading characters that must match exactly. Default 0. */
  readonly prefixLength: number;
  /** Whether a swap of two adjacent characters is one edit. Default true. */
  readonly transpositions: boolean;
}

/** Terms matched whole by a pattern in the safe dialect (see the parser README). */
export interface RegexNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "regex";
  readonly field: F;
  /** The pattern as written. */
  readonly pattern: string;
  /** The pattern compiled to the dialect's syntax tree, ready for a linear-time matcher. */
  readonly regex: RegexAst;
}

/** One term sought in several fields; the best field's score counts (as a dis_max). */
export interface MultiFieldTermNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "multiFieldTerm";
  readonly fields: readonly F[];
  readonly value: string;
}

/** Bounds typed by the field's kind; at least one bound. */
export interface RangeNode<F extends string = string> extends NodeBase {
  readonly type: "range";
  readonly field: F;
  readonly gt?: TermValue;
  readonly gte?: TermValue;
  readonly lt?: TermValue;
  readonly lte?: TermValue;
}

/** Documents with at least one value in the field. */
export interface ExistsNode<F extends string = string> extends NodeBase {
  readonly type: "exists";
  readonly field: F;
}

/** Boolean combination, as Elasticsearch's `bool`. */
export interface BoolNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "bool";
  readonly must: readonly QueryNode<F>[];
  readonly should: readonly QueryNode<F>[];
  readonly mustNot: readonly QueryNode<F>[];
  readonly filter: readonly QueryNode<F>[];
  /**
   * How many `should` clauses must match. Resolved: when not given, 1 if there are should clauses
   * and no must or filter clauses, else 0 (Elasticsearch's rule).
   */
  readonly minimumShouldMatch: number;
}

/** Every document, score = boost. */
// biome-ignore lint/correctness/noUnusedVariables: every node type takes the field-name parameter, so trees map uniformly
export interface MatchAllNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "matchAll";
}

/** Analysed full text over text fields (all text fields when none were named). */
export interface TextNode<F extends string = string> extends NodeBase, Boosted {
  readonly type: "text";
  readonly text: string;
  readonly fields: readonly F[];
  /** Default `or`. */
  readonly operator: "and" | "or";
}

/** The modifier of a `fieldValueFactor` function. */
export type FieldValueModifier = "none" | "log" | "log1p" | "log2p" | "ln" | "ln1p" | "ln2p" | "square" | "sqrt" | "reciprocal";
/** How function scores combine. */
export type ScoreMode = "multiply" | "sum" | "avg" | "first" | "max" | "min";
/** How the combined function score meets the query score. */
export type BoostMode = "multiply" | "replace" | "sum" | "avg" | "max" | "min";

interface FunctionBase<F extends string = string> {
  /** Only documents matching this node get this function. */
  readonly filter?: QueryNode<F>;
  /** Multiplies the function's value. Absent means 1 (and, for `avg`, a weight of 1). */
  readonly weight?: number;
}

/** A constant `weight`. */
export interface WeightFunction<F extends string = string> extends FunctionBase<F> {
  readonly type: "weight";
  readonly weight: number;
}

/** `modifier(factor × value)`; dates as epoch milliseconds, booleans as 0/1. */
export interface FieldValueFactorFunction<F extends string = string> extends FunctionBase<F> {
  readonly type: "fieldValueFactor";
  readonly field: F;
  /** Default 1. */
  readonly factor: number;
  /** Default `none`. */
  readonly modifier: FieldValueModifier;
  /** Used when the document has no value; without it such a document fails the request in Elasticsearch, and here the function does not apply to it (see the engine SEMANTICS.md). */
  readonly missing?: number;
}

/** Decay by distance from `origin`. Units: the field's own for numbers, days for dates, kilometres for geo points. */
export interface DecayFunction<F extends string = string> extends FunctionBase<F> {
  readonly type: "gauss" | "exp" | "linear";
  readonly field: F;
  /** Number; date as epoch milliseconds; or a point. */
  readonly origin:
    | { readonly kind: "number"; readonly value: number }
    | { readonly kind: "date"; readonly value: number; readonly text: string }
    | { readonly kind: "geo"; readonly lat: number; readonly lng: number };
  /** > 0, in the units above. */
  readonly scale: number;
  /** ≥ 0, default 0. */
  readonly offset: number;
  /** In (0, 1), default 0.5. */
  readonly decay: number;
}

/** A function of a `functionScore` node. */
export type ScoreFunction<F extends string = string> = WeightFunction<F> | FieldValueFactorFunction<F> | DecayFunction<F>;

/** Elasticsearch's `function_score`. */
export interface FunctionScoreNode<F extends string = string> extends NodeBase {
  readonly type: "functionScore";
  /** Default `matchAll`. */
  readonly query: QueryNode<F>;
  readonly functions: readonly ScoreFunction<F>[];
  /** Default `multiply`. */
  readonly scoreMode: ScoreMode;
  /** Default `multiply`. */
  readonly boostMode: BoostMode;
  /** Caps the combined function score. Default unbounded. */
  readonly maxBoost: number;
  /** Drops documents whose final score is below. */
  readonly minScore?: number;
}

/** Every node of the checked tree. */
export type QueryNode<F extends string = string> =
  | TermNode<F>
  | PhraseNode<F>
  | PrefixNode<F>
  | FuzzyNode<F>
  | RegexNode<F>
  | MultiFieldTermNode<F>
  | RangeNode<F>
  | ExistsNode<F>
  | BoolNode<F>
  | MatchAllNode<F>
  | TextNode<F>
  | FunctionScoreNode<F>;

/** The `type` of a node. */
export type NodeType = QueryNode["type"];

/** Highlight settings, resolved. */
export interface HighlightRequest<F extends string = string> {
  /** Text fields to highlight (all text fields when none were named). */
  readonly fields: readonly F[];
  /** Default `<em>`. */
  readonly preTag: string;
  /** Default `</em>`. */
  readonly postTag: string;
  /** Characters per fragment, default 150. */
  readonly fragmentSize: number;
  /** Fragments per field, default 3. */
  readonly fragments: number;
}

/** One sort key. */
export interface SortKey<F extends string = string> {
  readonly field: F;
  readonly order: "asc" | "desc";
}

/**
 * A whole checked query: the root of the tree. `F` is the union of the document's field names
 * when the definition's type is known (`parseQuery(Invoice, …)` gives `CheckedQuery<"id" |
 * "customer" | …>`); every type of the tree defaults it to `string`.
 */
export interface CheckedQuery<F extends string = string> {
  readonly v: 1;
  /** The `q` string parsed, when given (scores). */
  readonly q?: QueryNode<F>;
  /** The `query` node, when given (scores). */
  readonly query?: QueryNode<F>;
  /** The `filter` (string parsed or node), when given (never scores). */
  readonly filter?: QueryNode<F>;
  /** Default 10. */
  readonly limit: number;
  /** Default 0. */
  readonly offset: number;
  /** Default false. */
  readonly countExactly: boolean;
  /** Absent when no highlight was asked for. */
  readonly highlight?: HighlightRequest<F>;
  /** Empty means by score, ties by id. */
  readonly sort: readonly SortKey<F>[];
  /** The aggregations asked for, in the order written; absent when none were (see the engine's SEMANTICS.md). */
  readonly aggs?: readonly Aggregation<F>[];
}

/** What every aggregation has: the name it was given (its key in `aggs`, and in the results). */
interface AggregationBase {
  /** The name written as the key in `aggs`: a letter or underscore, then letters, digits or underscores (at most 64). */
  readonly name: string;
  /** JSON Pointer of where it was written (`/aggs/<name>`, `/aggs/<name>/aggs/<sub>`). */
  readonly path: string;
}

/** The `size` most frequent values of a keyword or boolean field, each a bucket with its count. */
export interface TermsAggregation<F extends string = string> extends AggregationBase {
  readonly type: "terms";
  readonly field: F;
  /** 1–1,000, default 10. */
  readonly size: number;
  /** Buckets with fewer matching documents are left out. ≥ 1, default 1. */
  readonly minCount: number;
  /** `count`: most documents first, ties by key ascending (default); `key`: keys ascending. */
  readonly order: "count" | "key";
  /** Metrics computed per bucket (one level only). Empty when none. */
  readonly aggs: readonly MetricAggregation<F>[];
}

/** Buckets of width `interval` over an integer or number field, keyed by `floor(v / interval) × interval`. */
export interface HistogramAggregation<F extends string = string> extends AggregationBase {
  readonly type: "histogram";
  readonly field: F;
  /** > 0. */
  readonly interval: number;
  /** Default 0: empty buckets between the first and the last non-empty one are listed. */
  readonly minCount: number;
}

/** A calendar interval of a `dateHistogram`. */
export type CalendarInterval = "minute" | "hour" | "day" | "week" | "month" | "quarter" | "year";

/** Calendar buckets over a date field, in a fixed-offset time zone. */
export interface DateHistogramAggregation<F extends string = string> extends AggregationBase {
  readonly type: "dateHistogram";
  readonly field: F;
  readonly interval: CalendarInterval;
  /** The zone's offset from UTC in minutes (east positive); default 0. */
  readonly offsetMinutes: number;
  /** The offset as written (`Z` when none was), for keys and other backends. */
  readonly timeZone: string;
  /** Default 0. */
  readonly minCount: number;
}

/** One range of a `range` or `geoDistance` aggregation: `from` inclusive, `to` exclusive; either may be absent (unbounded). */
export interface AggregationRange {
  /** Numbers; dates as epoch milliseconds; distances in the aggregation's unit. */
  readonly from?: number;
  readonly to?: number;
  /** The bucket's key: as written, or `from-to` with `*` for an absent bound (dates as written). */
  readonly key: string;
}

/** Buckets for given ranges of an integer, number or date field. */
export interface RangeAggregation<F extends string = string> extends AggregationBase {
  readonly type: "range";
  readonly field: F;
  /** Whether the bounds are dates (epoch milliseconds). */
  readonly dates: boolean;
  readonly ranges: readonly AggregationRange[];
}

/** Count, min, max, avg and sum of the values of an integer, number or date field. */
export interface StatsAggregation<F extends string = string> extends AggregationBase {
  readonly type: "stats";
  readonly field: F;
}

/** How many distinct values of a keyword, integer, number or date field the matches hold. */
export interface CardinalityAggregation<F extends string = string> extends AggregationBase {
  readonly type: "cardinality";
  readonly field: F;
}

/** Rings of great-circle distance from `origin` over a geo-point field. */
export interface GeoDistanceAggregation<F extends string = string> extends AggregationBase {
  readonly type: "geoDistance";
  readonly field: F;
  readonly origin: { readonly lat: number; readonly lng: number };
  /** The unit of the ranges' bounds: `km` (default), `m` or `mi`. */
  readonly unit: "km" | "m" | "mi";
  readonly ranges: readonly AggregationRange[];
}

/** The aggregations a `terms` aggregation may hold per bucket. */
export type MetricAggregation<F extends string = string> = StatsAggregation<F> | CardinalityAggregation<F>;

/** Every aggregation of the checked tree. */
export type Aggregation<F extends string = string> =
  | TermsAggregation<F>
  | HistogramAggregation<F>
  | DateHistogramAggregation<F>
  | RangeAggregation<F>
  | StatsAggregation<F>
  | CardinalityAggregation<F>
  | GeoDistanceAggregation<F>;

/** The `type` of an aggregation. */
export type AggregationType = Aggregation["type"];

/**
 * The safe regex dialect's syntax tree (see the parser README for the grammar). Matching is by a
 * Thompson NFA simulation or lazily built DFA: linear in the term's length, no backtracking.
 */
export type RegexAst =
  | { readonly type: "empty" }
  /** One code point. */
  | { readonly type: "char"; readonly codePoint: number }
  /** Any code point (`.`). */
  | { readonly type: "any" }
  /** A class: sorted, merged inclusive code-point ranges, possibly negated. */
  | { readonly type: "class"; readonly ranges: readonly (readonly [number, number])[]; readonly negated: boolean }
  | { readonly type: "concat"; readonly items: readonly RegexAst[] }
  | { readonly type: "alt"; readonly items: readonly RegexAst[] }
  /** `min`..`max` repetitions; `max` undefined means unbounded. Bounded repeats are capped (see README). */
  | { readonly type: "repeat"; readonly item: RegexAst; readonly min: number; readonly max?: number };
