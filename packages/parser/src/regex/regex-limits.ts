import { QUERY_LIMITS } from "@oneindex/schema";

/**
 * Limits of the safe regex dialect. A pattern is rejected at parse time when its Thompson NFA
 * would need more than `maxStates` states, so matching a term of length n costs at most
 * n × maxStates steps.
 */
export const REGEX_LIMITS = {
  /** Longest pattern, in UTF-16 code units. */
  maxPatternLength: QUERY_LIMITS.maxPatternLength,
  /** Largest bound of `{n}`, `{n,}` and `{n,m}`. */
  maxRepeat: QUERY_LIMITS.maxRegexRepeat,
  /** Most NFA states a pattern may expand to (counted repeats copy their operand). */
  maxStates: 10_000,
  /** Deepest nesting of groups `( … )`. */
  maxGroupDepth: 32,
} as const;
