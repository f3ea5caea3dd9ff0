/** The wording of every note the size gate writes (what was cut, and how to ask for less). */

export const RESULT_MESSAGES = {
  heading: (maxChars: number) => `The result was cut to stay under ${maxChars} characters:`,
  highlights: 'highlights and score explanations were left out (ask for fewer hits with "limit", or for smaller highlights)',
  values: (chars: number) =>
    `text values longer than ${chars} characters were shortened, ending in "…" (ask for fewer hits with "limit" to see more of each)`,
  hits: (returned: number, of: number) =>
    `only the first ${returned} of the ${of} hits are shown (ask for fewer hits with "limit", or page on with "offset": ${returned})`,
  buckets:
    'buckets were left out from the end of aggregations (counted in "bucketsOmitted"; whole ones in "aggregationsOmitted"): ask for fewer buckets (a smaller "size", a wider "interval", fewer ranges or aggregations)',
  /** The line closing an error text that was cut. */
  errorCut: (omitted: number, maxChars: number) =>
    `… (${omitted} more characters of this message were left out to stay under ${maxChars} characters; fix the problems listed and call again)`,
} as const;

/** The note of a cut, from its parts in the order they were cut. */
export function cutMessage(maxChars: number, parts: readonly string[]): string {
  return `${RESULT_MESSAGES.heading(maxChars)} ${parts.join("; ")}.`;
}
