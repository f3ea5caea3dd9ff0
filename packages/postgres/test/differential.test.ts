/**
 * The differential test: random checked calls (every node kind, the string languages' trees,
 * filters, sorts, aggregations, function scores) over random collections of the engine's test
 * definitions, run through the embedded `SearchIndex` and `PostgresIndex`. Asserts equal totals,
 * equal hit sets, scores equal to 1e-9 relative, equal order for field sorts (and for scores
 * apart from near-ties), equal windows, equal highlights, and equal aggregations (float sums to 1e-9). Seed:
 * ONEINDEX_SEED or random, printed on failure. Every other call is compared again with both
 * backends under `textFieldScoring: "best-field"` (the default is `weighted-sum`). Runs on PGlite,
 * and on the server named by ONEINDEX_PG_URL when it is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isQueryCostError, SearchIndex, type SearchResults } from "@oneindex/engine";
import type { CheckedQuery } from "@oneindex/parser";
import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { PostgresIndex } from "../src/index.js";
import { DEFINITIONS } from "../../engine/test/reference/definitions.js";
import { randomCollection } from "../../engine/test/reference/generate-documents.js";
import { QueryGenerator, queryContext } from "../../engine/test/reference/generate-query.js";
import { Random, runSeed } from "../../engine/test/reference/random.js";
import { databaseKinds, openDatabase, type TestDatabase } from "./support/databases.js";

const SEED = runSeed();
/** Documents per collection and calls per definition: 4 definitions × 80 calls = 320 calls per database. */
const DOCUMENTS = 60;
const CALLS = 80;
/** Calls per definition over a collection changed by updates and removes. */
const CHANGED_CALLS = 40;
/** Calls per definition with only aggregations (every document matches). */
const AGGS_OVER_ALL = 20;
const TOLERANCE = 1e-9;

function same(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= TOLERANCE * Math.max(1e-3, Math.abs(a), Math.abs(b));
}

