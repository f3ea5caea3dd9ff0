import { QUERY_LIMITS } from "@oneindex/schema";
import { EXPECTED, TOOL_RESULT_CLOSING, toolResultHeading, unlistedProblems, wordProblem, type ProblemCode } from "./messages.js";
import type { ParseProblem } from "./parse-problem.js";

/**
 * Thrown by `parseQuery` (and returned by `tryParseQuery`) when a tool call is not a valid query.
 * Lists every independent problem found (at most `QUERY_LIMITS.maxProblems`); `toToolResult()`
 * gives the text an application returns to the model as the tool's error result.
 */
export class QueryParseError extends Error {
  override readonly name = "QueryParseError";
  /** The first problem's code (`invalid-query` when there is none). */
  readonly code: ProblemCode | "invalid-query";
  /** The first problem's JSON Pointer path. */
  readonly path: string;
  /** The problems, in the order found (at most `QUERY_LIMITS.maxProblems`). */
  readonly problems: readonly ParseProblem[];
  /** How many more problems were found than are listed. */
  readonly omitted: number;
  /** Whether checking stopped early (a `q`, `strict` or `filter` string with `maxProblems` problems), so there may be more than counted. */
  readonly incomplete: boolean;

  constructor(problems: readonly ParseProblem[], omitted = 0, incomplete = false) {
    super(
      problems.length === 1
        ? problems[0]!.message
        : `${problems.length + omitted} problems in the search arguments:\n${problems.map((p) => p.message).join("\n")}`,
    );
    this.problems = problems;
    this.omitted = omitted;
    this.incomplete = incomplete;
    this.code = problems[0]?.code ?? "invalid-query";
    this.path = problems[0]?.path ?? "";
  }

  /**
   * The text to return to the model as the tool result: a short header, one line per problem
   * (path, what was expected, what was found, "did you mean …?"), and a closing hint. At most
   * `QUERY_LIMITS.maxToolResultLength` characters. When every line does not fit, a problem whose
   * `expected` repeats an earlier listed one's (twenty unknown fields in one call each expecting the
   * same list of names) says "the same as <that path>" instead of the list, so more problems fit;
   * problems whose lines still would pass the bound are counted in the "… and N more" line (the
   * first problem is always listed).
   */
  toToolResult(): string {
    const full = this.problems.map((p) => `- ${p.message}`);
    const fits = (lines: readonly string[]) => lines.reduce((sum, line) => sum + line.length + 1, 0) <= this.room();
    return this.render(fits(full) ? full : this.abbreviated());
  }

  /** Room for the problem lines: the bound less the heading, the closing line, the longest "… and N more" line and the newlines. */
  private room(): number {
    const count = this.problems.length + this.omitted;
    return (
      QUERY_LIMITS.maxToolResultLength -
      toolResultHeading(count, this.incomplete).length -
      TOOL_RESULT_CLOSING.length -
      unlistedProblems(count, this.incomplete).length -
      3
    );
  }

  /** The problem lines with each `expected` written once: a repeat names the path it was first given at. */
  private abbreviated(): string[] {
    const firstAt = new Map<string, string>();
    return this.problems.map((p) => {
      if (p.expected === undefined || p.expected.length < 40) return `- ${p.message}`;
      const first = firstAt.get(p.expected);
      if (first === undefined) {
        firstAt.set(p.expected, p.path);
        return `- ${p.message}`;
      }
      const { message: _, ...data } = p;
      return `- ${wordProblem({ ...data, expected: EXPECTED.sameAsAt(first) })}`;
    });
  }

  private render(problemLines: readonly string[]): string {
    const count = this.problems.length + this.omitted;
    let room = this.room();
    const lines = [toolResultHeading(count, this.incomplete)];
    let listed = 0;
    for (const line of problemLines) {
      if (listed > 0 && line.length + 1 > room) break;
      lines.push(line);
      room -= line.length + 1;
      listed++;
    }
    if (count > listed || this.incomplete) lines.push(unlistedProblems(count - listed, this.incomplete));
    lines.push(TOOL_RESULT_CLOSING);
    return lines.join("\n");
  }
}
