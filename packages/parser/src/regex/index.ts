/**
 * The safe regex dialect: Lucene-like patterns matched against whole terms in linear time (grammar
 * and limits in the parser README). JavaScript's `RegExp` is never used on a pattern.
 */
export { parseRegex } from "./parse-regex.js";
export type { RegexParse } from "./parse-regex.js";
export { compileRegex } from "./compile-regex.js";
export type { RegexMatcher } from "./compile-regex.js";
export { compileRegexDfa } from "./regex-dfa.js";
export type { RegexDfa, RegexDfaOptions, RegexDfaState } from "./regex-dfa.js";
export type { RegexProblem } from "./regex-problem.js";
export { REGEX_LIMITS } from "./regex-limits.js";
