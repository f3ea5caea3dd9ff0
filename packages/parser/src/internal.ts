/**
 * `@oneindex/parser/internal`: helpers the OneIndex packages share (value checks, problem wording,
 * the strict JSON readers, node counting, the regex DFA). Unstable: any release may change or
 * remove them, so code outside this repository should use the public entry, `@oneindex/parser`.
 */
export { checkValue, valueKindOf } from "./values/check-value.js";
export type { ValueCheck, ValueMismatch, ValueKind, CheckValueOptions } from "./values/check-value.js";
export { describeValue } from "./values/describe-value.js";
export { countNodes } from "./languages/shared/nodes.js";
export { MESSAGES, makeProblem, wordProblem } from "./errors/messages.js";
export type { ProblemData, Wording } from "./errors/messages.js";
export { readJsonText } from "./json/read-json-text.js";
export { readJsonValue } from "./json/read-json-value.js";
export { compileRegexDfa } from "./regex/index.js";
export type { RegexDfa, RegexDfaOptions, RegexDfaState } from "./regex/index.js";
