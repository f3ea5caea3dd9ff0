import type { SearchResults } from "oneindex";

/** Characters of JSON a search result may take by default in a tool result (about 25,000 tokens). */
export const DEFAULT_MAX_RESULT_CHARS = 100_000;

/** What a cut result says about the cut: the model reads it beside the hits. */
export interface ResultCut {
  readonly hitsReturned: number;
  readonly hitsOmitted: number;
  readonly maxResultChars: number;
  readonly message: string;
}

/** The one wording of a cut (kept here so the server and its tests agree). */
export function cutMessage(returned: number, of: number, maxChars: number): string {
  return `only the first ${returned} of the ${of} hits are shown, to keep the result under ${maxChars} characters; ask for fewer hits with "limit", or page on with "offset": ${returned}`;
}

/**
 * The results as a tool result may carry them: every hit when their JSON fits in `maxChars`, else
 * the leading hits that fit (always at least one, since a hit cannot be cut in half) and a `cut`
 * that says how many were left out and how to ask for them. The hits' order, the total and the
 * aggregations are untouched: aggregations are the answer a `limit: 0` call asks for, so they are
 * carried whole and the hits get the room left.
 */
export function fitResults<D>(
  results: SearchResults<D>,
  maxChars: number,
): SearchResults<D> | (SearchResults<D> & { readonly cut: ResultCut }) {
  const whole = JSON.stringify(results).length;
  if (whole <= maxChars) return results;
  const of = results.hits.length;
  // Room for the envelope (total, the cut note) before the hits.
  const aggregations = results.aggregations;
  const withAggregations = aggregations === undefined ? {} : { aggregations };
  const envelope = JSON.stringify({
    hits: [],
    total: results.total,
    ...withAggregations,
    cut: { hitsReturned: of, hitsOmitted: of, maxResultChars: maxChars, message: cutMessage(of, of, maxChars) },
  }).length;
  let used = envelope;
  let kept = 0;
  for (const hit of results.hits) {
    const size = JSON.stringify(hit).length + (kept === 0 ? 0 : 1);
    if (kept > 0 && used + size > maxChars) break;
    used += size;
    kept++;
  }
  return {
    hits: results.hits.slice(0, kept),
    total: results.total,
    ...withAggregations,
    cut: { hitsReturned: kept, hitsOmitted: of - kept, maxResultChars: maxChars, message: cutMessage(kept, of, maxChars) },
  };
}
