import type { ParseProblem } from "./parse-problem.js";

/**
 * Thrown by `parseQuery` (and returned by `tryParseQuery`) when a tool call is not a valid query.
 * Lists every independent problem found (at most `QUERY_LIMITS.maxProblems`); `toToolResult()`
 * gives the text an application returns to the model as the tool's error result.
 */
export class QueryParseError extends Error {
  override readonly name = "QueryParseError";
  /** The first problem's code. */
  readonly code: string;
  /** The first problem's JSON Pointer path. */
  readonly path: string;
  /** The problems, in the order found (at most `QUERY_LIMITS.maxProblems`). */
  readonly problems: readonly ParseProblem[];
  /** How many more problems were found than are listed. */
  readonly omitted: number;

  constructor(problems: readonly ParseProblem[], omitted = 0) {
    super(problems.length === 1 ? problems[0]!.message : `${problems.length + omitted} problems in the search arguments:\n${problems.map((p) => p.message).join("\n")}`);
    this.problems = problems;
    this.omitted = omitted;
    this.code = problems[0]?.code ?? "invalid-query";
    this.path = problems[0]?.path ?? "";
  }

  /**
   * The text to return to the model as the tool result: a short header, one line per problem
   * (path, what was expected, what was found, "did you mean …?"), and a closing hint.
   */
  toToolResult(): string {
    const count = this.problems.length + this.omitted;
    const lines = [`The search arguments were not valid (${count} problem${count === 1 ? "" : "s"}); nothing was searched.`];
    for (const problem of this.problems) lines.push(`- ${problem.message}`);
    if (this.omitted > 0) lines.push(`- … and ${this.omitted} more problem${this.omitted === 1 ? "" : "s"} not listed.`);
    lines.push("Fix every problem listed (paths are JSON Pointers into your arguments) and call the search tool again.");
    return lines.join("\n");
  }
}
