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
import { loadOpenSearchSpec, unknownQueryNames } from "./support/opensearch-spec.js";

const QUERIES_PER_TYPE = 200;

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
        checked++;
      }
      for (const [kind] of generator.counts) kinds.add(kind);
    }
    expect(checked).toBeGreaterThanOrEqual(500);
    for (const kind of ["term", "phrase", "prefix", "fuzzy", "regex", "multiFieldTerm", "range", "exists", "bool", "matchAll", "text", "strict", "functionScore"]) {
      expect(kinds, `node kind ${kind} was generated`).toContain(kind);
    }
  });
});
