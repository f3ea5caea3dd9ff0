/**
 * Term-at-a-time and doc-at-a-time execution must give the same page (ids and scores), and the same
 * total whenever the count is exact, on random queries over random collections with deletions:
 * term at a time is the default for disjunctions of terms, so without this the cursors' disjunction
 * path would only be checked under filters and conjunctions.
 */
import { describe, expect, it } from "vitest";
import { isQueryCostError, SearchIndex } from "../src/index.js";
import { DEFINITIONS } from "./reference/definitions.js";
import { toJson } from "./reference/differential-harness.js";
import { randomCollection } from "./reference/generate-documents.js";
import { QueryGenerator, queryContext } from "./reference/generate-query.js";
import { Random, runSeed } from "./reference/random.js";

const SEED = runSeed();
const QUERIES = 300;

describe("execution strategies", () => {
  it(`term at a time agrees with doc at a time on ${DEFINITIONS.length * QUERIES} queries (seed ${SEED})`, () => {
    const r = new Random(SEED);
    const problems: string[] = [];
    let termAtATime = 0;
    let withHits = 0;
    for (const definition of DEFINITIONS) {
      const docs = randomCollection(r, definition, r.int(50, 1_400));
      const index = new SearchIndex(definition);
      index.add(docs as never[]);
      const idField = Object.keys(definition.fields).find((k) => definition.fields[k]!.kind === "id")!;
      index.remove(
        r.subset(
          docs.map((d) => d[idField] as string | number),
          1,
          Math.max(1, docs.length >> 3),
        ),
      );
      const generator = new QueryGenerator(r, queryContext(definition, docs));
      for (let i = 0; i < QUERIES; i++) {
        const query = { ...generator.query(), countExactly: r.chance(0.5), limit: r.pick([0, 1, 10, 10, 50]), offset: r.pick([0, 0, 2]) };
        const prepared = index.prepare(query);
        if (prepared.strategy === "term-at-a-time") termAtATime++;
        // Aggregations walk the same match set either way: the same buckets and numbers (sums to 12
        // digits: the adding order may differ), or the same too-many-buckets error.
        const run = (strategy: "auto" | "doc-at-a-time") => {
          try {
            return index.prepare(query).execute({ strategy });
          } catch (error) {
            if (isQueryCostError(error)) return error.code + error.path;
            throw error;
          }
        };
        const fastRun = run("auto");
        const slowRun = run("doc-at-a-time");
        if (typeof fastRun === "string" || typeof slowRun === "string") {
          if (fastRun !== slowRun && problems.length < 5)
            problems.push(`${definition.name} query ${i}: ${String(fastRun)} vs ${String(slowRun)}`);
          continue;
        }
        const fast = fastRun;
        const slow = slowRun;
        const rounded = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === "number" ? Number(x.toPrecision(12)) : x));
        if (rounded(fast.aggregations) !== rounded(slow.aggregations) && problems.length < 5)
          problems.push(`${definition.name} query ${i} aggregations: ${rounded(fast.aggregations)} vs ${rounded(slow.aggregations)}`);
        if (fast.hits.length > 0) withHits++;
        const page = (res: typeof fast) => res.hits.map((h) => `${h.id}:${h.score.toPrecision(12)}`);
        const sameTotal =
          query.countExactly || (fast.total.relation === "eq" && slow.total.relation === "eq")
            ? fast.total.value === slow.total.value
            : fast.total.value >= 1000 && slow.total.value >= 1000;
        if (toJson(page(fast)) !== toJson(page(slow)) || !sameTotal) {
          if (problems.length < 5)
            problems.push(
              `${definition.name} query ${i}: ${toJson(fast.total)} ${toJson(page(fast))} vs ${toJson(slow.total)} ${toJson(page(slow))}\n  query: ${toJson(query)}`,
            );
        }
      }
    }
    expect(termAtATime).toBeGreaterThan(DEFINITIONS.length * QUERIES * 0.2); // the new path really runs
    expect(withHits).toBeGreaterThan(DEFINITIONS.length * QUERIES * 0.3);
    expect(problems, `rerun with ONEINDEX_SEED=${SEED}\n${problems.join("\n")}`).toEqual([]);
  });
});
