import type { Diagnostic } from "@codemirror/lint";
import type { ParseProblem, QueryParseError } from "oneindex";

/** Where in the JSON text a problem is: its value's offset, and inside a string language, the character. */
export function problemRange(problem: ParseProblem, textLength: number): { from: number; to: number } {
  const base = problem.inputOffset ?? 0;
  const from = problem.offset !== undefined ? base + 1 + problem.offset : base;
  const to = Math.min(textLength, from + Math.max(1, problem.length ?? 1));
  return { from: Math.min(from, textLength), to: Math.max(to, Math.min(from, textLength)) };
}

/** The parser's problems as editor diagnostics, each at its place. */
export function diagnosticsOf(error: QueryParseError, textLength: number): Diagnostic[] {
  return error.problems.map((problem) => ({ ...problemRange(problem, textLength), severity: "error", message: problem.message, source: problem.code }));
}
