/** The size gate's bounds, in one place (UTF-16 code units of the tool result's text, as `String.length` counts). */
export const TOOL_RESULT_LIMITS = Object.freeze({
  /**
   * A tool result's default bound: 100,000 characters, about 25,000 tokens at four characters a
   * token, which is the output Claude Code accepts from one MCP tool by default and an eighth of a
   * 200,000-token context, so a search leaves room for the conversation it serves.
   */
  defaultMaxChars: 100_000,
  /** The smallest bound accepted: below it, the note that says what was cut would not fit beside a hit. */
  minMaxChars: 1_000,
  /** The most a bound may be (a string this long is already more than any model reads). */
  maxMaxChars: 999_999_999,
  /** Longest a shortened text value may stay: a fiftieth of the bound, between these two. */
  shortValueChars: { min: 100, max: 1_000 },
});

/** The bound an option asks for, checked: a whole number from `minMaxChars` to `maxMaxChars`, default `defaultMaxChars`. */
export function resolveMaxChars(maxChars: number | undefined): number {
  if (maxChars === undefined) return TOOL_RESULT_LIMITS.defaultMaxChars;
  if (!Number.isInteger(maxChars) || maxChars < TOOL_RESULT_LIMITS.minMaxChars || maxChars > TOOL_RESULT_LIMITS.maxMaxChars)
    throw new RangeError(
      `maxChars must be a whole number of characters from ${TOOL_RESULT_LIMITS.minMaxChars} to ${TOOL_RESULT_LIMITS.maxMaxChars}, not ${String(maxChars)}`,
    );
  return maxChars;
}

/** How long a text value may stay when values are shortened to fit `maxChars`. */
export function shortValueChars(maxChars: number): number {
  const { min, max } = TOOL_RESULT_LIMITS.shortValueChars;
  return Math.min(max, Math.max(min, Math.floor(maxChars / 50)));
}
