import { QUERY_LIMITS } from "@oneindex/schema";
import { TOOL_RESULT_CLOSING, toolResultHeading, unlistedProblems } from "./messages.js";
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
   * (path, what was expected, what was found, "did you mean …?"), and a closing hint. At most
   * `QUERY_LIMITS.maxToolResultLength` characters: problems whose lines would pass it are counted
   * in the "… and N more" line instead of listed (the first problem is always listed).
   */
  toToolResult(): string {
    const count = this.problems.length + this.omitted;
    const heading = toolResultHeading(count);
    // Room for the lines: the bound less the heading, the closing line, the longest "… and N more" line and the newlines.
    let room = QUERY_LIMITS.maxToolResultLength - heading.length - TOOL_RESULT_CLOSING.length - unlistedProblems(count).length - 3;
    const lines = [heading];
    let listed = 0;
    for (const problem of this.problems) {
      const line = `- ${problem.message}`;
      if (listed > 0 && line.length + 1 > room) break;
      lines.push(line);
      room -= line.length + 1;
      listed++;
    }
    if (count > listed) lines.push(unlistedProblems(count - listed));
    lines.push(TOOL_RESULT_CLOSING);
    return lines.join("\n");
  }
}
