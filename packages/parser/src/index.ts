export type * from "./tree/query-tree.js";
export type { ParseProblem } from "./errors/parse-problem.js";
export { checkValue, valueKindOf } from "./values/check-value.js";
export type { ValueCheck, ValueMismatch, ValueKind } from "./values/check-value.js";
export { describeValue } from "./values/describe-value.js";
export { compileRegex } from "./regex/index.js";
export type { RegexMatcher } from "./regex/index.js";
