export { querySchema } from "./query-schema.js";
export type { QuerySchemaOptions } from "./query-schema.js";
export {
  QUERY_DETAILS,
  DEFAULT_QUERY_DETAIL,
  DETAIL_LEAVES_OUT,
  COMPACT_LEAVES_OUT,
  propertiesLeftOut,
  offersNodeType,
  offersFunctionType,
  offersFieldUse,
  offersHighlightOptions,
  offersAggs,
  readQueryDetail,
} from "./detail.js";
export type { QueryDetail, DetailLeavesOut } from "./detail.js";
export { queryCapabilities } from "./capabilities.js";
export type { QueryCapabilities, DefinitionCapability } from "./capabilities.js";
export { QUERY_SCHEMA_DIALECT } from "./json-schema.js";
export type { JsonSchema, JsonValue } from "./json-schema.js";
export { SCORE_MODES, BOOST_MODES } from "./nodes/function-score.js";
export { FIELD_VALUE_MODIFIERS } from "./functions/field-value-factor.js";
export { DECAY_FUNCTIONS } from "./functions/decay.js";
export { schemaStringLength } from "./string-length.js";
export { NODE_KINDS, NODE_KIND_NAMES, FUNCTION_KINDS, FUNCTION_KIND_NAMES, ROOT_FIELD_USES } from "./kinds.js";
export type { NodeKind, FunctionKind, KindEntry } from "./kinds.js";
export { TERMS_ORDERS, CALENDAR_INTERVALS, DISTANCE_UNITS, TIME_ZONE_PATTERN } from "./aggs/agg-values.js";
export { SUB_AGG_TYPES } from "./definitions.js";
