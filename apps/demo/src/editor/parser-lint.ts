import type { Diagnostic } from "@codemirror/lint";
import type { ModelFacingError } from "oneindex";
import type { ProblemPlace } from "../search/run-call.js";

/**
 * The position in the JSON text of the character `decoded` characters into the string literal
 * whose opening quote is at `quote`: escapes (`\"`, `\n`, `\u00e9`) take more text than the one
 * character they stand for, so a string language's offset (counted in the decoded string) is
 * walked through the literal rather than added to it.
 */
export function positionInStringLiteral(text: string, quote: number, decoded: number): number {
  let i = quote + 1;
  for (let n = 0; n < decoded && i < text.length && text[i] !== '"'; n++) i += text[i] !== "\\" ? 1 : text[i + 1] === "u" ? 6 : 2;
  return Math.min(i, text.length);
}

/** Where in the JSON text a problem is: its value's offset, and inside a string language, the character. */
export function problemRange(problem: ProblemPlace, textLength: number, text?: string): { from: number; to: number } {
  const base = problem.inputOffset ?? 0;
  const inString = problem.offset !== undefined;
  const from = !inString
    ? base
    : text !== undefined && text[base] === '"'
      ? positionInStringLiteral(text, base, problem.offset!)
      : base + 1 + problem.offset!;
  const end =
    inString && text !== undefined && text[base] === '"'
      ? positionInStringLiteral(text, base, problem.offset! + Math.max(1, problem.length ?? 1))
      : from + Math.max(1, problem.length ?? 1);
  const to = Math.min(textLength, end);
  return { from: Math.min(from, textLength), to: Math.max(to, Math.min(from, textLength)) };
}

/** The parser's problems as editor diagnostics, each at its place. */
export function diagnosticsOf(error: ModelFacingError, text: string): Diagnostic[] {
  return error.problems.map((problem) => ({
    // A cost problem has no place in the text (it names a node by path): mark the call's start.
    ...(problem.code === "too-costly" ? { from: 0, to: Math.min(1, text.length) } : problemRange(problem, text.length, text)),
    severity: "error",
    message: problem.message,
    source: problem.code,
  }));
}
