/**
 * `@oneindex/schema`: document definitions and the JSON Schema of a query over them. This entry is
 * the user API; helpers the sibling packages share are in `@oneindex/schema/internal` (unstable).
 */
export { Field } from "./document/field.js";
export type { FieldOptions, TextFieldOptions, IdFieldOptions, StoredFieldOptions } from "./document/field.js";
export { defineDocument, documentSchemaFromJSON } from "./document/define-document.js";
export { indexedFields, KEYWORD_SUB_FIELD_SUFFIX } from "./document/sub-fields.js";
export type { IndexedField } from "./document/sub-fields.js";
export { FIELD_KINDS, ANALYZERS } from "./document/field-definition.js";
export type { FieldKind, AnalyzerName, IdType, FieldDefinition, FieldMap, DocumentDefinition } from "./document/field-definition.js";
export type { InferDocument, FieldValue, GeoPoint } from "./document/infer-document.js";
export { DefinitionError } from "./document/definition-error.js";
export type { DefinitionProblem } from "./document/definition-error.js";
export { QUERY_LIMITS } from "./limits/query-limits.js";
export type { QueryLimits } from "./limits/query-limits.js";
export { DOCUMENT_LIMITS } from "./limits/document-limits.js";
export type { DocumentLimits } from "./limits/document-limits.js";
export {
  querySchema,
  queryCapabilities,
  QUERY_DETAILS,
  DEFAULT_QUERY_DETAIL,
  SCORE_MODES,
  BOOST_MODES,
  FIELD_VALUE_MODIFIERS,
  DECAY_FUNCTIONS,
  TERMS_ORDERS,
  CALENDAR_INTERVALS,
  DISTANCE_UNITS,
} from "./query-schema/index.js";
export type {
  QueryCapabilities,
  DefinitionCapability,
  JsonSchema,
  JsonValue,
  QueryDetail,
  QuerySchemaOptions,
  NodeKind,
  FunctionKind,
} from "./query-schema/index.js";
export { DocumentError } from "./documents/document-error.js";
export type { DocumentProblem, DocumentProblemCode } from "./documents/document-error.js";
