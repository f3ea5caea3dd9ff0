/**
 * Two indexes never share state: the engine keeps no mutable state in its modules (scratch buffers,
 * norm tables and analyser caches belong to an index), so searches over two indexes of one module
 * instance, interleaved — a query prepared on one and executed after the other has grown and
 * searched — give exactly what each index gives alone, in engine modules loaded for it alone.
 */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_FEEDBACK, DEFAULT_INDEX_OPTIONS, SearchIndex, WORK_COSTS, type QueryCostError, type SearchResults } from "../src/index.js";
import { DEFINITIONS } from "./reference/definitions.js";
import { toJson } from "./reference/differential-harness.js";
import { randomCollection } from "./reference/generate-documents.js";
import { QueryGenerator, queryContext } from "./reference/generate-query.js";
import { Random, runSeed } from "./reference/random.js";

const SEED = runSeed();
const QUERIES = 120;

interface Side {
  readonly definition: (typeof DEFINITIONS)[number];
  readonly first: readonly object[];
  readonly later: readonly object[];
  readonly queries: readonly object[];
}

/** A random collection in two batches (the second added between searches) and its queries. */
function side(r: Random, definition: Side["definition"], size: number): Side {
  const docs = randomCollection(r, definition, size);
  const generator = new QueryGenerator(r, queryContext(definition, docs));
  const queries = Array.from({ length: QUERIES }, () => ({
    ...generator.query(),
    limit: r.pick([1, 10, 50]),
    countExactly: r.chance(0.5),
  }));
  const cut = Math.floor(docs.length * 0.8);
  return { definition, first: docs.slice(0, cut), later: docs.slice(cut), queries };
}

type Engine = typeof SearchIndex;

/** The engine's modules loaded afresh: an index made from them shares nothing with any other, even by mistake. */
async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  return (await import("../src/index.js")).SearchIndex;
}

function build(s: Side, engine: Engine = SearchIndex): SearchIndex<Side["definition"]> {
  const index = new engine(s.definition);
  index.add(s.first as never[]);
  return index;
}

/**
 * What a search gave, as text: ids, scores to the last bit, totals, highlights and aggregations;
 * or, for a call the engine refuses (a histogram with too many buckets), the error's code and path.
 */
function described(execute: () => SearchResults<unknown>): string {
  try {
    const res = execute();
    return toJson({
      total: res.total,
      hits: res.hits.map((h) => [h.id, h.score, h.highlights ?? null]),
      aggregations: res.aggregations ?? null,
    });
  } catch (error) {
    // By name: an index of freshly loaded modules throws its own QueryCostError class, whose brand this module's isQueryCostError does not know.
    if (error instanceof Error && error.name === "QueryCostError")
      return `${(error as QueryCostError).code} ${(error as QueryCostError).path}`;
    throw error;
  }
}

function answer(index: SearchIndex<Side["definition"]>, query: object): string {
  return described(() => index.prepare(query as never).execute());
}

describe("index isolation", () => {
  it(`interleaved searches over two indexes answer as each alone (seed ${SEED})`, async () => {
    const r = new Random(SEED);
    const [da, db] = [DEFINITIONS[0]!, DEFINITIONS[1 % DEFINITIONS.length]!];
    // One index large, one small, so buffers one grew are larger than the other needs.
    const a = side(r, da, 1_200);
    const b = side(r, db, 60);

    // Each alone, in modules of its own: half its queries, the second batch, the other half.
    const alone = async (s: Side): Promise<string[]> => {
      const index = build(s, await freshEngine());
      const out: string[] = [];
      s.queries.forEach((q, i) => {
        if (i === QUERIES / 2) index.add(s.later as never[]);
        out.push(answer(index, q));
      });
      return out;
    };
    const aloneA = await alone(a);
    const aloneB = await alone(b);

    // Interleaved: a query of A prepared, B grown (once) and searched, then A's query run.
    const ia = build(a);
    const ib = build(b);
    const mixedA: string[] = [];
    const mixedB: string[] = [];
    for (let i = 0; i < QUERIES; i++) {
      if (i === QUERIES / 2) ia.add(a.later as never[]);
      const preparedA = ia.prepare(a.queries[i] as never);
      if (i === QUERIES / 2) ib.add(b.later as never[]);
      mixedB.push(answer(ib, b.queries[i]!));
      mixedA.push(described(() => preparedA.execute()));
    }
    const withHits = aloneA.filter((s) => s.includes('"hits":[') && !s.includes('"hits":[]')).length;
    expect(withHits).toBeGreaterThan(QUERIES * 0.3); // the comparison is about real hits
    expect(mixedA).toEqual(aloneA);
    expect(mixedB).toEqual(aloneB);
  });

  it("keeps its exported defaults frozen, so no caller can change them for every index", () => {
    for (const defaults of [DEFAULT_INDEX_OPTIONS, DEFAULT_FEEDBACK, WORK_COSTS]) expect(Object.isFrozen(defaults)).toBe(true);
  });
});
