/**
 * The format in which requests carry dates: full ISO 8601 instants in UTC with milliseconds
 * (`2024-03-01T00:00:00.000Z`). Not epoch milliseconds: Elasticsearch's date field documentation
 * says "values for milliseconds-since-the-epoch must be non-negative; use a formatted date to
 * represent dates before 1970", and OpenSearch, forked from Elasticsearch 7.10, has the same rule.
 * Not the text the caller wrote either: a `range` bound missing its time of day would have the
 * missing components filled in by the cluster ("2024-01-01" as `gt` means after 23:59:59.999 on
 * that day), while the checked tree means midnight. Every component written means no filling in.
 */
export const REQUEST_DATE_FORMAT = "strict_date_optional_time";

/** A checked date (epoch milliseconds, UTC) as the instant string requests carry. */
export function dateInstant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
