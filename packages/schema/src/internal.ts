/**
 * `@oneindex/schema/internal`: helpers the OneIndex packages share (field uses, name and date rules,
 * the detail tables, document checks). Unstable: any release may change or remove them, so code
 * outside this repository should use the public entry, `@oneindex/schema`.
 */
export { pointerToken, pointerJoin } from "./document/definition-error.js";
export { FIELD_USES, fieldsFor, idFieldName } from "./document/field-uses.js";
export { keywordSubFieldName, keywordSubFieldOf } from "./document/sub-fields.js";
export type { FieldUse } from "./document/field-uses.js";
export { nearestName, editDistance } from "./names/nearest-name.js";
export {
  FIELD_NAME_PATTERN,
  DOCUMENT_NAME_PATTERN,
  RESERVED_FIELD_NAMES,
  fieldNameProblem,
  AGGREGATION_NAME_PATTERN,
  aggregationNameProblem,
} from "./names/name-rules.js";
export { ISO_DATE_PATTERN, isoDateProblem, isoDateToEpochMs } from "./values/iso-date.js";
export {
  DETAIL_LEAVES_OUT,
  COMPACT_LEAVES_OUT,
  propertiesLeftOut,
  offersNodeType,
  offersFunctionType,
  offersFieldUse,
  offersHighlightOptions,
  offersAggs,
  readQueryDetail,
  QUERY_SCHEMA_DIALECT,
  schemaStringLength,
  NODE_KINDS,
  NODE_KIND_NAMES,
  FUNCTION_KINDS,
  FUNCTION_KIND_NAMES,
  ROOT_FIELD_USES,
  TIME_ZONE_PATTERN,
  SUB_AGG_TYPES,
} from "./query-schema/index.js";
export type { DetailLeavesOut, KindEntry } from "./query-schema/index.js";
export { checkDocuments, checkIds, fieldNumbering, MAX_DOCUMENT_PROBLEMS } from "./documents/check-documents.js";
export { MAX_FIELDS } from "./document/check-definition.js";
export type { BatchCheck, FieldNumbering } from "./documents/check-documents.js";
export { documentProblem, problemMessage } from "./documents/document-error.js";
export type { ProblemFacts } from "./documents/document-error.js";
export type { DocumentRecord, FieldValues } from "./documents/document-record.js";
export { describeValue } from "./values/describe-value.js";
export { SCHEMA_FIELD_KINDS } from "./field-kinds/field-kinds.js";
export type { SchemaFieldKind, ExampleValue } from "./field-kinds/field-kind.js";
