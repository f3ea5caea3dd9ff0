import type { ProblemCode } from "../errors/messages.js";

/** Why a pattern is not in the safe dialect: a stable code, the span in the pattern (UTF-16 units), and what was expected and found, in words. */
export interface RegexProblem {
  readonly ok: false;
  readonly offset: number;
  readonly length: number;
  /**
   * `regex-too-long`, `regex-nothing-to-repeat`, `regex-unclosed-group`, `regex-unmatched-paren`,
   * `regex-unclosed-class`, `regex-empty-class`, `regex-bad-range`, `regex-bad-repeat`,
   * `regex-repeat-too-large`, `regex-unsupported-escape`, `regex-trailing-backslash`,
   * `regex-anchor`, `regex-unsupported-group`, `regex-unescaped`, `regex-too-complex`, `regex-too-deep`.
   */
  readonly code: ProblemCode;
  readonly expected: string;
  readonly found: string;
}

/** Makes a {@link RegexProblem}. */
export function regexProblem(code: ProblemCode, offset: number, length: number, expected: string, found: string): RegexProblem {
  return { ok: false, code, offset, length, expected, found };
}
