/**
 * `@oneindex/parser`: the strict parser of OneIndex query calls. This entry is the user API; helpers
 * the sibling packages share are in `@oneindex/parser/internal` (unstable).
 */
export type * from "./tree/query-tree.js";
export type { ParseProblem } from "./errors/parse-problem.js";
export { parseQuery, tryParseQuery } from "./parse/parse-query.js";
export type { ParseResult, FieldNameOf } from "./parse/parse-query.js";
export type { ParseOptions } from "./parse/parse-options.js";
export { QUERY_DEFAULTS } from "./parse/query-defaults.js";
export { QueryParseError } from "./errors/query-parse-error.js";
export type { ProblemCode } from "./errors/messages.js";
export type { JsonValue, JsonObject, JsonArray } from "./json/json-value.js";
export { compileRegex } from "./regex/index.js";
export type { RegexMatcher } from "./regex/index.js";
