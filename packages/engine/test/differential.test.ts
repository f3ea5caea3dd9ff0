/**
 * The differential test: for thousands of random checked queries over random collections of several
 * definitions, the engine and the reference evaluator (test/reference) must agree on the matching
 * set, the scores (to 1e-9 relative), the order, the totals and the windows, every aggregation
 * (reference-aggregations.ts; a third of the queries carry 1–4, every kind over every field kind), also after adds,
 * updates, removes and a snapshot round trip (the reference sees the final collection). Seed: ONEINDEX_SEED or random,
 * printed on failure with a shrunk repro.
 */
import { describe, expect, it } from "vitest";
import type { CheckedQuery } from "@oneindex/parser";
import type { DocumentDefinition } from "@oneindex/schema";
import { SearchIndex } from "../src/index.js";
import { DEFINITIONS } from "./reference/definitions.js";
import { compareResults, freshIndex, shrinkCollection, toJson } from "./reference/differential-harness.js";
import { randomCollection, randomDocument, randomIds } from "./reference/generate-documents.js";
import { QueryGenerator, queryContext } from "./reference/generate-query.js";
import { Random, runSeed } from "./reference/random.js";
import { ReferenceEvaluator, type PlainDocument } from "./reference/reference-evaluator.js";

const SEED = runSeed();
/** Collections per definition and scenario, and queries per collection: 4 × 3 × 4 × 100 = 4,800 queries. */
const ROUNDS = 4;
const SCENARIOS = ["fresh", "mutated", "mutated then saved and loaded"] as const;
const QUERIES_PER_ROUND = 100;
const MAX_REPORTED = 5;
const AGGREGATION_COVERAGE = [
  "terms over keyword",
  "terms over boolean",
  "histogram over integer",
  "histogram over number",
  "dateHistogram over date",
  ...["integer", "number", "date"].flatMap((kind) => [
    `range over ${kind}`,
    `stats over ${kind}`,
    `cardinality over ${kind}`,
    `stats over ${kind} in terms`,
    `cardinality over ${kind} in terms`,
  ]),
  "geoDistance over geoPoint",
];

interface Disagreement {
  readonly where: string;
  readonly query: CheckedQuery;
  readonly problems: readonly string[];
  readonly docs: readonly PlainDocument[];
  readonly history?: string;
}

/** A collection reached through adds, updates and removes; returns the index and the final documents. */
function mutatedCollection(
  r: Random,
  definition: DocumentDefinition,
  size: number,
): { index: SearchIndex; docs: PlainDocument[]; history: string } {
  const index = new SearchIndex(definition, r.chance(0.5) ? { compactMinDeleted: r.int(1, 8), compactRatio: 0.1 } : {});
  const ids = randomIds(r, definition, Math.round(size * 1.5));
  const live = new Map<string | number, PlainDocument>();
  const steps: string[] = [];
  const first = ids.slice(0, size).map((id) => randomDocument(r, definition, id));
  if (first.length > 0) index.add(first as never[]);
  for (const d of first) live.set(d[Object.keys(d).find((k) => definition.fields[k]?.kind === "id")!] as string | number, d);
  steps.push(`add ${first.length}`);
  const idOf = (d: PlainDocument) => d[Object.keys(definition.fields).find((k) => definition.fields[k]!.kind === "id")!] as string | number;
  const later = ids.slice(size).map((id) => randomDocument(r, definition, id));
  for (let step = 0; step < 4; step++) {
    const op = r.int(0, 2);
    if (op === 0 && later.length > 0) {
      const batch = later.splice(0, r.int(1, Math.max(1, later.length)));
      index.add(batch as never[]);
      for (const d of batch) live.set(idOf(d), d);
      steps.push(`add ${JSON.stringify(batch.map(idOf))}`);
    } else if (op === 1 && live.size > 2) {
      const victims = r.subset([...live.keys()], 1, Math.max(1, Math.floor(live.size / 3)));
      index.remove(victims);
      for (const id of victims) live.delete(id);
      steps.push(`remove ${JSON.stringify(victims)}`);
    } else if (live.size > 0) {
      const targets = r.subset([...live.keys()], 1, Math.max(1, Math.floor(live.size / 3)));
      const fresh = targets.map((id) => randomDocument(r, definition, id));
      index.update(fresh as never[]);
      for (const d of fresh) live.set(idOf(d), d);
      steps.push(`update ${JSON.stringify(targets)}`);
    }
  }
  return { index, docs: [...live.values()], history: steps.join("; ") };
}

