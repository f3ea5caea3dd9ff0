// Every request body and index definition this package produces for the parser's random query
// generator (every node kind, several definitions) is accepted by the official OpenSearch API
// specification. The seed is printed on failure (replay with ONEINDEX_SEED).
import { describe, expect, it } from "vitest";
import { parseQuery } from "@oneindex/parser";
import { hasDataSet } from "@oneindex/testdata";
import { mappingFor, toSearchRequest } from "../src/index.js";
import { DOCUMENT_TYPES } from "../../parser/test/support/documents.js";
import { QueryGenerator } from "../../parser/test/support/generate-queries.js";
import { createRng, runSeed } from "../../parser/test/support/random.js";
import { loadOpenSearchSpec, unknownAggregationParts, unknownQueryNames } from "./support/opensearch-spec.js";
import { aggregationMakers } from "./support/generate-aggs.js";

const QUERIES_PER_TYPE = 200;
const AGGS_PER_FIELD = 40;

const present = hasDataSet("opensearch-api-spec");

describe.runIf(present)("the OpenSearch API specification accepts", () => {
  // A skipped describe still runs its body to collect the tests: load only when the data set is there.
  const spec = (present ? loadOpenSearchSpec() : undefined)!;
  const seed = runSeed();

  it("every index definition", () => {
    for (const doc of DOCUMENT_TYPES) {
      expect(spec.indexBody(mappingFor(doc)), `${doc.name}: ${spec.errorsOf(spec.indexBody)}`).toBe(true);
    }
  });

  it(`every search body for random queries of every node kind (seed ${seed})`, () => {
    const rng = createRng(seed);
    const kinds = new Set<string>();
    let checked = 0;
    for (const doc of DOCUMENT_TYPES) {
      const generator = new QueryGenerator(doc, rng);
      for (let i = 0; i < QUERIES_PER_TYPE; i++) {
        // Every other document is rooted in a function score, so every function and mode is covered.
        const document = i % 2 === 0 ? generator.document() : generator.document(generator.node(0, "functionScore"));
        const body = toSearchRequest(parseQuery(doc, document, { detail: "full" }), doc);
        const where = `seed ${seed}, ${doc.name} #${i}: ${JSON.stringify(document)}\n→ ${JSON.stringify(body)}`;
        expect(spec.searchBody(body), `${where}\n${spec.errorsOf(spec.searchBody)}`).toBe(true);
        expect(unknownQueryNames(body, spec.queryNames), where).toEqual([]);
        expect(unknownAggregationParts(body.aggs as Record<string, unknown> | undefined, spec.aggregationProperties), where).toEqual([]);
        checked++;
      }
      for (const [kind] of generator.counts) kinds.add(kind);
    }
    expect(checked).toBeGreaterThanOrEqual(500);
    for (const kind of [
      "term",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range",
      "exists",
      "bool",
      "matchAll",
      "text",
      "strict",
      "functionScore",
    ]) {
      expect(kinds, `node kind ${kind} was generated`).toContain(kind);
    }
  });

  it(`every search body with aggregations of every kind over every field it takes (seed ${seed})`, () => {
    const rng = createRng(seed);
    const covered = new Map<string, Set<string>>();
    for (const doc of DOCUMENT_TYPES) {
      const generator = new QueryGenerator(doc, rng);
      for (const { kind, fields, make } of aggregationMakers(doc)) {
        for (const field of fields) {
          for (let i = 0; i < AGGS_PER_FIELD; i++) {
            const aggs: Record<string, unknown> = { a: make(rng, field) };
            // A second aggregation of another kind beside it, now and then.
            if (rng.chance(0.3)) {
              const other = rng.pick(aggregationMakers(doc).filter((m) => m.fields.length > 0));
              aggs["b"] = other.make(rng, rng.pick(other.fields));
            }
            const document = { ...generator.document(), limit: rng.pick([0, 10]), aggs };
            const query = parseQuery(doc, document, { detail: "full" });
            const body = toSearchRequest(query, doc);
            const where = `seed ${seed}, ${doc.name}: ${JSON.stringify(document)}\n→ ${JSON.stringify(body)}`;
            expect(spec.searchBody(body), `${where}\n${spec.errorsOf(spec.searchBody)}`).toBe(true);
            expect(unknownAggregationParts(body.aggs as Record<string, unknown>, spec.aggregationProperties), where).toEqual([]);
            const kindOf =
              doc.fields[field]!.kind === "integer" || doc.fields[field]!.kind === "number" ? "numeric" : doc.fields[field]!.kind;
            if (!covered.has(kind)) covered.set(kind, new Set());
            covered.get(kind)!.add(kindOf);
          }
        }
      }
    }
    // Every kind over every field kind it allows, for some definition.
    const expected: Record<string, string[]> = {
      terms: ["keyword", "boolean"],
      histogram: ["numeric"],
      dateHistogram: ["date"],
      range: ["numeric", "date"],
      stats: ["numeric", "date"],
      cardinality: ["numeric", "date"],
      geoDistance: ["geoPoint"],
    };
    for (const [kind, fieldKinds] of Object.entries(expected)) {
      for (const fieldKind of fieldKinds) expect(covered.get(kind), `${kind} over a ${fieldKind} field was generated`).toContain(fieldKind);
    }
  });
});
