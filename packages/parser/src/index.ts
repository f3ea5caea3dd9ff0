export type * from "./tree/query-tree.js";
export type { ParseProblem } from "./errors/parse-problem.js";
