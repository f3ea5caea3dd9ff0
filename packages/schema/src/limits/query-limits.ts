/**
 * Every limit a query obeys, in one place. The JSON Schema writes those it can express; the parser
 * enforces all of them (and those the schema cannot express: input size, depth, node count, the
 * `limit + offset` window, the string languages' term counts). Change a number here and both follow.
 */
export const QUERY_LIMITS = {
  /** Largest `limit`, largest `offset`, and largest `limit + offset`. */
  maxWindow: 10_000,
  /** Default `limit`. */
  defaultLimit: 10,
  /** Largest JSON text the parser reads, in UTF-16 code units (about the same as bytes for ASCII). */
  maxInputLength: 65_536,
  /** Deepest nesting of JSON containers. */
  maxJsonDepth: 64,
  /** Deepest nesting of query nodes (a node inside a `bool` inside a `functionScore` …). */
  maxNodeDepth: 32,
  /** Most query nodes in one call, counting those the string languages produce. */
  maxNodes: 1_024,
  /** Longest `term`, `prefix`, `fuzzy` or `multiFieldTerm` value, and longest range bound string. */
  maxTermLength: 1_024,
  /** Longest `q`, `text`, `strict` or `filter` string. */
  maxQueryStringLength: 4_096,
  /** Longest regex pattern. */
  maxPatternLength: 256,
  /** Terms of a phrase. */
  maxPhraseTerms: 256,
  /** Longest phrase term. */
  maxPhraseTermLength: 256,
  /** Largest phrase `slop`. */
  maxSlop: 1_000,
  /** Largest fuzzy `maxEdits`. */
  maxEdits: 2,
  /** Largest fuzzy `prefixLength`. */
  maxPrefixLength: 64,
  /** Clauses in one `must`, `should`, `mustNot` or `filter` array. */
  maxClauses: 256,
  /** Fields of a `multiFieldTerm` or `text` node, or of `highlight.fields`. */
  maxFields: 64,
  /** Functions of a `functionScore` node. */
  maxFunctions: 32,
  /** Sort keys. */
  maxSortKeys: 8,
  /** Longest highlight tag. */
  maxTagLength: 32,
  /** Highlight `fragmentSize` range. */
  minFragmentSize: 10,
  maxFragmentSize: 1_000,
  /** Default highlight `fragmentSize`. */
  defaultFragmentSize: 150,
  /** Most highlight fragments per field. */
  maxFragments: 10,
  /** Default highlight fragments per field. */
  defaultFragments: 3,
  /** Terms (words, phrases, operands) in one `q`, `strict` or `filter` string. */
  maxLanguageTerms: 256,
  /** Largest bound of a counted regex repetition `{n,m}`. */
  maxRegexRepeat: 100,
  /** Most problems one error lists. */
  maxProblems: 20,
  /** Longest string of the caller's (a name, a value, a piece of a query string) that an error message repeats, in UTF-16 units; a longer one is cut (never inside a surrogate pair), with its length noted. */
  maxEchoLength: 64,
  /** Longest text of a parse error's tool result (`toToolResult()`), in UTF-16 units: problems that would pass it are counted, not listed. */
  maxToolResultLength: 4_096,
  /** Aggregations on one level: the root's `aggs`, or a `terms` aggregation's sub-aggregations. */
  maxAggs: 10,
  /** Levels of aggregations: the root's, and one level of sub-aggregations under a `terms` aggregation. */
  maxAggDepth: 2,
  /** Longest aggregation name. */
  maxAggNameLength: 64,
  /** Most buckets one aggregation returns: a `terms` size, and the buckets a histogram's interval makes over the matches' values. */
  maxBuckets: 1_000,
  /** Default `terms` size. */
  defaultAggSize: 10,
  /** Ranges of one `range` or `geoDistance` aggregation. */
  maxAggRanges: 100,
  /** Longest range `key`. */
  maxAggKeyLength: 64,
  /** Distinct values a `cardinality` aggregation counts exactly; past it the value is a lower bound (`relation: "gte"`). */
  maxCardinality: 100_000,
  /** Largest integer magnitude accepted (2^53 − 1): larger int64 values cannot be held exactly and are rejected, never rounded. */
  maxSafeInteger: Number.MAX_SAFE_INTEGER,
} as const;

/** The type of {@link QUERY_LIMITS}. */
export type QueryLimits = typeof QUERY_LIMITS;
