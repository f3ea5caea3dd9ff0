export { mappingFor } from "./mapping/mapping-for.js";
export { DATE_FORMAT } from "./mapping/field-kinds/date.js";
export { POSITION_INCREMENT_GAP } from "./mapping/field-kinds/text.js";
export type { IndexDefinition } from "./mapping/mapping-for.js";
export { ANALYZER_NAMES, analysisSettings } from "./mapping/analysis-settings.js";
export { toSearchRequest, TOTAL_HITS_THRESHOLD } from "./request/to-search-request.js";
export { toLuceneRegex } from "./request/nodes/regex.js";
export type * from "./request/dsl.js";
export { OpenSearchIndex, PreparedOpenSearchQuery } from "./client/opensearch-index.js";
export type { OpenSearchIndexOptions } from "./client/opensearch-index.js";
export type { OpenSearchClientLike } from "./client/client-like.js";
export { ClusterError } from "./client/cluster-error.js";
export type { ClusterErrorCode } from "./client/cluster-error.js";
export type { SearchHit, SearchResults } from "./client/search-results.js";
export type {
  AggregationResults,
  AggregationResult,
  AggregationBucket,
  BucketsResult,
  StatsResult,
  CardinalityResult,
  MetricResult,
} from "./client/aggregation-results.js";
export { CARDINALITY_PRECISION } from "./request/aggs/metric.js";