/** Aggregations equal, numbers to the tolerance (float sums depend on the order values are added). */
function sameValue(a: unknown, b: unknown, path: string, problems: string[]): void {
  if (typeof a === "number" && typeof b === "number") {
    if (!same(a, b)) problems.push(`${path}: engine ${a}, postgres ${b}`);
    return;
  }
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
    if (a !== b) problems.push(`${path}: engine ${JSON.stringify(a)}, postgres ${JSON.stringify(b)}`);
    return;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`, problems);
}

/** Hits that carried highlights, so the highlight comparison is known not to be vacuous. */
let highlighted = 0;

type Outcome<R> = { ok: true; results: R } | { ok: false; code: string };

async function attempt<R>(run: () => R | Promise<R>): Promise<Outcome<R>> {
  try {
    return { ok: true, results: await run() };
  } catch (error) {
    if (isQueryCostError(error)) return { ok: false, code: error.code };
    throw error;
  }
}

/** Every disagreement between the two backends on one call. */
async function compare(
  query: CheckedQuery,
  engine: SearchIndex,
  postgres: PostgresIndex<DocumentDefinition>,
): Promise<string[] | "skipped"> {
  const problems: string[] = [];
  const whole = { ...query, limit: QUERY_LIMITS.maxWindow, offset: 0, countExactly: true, highlight: undefined } as CheckedQuery;
  const e = await attempt(() => engine.prepare(whole).execute());
  const p = await attempt(() => postgres.prepare(whole).execute());
  if (!e.ok) return p.ok || p.code === e.code ? "skipped" : [`engine ${e.code}, postgres ${p.code}`];
  if (!p.ok) return [`postgres ${p.code}, engine answered`];
  const eAll = e.results as SearchResults<unknown>;
  const pAll = p.results;
  if (eAll.total.value !== pAll.total.value) problems.push(`total: engine ${eAll.total.value}, postgres ${pAll.total.value}`);
  const eScores = new Map(eAll.hits.map((h) => [h.id, h.score]));
  const pScores = new Map(pAll.hits.map((h) => [h.id, h.score]));
  const missing = [...eScores.keys()].filter((id) => !pScores.has(id));
  const extra = [...pScores.keys()].filter((id) => !eScores.has(id));
  if (missing.length > 0) problems.push(`postgres misses ${JSON.stringify(missing)}`);
  if (extra.length > 0) problems.push(`postgres returns extra ${JSON.stringify(extra)}`);
  for (const [id, score] of eScores) {
    const other = pScores.get(id);
    if (other !== undefined && !same(score, other)) problems.push(`score of ${JSON.stringify(id)}: engine ${score}, postgres ${other}`);
  }
  if (problems.length > 0) return problems;
  // Order: exact under field sorts; by score, neighbours may swap only when their scores tie.
  const eOrder = eAll.hits.map((h) => h.id);
  const pOrder = pAll.hits.map((h) => h.id);
  for (let i = 0; i < eOrder.length; i++) {
    if (eOrder[i] === pOrder[i]) continue;
    const tie = query.sort.length === 0 && same(eScores.get(eOrder[i]!)!, eScores.get(pOrder[i]!)!);
    if (!tie) {
      problems.push(
        `order differs at ${i}: engine ${JSON.stringify(eOrder.slice(i, i + 3))}, postgres ${JSON.stringify(pOrder.slice(i, i + 3))}`,
      );
      break;
    }
  }
  // The call as generated: its window, its total's relation, its aggregations.
  const ew = await attempt(() => engine.prepare(query).execute());
  const pw = await attempt(() => postgres.prepare(query).execute());
  if (!ew.ok || !pw.ok) {
    if (ew.ok !== pw.ok || (!ew.ok && !pw.ok && ew.code !== pw.code))
      problems.push(`windowed call: engine ${ew.ok ? "answered" : ew.code}, postgres ${pw.ok ? "answered" : pw.code}`);
    return problems;
  }
  const eWin = ew.results as SearchResults<unknown>;
  const pWin = pw.results;
  if (eWin.total.relation === "eq" && (pWin.total.relation !== "eq" || pWin.total.value !== eWin.total.value))
    problems.push(`windowed total: engine ${JSON.stringify(eWin.total)}, postgres ${JSON.stringify(pWin.total)}`);
  if (eWin.total.relation === "gte" && pWin.total.value < QUERY_LIMITS.maxWindow / 10)
    problems.push(`windowed total: engine ${JSON.stringify(eWin.total)}, postgres ${JSON.stringify(pWin.total)}`);
  if (query.sort.length > 0 && JSON.stringify(eWin.hits.map((h) => h.id)) !== JSON.stringify(pWin.hits.map((h) => h.id)))
    problems.push(`window: engine ${JSON.stringify(eWin.hits.map((h) => h.id))}, postgres ${JSON.stringify(pWin.hits.map((h) => h.id))}`);
  if (query.sort.length === 0 && eWin.hits.length !== pWin.hits.length)
    problems.push(`window length: engine ${eWin.hits.length}, postgres ${pWin.hits.length}`);
  const eHighlights = new Map(eWin.hits.map((h) => [h.id, JSON.stringify(h.highlights)]));
  for (const h of pWin.hits) {
    const doc = engine.get(h.id);
    if (JSON.stringify(doc) !== JSON.stringify(h.document))
      problems.push(`document of ${JSON.stringify(h.id)} differs: ${JSON.stringify(h.document)}`);
    if (h.highlights !== undefined) highlighted++;
    if (eHighlights.has(h.id) && eHighlights.get(h.id) !== JSON.stringify(h.highlights))
      problems.push(`highlights of ${JSON.stringify(h.id)}: engine ${eHighlights.get(h.id)}, postgres ${JSON.stringify(h.highlights)}`);
  }
  if (query.aggs !== undefined) sameValue(eWin.aggregations, pWin.aggregations, "aggregations", problems);
  return problems;
}

for (const kind of databaseKinds()) {
  describe(`differential: SearchIndex and PostgresIndex on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openDatabase(kind, "differential");
    });
    afterAll(async () => {
      await db?.close();
    });

    it(`agree after updates and removes, on ${DEFINITIONS.length * CHANGED_CALLS} random calls (seed ${SEED})`, async () => {
      const failures: string[] = [];
      let compared = 0;
      for (const [d, definition] of DEFINITIONS.entries()) {
        const r = new Random(SEED + 100 + d);
        const docs = randomCollection(r, definition, DOCUMENTS) as Record<string, unknown>[];
        const idField = Object.keys(definition.fields).find((f) => definition.fields[f]!.kind === "id")!;
        const replacements = (randomCollection(r, definition, DOCUMENTS) as Record<string, unknown>[])
          .slice(0, DOCUMENTS / 3)
          .map((doc, i) => ({ ...doc, [idField]: docs[i]![idField] }));
        const removed = docs.slice(DOCUMENTS / 3, (2 * DOCUMENTS) / 3).map((doc) => doc[idField] as string | number);
        const engine = new SearchIndex(definition);
        const postgres = new PostgresIndex(definition, { client: db.client, table: db.table(`changed_${d}`) });
        await postgres.dropTable();
        await postgres.createTable();
        engine.add(docs);
        await postgres.addDocuments(docs);
        engine.update(replacements);
        await postgres.updateDocuments(replacements);
        engine.remove(removed);
        await postgres.removeDocuments(removed);
        const generator = new QueryGenerator(r, queryContext(definition, [...replacements, ...docs.slice((2 * DOCUMENTS) / 3)]));
        for (let i = 0; i < CHANGED_CALLS; i++) {
          const query = generator.query();
          const outcome = await compare(query, engine, postgres);
          if (outcome === "skipped") continue;
          compared++;
          if (outcome.length > 0 && failures.length < 8)
            failures.push(
              `${definition.name} changed call ${i} (seed ${SEED}):\n  ${outcome.slice(0, 4).join("\n  ")}\n  ${JSON.stringify(query).slice(0, 1500)}`,
            );
        }
        await postgres.dropTable();
      }
      expect(failures, failures.join("\n\n")).toEqual([]);
      expect(compared).toBeGreaterThan(DEFINITIONS.length * CHANGED_CALLS * 0.8);
    }, 600_000);

    it(`agree on ${DEFINITIONS.length * CALLS} random calls (seed ${SEED})`, async () => {
      const failures: string[] = [];
      const bestFieldFailures: string[] = [];
      let compared = 0;
      let bestFieldCompared = 0;
      let skipped = 0;
      let everyRowCompared = 0;
      for (const [d, definition] of DEFINITIONS.entries()) {
        const r = new Random(SEED + d);
        const docs = randomCollection(r, definition, DOCUMENTS);
        const engine = new SearchIndex(definition);
        engine.add(docs);
        const postgres = new PostgresIndex(definition, { client: db.client, table: db.table(`diff_${d}`) });
        await postgres.dropTable();
        await postgres.createTable();
        await postgres.addDocuments(docs);
        // The same documents and table under the former scoring.
        const bestEngine = new SearchIndex(definition, { textFieldScoring: "best-field" });
        bestEngine.add(docs);
        const bestPostgres = new PostgresIndex(definition, {
          client: db.client,
          table: db.table(`diff_${d}`),
          textFieldScoring: "best-field",
        });
        const generator = new QueryGenerator(r, queryContext(definition, docs));
        for (let i = 0; i < CALLS; i++) {
          const generated = generator.query();
          // Every fourth call also highlights every text field, so highlights are compared often.
          const textFields = Object.keys(definition.fields).filter((f) => definition.fields[f]!.kind === "text");
          const query: CheckedQuery =
            i % 4 === 0 && generated.highlight === undefined && textFields.length > 0
              ? { ...generated, highlight: { fields: textFields, preTag: "<em>", postTag: "</em>", fragmentSize: 40, fragments: 2 } }
              : generated;
          if (i % 2 === 1) {
            const best = await compare(query, bestEngine, bestPostgres);
            if (best !== "skipped") bestFieldCompared++;
            if (best !== "skipped" && best.length > 0 && bestFieldFailures.length < 8)
              bestFieldFailures.push(
                `best-field ${definition.name} call ${i} (seed ${SEED}):\n  ${best.slice(0, 4).join("\n  ")}\n  ${JSON.stringify(query).slice(0, 1500)}`,
              );
          }
          const outcome = await compare(query, engine, postgres);
          if (outcome === "skipped") {
            skipped++;
            continue;
          }
          compared++;
          if (outcome.length > 0 && failures.length < 8)
            failures.push(
              `${definition.name} call ${i} (seed ${SEED}):\n  ${outcome.slice(0, 4).join("\n  ")}\n  ${JSON.stringify(query).slice(0, 1500)}`,
            );
        }
        // Aggregations over every document (no q, query or filter) read the table directly, not the
        // matches joined back to it: checked on their own, since random calls rarely have that shape.
        for (let i = 0; i < AGGS_OVER_ALL; i++) {
          const aggs = generator.aggs();
          const query: CheckedQuery = { v: 1, limit: i % 3, offset: 0, countExactly: false, sort: [], aggs };
          const outcome = await compare(query, engine, postgres);
          if (outcome === "skipped") continue;
          everyRowCompared++;
          if (outcome.length > 0 && failures.length < 8)
            failures.push(
              `${definition.name} aggs over all ${i} (seed ${SEED}):\n  ${outcome.slice(0, 4).join("\n  ")}\n  ${JSON.stringify(query).slice(0, 1500)}`,
            );
        }
        await postgres.dropTable();
      }
      expect(everyRowCompared).toBeGreaterThan(DEFINITIONS.length * AGGS_OVER_ALL * 0.8);
      expect(failures, failures.join("\n\n")).toEqual([]);
      expect(bestFieldFailures, bestFieldFailures.join("\n\n")).toEqual([]);
      expect(bestFieldCompared).toBeGreaterThan((DEFINITIONS.length * CALLS * 0.8) / 2);
      expect(compared).toBeGreaterThan(DEFINITIONS.length * CALLS * 0.8);
      expect(highlighted).toBeGreaterThan(0);
      expect(skipped).toBeLessThan(DEFINITIONS.length * CALLS * 0.2);
    }, 600_000);
  });
}
