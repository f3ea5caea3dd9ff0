export { mappingFor, DATE_FORMAT, POSITION_INCREMENT_GAP } from "./mapping/mapping-for.js";
export type { IndexDefinition } from "./mapping/mapping-for.js";
export { ANALYZER_NAMES, analysisSettings } from "./mapping/analysis-settings.js";
export { toSearchRequest, TOTAL_HITS_THRESHOLD } from "./request/to-search-request.js";
export { toLuceneRegex } from "./request/nodes/regex.js";
export type * from "./request/dsl.js";
