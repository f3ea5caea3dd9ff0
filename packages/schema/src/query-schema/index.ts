export { querySchema } from "./query-schema.js";
export { queryCapabilities } from "./capabilities.js";
export type { QueryCapabilities, DefinitionCapability } from "./capabilities.js";
export { QUERY_SCHEMA_DIALECT } from "./json-schema.js";
export type { JsonSchema, JsonValue } from "./json-schema.js";
export { SCORE_MODES, BOOST_MODES } from "./nodes/function-score.js";
export { FIELD_VALUE_MODIFIERS } from "./functions/field-value-factor.js";
export { DECAY_FUNCTIONS } from "./functions/decay.js";
export { schemaStringLength } from "./string-length.js";
