/**
 * `@oneindex/engine`: an embedded search engine that executes OneIndex's checked query trees over
 * an in-memory index: BM25, function scores, highlights, counts, sorting and snapshots.
 */
export { SearchIndex, DEFAULT_INDEX_OPTIONS } from "./search-index.js";
export type { SearchIndexOptions, ResolvedIndexOptions, ModelFacingError } from "./search-index.js";
export { PreparedQuery } from "./query/prepared-query.js";
export { QueryCostError, isQueryCostError, DEFAULT_WORK_BUDGET, WORK_COSTS } from "./query/budget/index.js";
export type { CostProblem, WorkKind } from "./query/budget/index.js";
export { DEFAULT_FEEDBACK } from "./query/feedback.js";
export type { FeedbackOptions } from "./query/feedback.js";
export type { TextFieldScoring } from "./query/nodes/text.js";
export type { SearchHit, SearchResults, ExecuteOptions } from "./query/results.js";
export type {
  AggregationResults,
  AggregationResult,
  AggregationBucket,
  BucketsResult,
  StatsResult,
  CardinalityResult,
  MetricResult,
} from "./aggregate/aggregation-results.js";
export type { Explanation } from "./explain/explanation.js";
export { SnapshotError } from "./snapshot/container.js";
export type { SnapshotErrorCode, SnapshotProblem } from "./snapshot/container.js";
export { readSnapshotDefinition } from "./snapshot/snapshot-content.js";
/** The analyser the engine indexes a field with, for other backends that must store the same terms (`@oneindex/postgres`). */
export { analyzerFor } from "./analysis/index.js";
export type { Analyzer, Token, TokenSink } from "./analysis/index.js";
/** The engine's highlighter over stored text, for other backends that must return the same fragments. */
export { highlightValues } from "./highlight/index.js";
/** Rejected batches: defined with the document checks in `@oneindex/schema`, re-exported so engine users find them here. */
export { DocumentError } from "@oneindex/schema";
export type { DocumentProblem, DocumentProblemCode } from "@oneindex/schema";