function report(seed: number, list: readonly Disagreement[], total: number): string {
  const lines = [`${total} disagreement(s) between engine and reference; rerun with ONEINDEX_SEED=${seed}`];
  for (const d of list.slice(0, MAX_REPORTED)) {
    lines.push(`--- ${d.where}${d.history !== undefined ? ` (index built by: ${d.history})` : ""}`);
    for (const p of d.problems.slice(0, 6)) lines.push(`  ${p}`);
    lines.push(`  query: ${toJson(d.query)}`);
    lines.push(`  documents (${d.docs.length}): ${toJson(d.docs)}`);
  }
  return lines.join("\n");
}

describe("differential: engine vs reference evaluator", () => {
  it(`agrees on ${DEFINITIONS.length * SCENARIOS.length * ROUNDS * QUERIES_PER_ROUND} random queries (seed ${SEED})`, () => {
    const r = new Random(SEED);
    const disagreements: Disagreement[] = [];
    const covered = new Set<string>();
    let count = 0;
    let queries = 0;
    let nonEmpty = 0;
    for (const definition of DEFINITIONS) {
      for (const scenario of SCENARIOS) {
        for (let round = 0; round < ROUNDS; round++) {
          const size = r.chance(0.05) ? 0 : r.int(1, 70);
          let index: SearchIndex;
          let docs: PlainDocument[];
          let history: string | undefined;
          if (scenario === "fresh") {
            docs = randomCollection(r, definition, size);
            index = freshIndex(definition, docs);
          } else ({ index, docs, history } = mutatedCollection(r, definition, size));
          if (scenario === "mutated then saved and loaded") index = SearchIndex.load(definition, index.save());
          const reference = new ReferenceEvaluator(definition, docs);
          const generator = new QueryGenerator(r, queryContext(definition, docs));
          for (let i = 0; i < QUERIES_PER_ROUND; i++) {
            const query = generator.query();
            queries++;
            for (const agg of query.aggs ?? []) {
              covered.add(`${agg.type} over ${definition.fields[agg.field]!.kind}`);
              if (agg.type === "terms")
                for (const sub of agg.aggs) covered.add(`${sub.type} over ${definition.fields[sub.field]!.kind} in terms`);
            }
            const problems = compareResults(query, index, reference, i % 10 === 0);
            if (reference.search(query).total > 0) nonEmpty++;
            if (problems.length === 0) continue;
            count++;
            if (disagreements.length >= MAX_REPORTED) continue;
            // shrink: fresh index of fewer documents when that still disagrees, else the whole history
            const shrunk = shrinkCollection(definition, docs, query);
            disagreements.push({
              where: `${definition.name} ${scenario} round ${round} query ${i}`,
              query,
              problems:
                shrunk !== undefined
                  ? compareResults(query, freshIndex(definition, shrunk), new ReferenceEvaluator(definition, shrunk))
                  : problems,
              docs: shrunk ?? docs,
              ...(shrunk === undefined && history !== undefined ? { history } : {}),
            });
          }
        }
      }
    }
    expect(queries).toBe(DEFINITIONS.length * SCENARIOS.length * ROUNDS * QUERIES_PER_ROUND);
    expect(nonEmpty / queries).toBeGreaterThan(0.4); // the queries are not vacuous
    // Every aggregation kind over every field kind it allows (FIELD_USES), and metrics inside terms.
    expect([...covered].sort()).toEqual(expect.arrayContaining(AGGREGATION_COVERAGE));
    expect(count, report(SEED, disagreements, count)).toBe(0);
  });
});
