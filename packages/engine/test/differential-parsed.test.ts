/**
 * The differential test through the parser: random JSON requests from the parser's own generator
 * (packages/parser/test/support, every node kind including `strict`, `q` and `filter` strings) are
 * parsed with `parseQuery`; the engine's `search(args)` and `prepare(tree).execute()` must agree with
 * each other, and with the reference evaluator on the parsed tree.
 */
import { describe, expect, it } from "vitest";
import { parseQuery } from "@oneindex/parser";
import type { CheckedQuery } from "@oneindex/parser";
import { createRng } from "../../parser/test/support/random.js";
import { DOCUMENT_TYPES } from "../../parser/test/support/documents.js";
import { QueryGenerator as RequestGenerator } from "../../parser/test/support/generate-queries.js";
import { compareResults, freshIndex, toJson } from "./reference/differential-harness.js";
import { costError } from "./helpers.js";
import { KEYWORDS, WORDS, randomDocument, randomIds, type Vocabulary } from "./reference/generate-documents.js";
import { Random, runSeed } from "./reference/random.js";
import { ReferenceEvaluator } from "./reference/reference-evaluator.js";

const SEED = runSeed();
const REQUESTS_PER_TYPE = 250;
/** The parser generator's words (steel, beam, …) mixed with ours, so its queries match. */
const VOCABULARY: Vocabulary = {
  words: [
    "steel",
    "beam",
    "beams",
    "late",
    "delivery",
    "acme",
    "globex",
    "pipe",
    "pipes",
    "Zürich",
    "café",
    "o'neil",
    "x",
    "invoice",
    "paid",
    "rust",
    "stel",
    ...WORDS.slice(0, 20),
  ],
  keywords: ["acme", "globex", "steel", "beam", "x", "late", ...KEYWORDS],
};

describe("differential through the parser", () => {
  it(`agrees on ${DOCUMENT_TYPES.length * REQUESTS_PER_TYPE} parsed requests (seed ${SEED})`, () => {
    const r = new Random(SEED);
    const rng = createRng(SEED);
    const problems: string[] = [];
    let matched = 0;
    for (const definition of DOCUMENT_TYPES) {
      const docs = randomIds(r, definition, r.int(20, 60)).map((id) => randomDocument(r, definition, id, VOCABULARY));
      const index = freshIndex(definition, docs);
      const reference = new ReferenceEvaluator(definition, docs);
      const requests = new RequestGenerator(definition, rng);
      for (let i = 0; i < REQUESTS_PER_TYPE; i++) {
        const request = requests.document();
        // keep most windows inside the collection, so hits are compared, not only totals
        if (typeof request["offset"] === "number" && r.chance(0.8)) request["offset"] = r.int(0, 5);
        let tree: CheckedQuery;
        try {
          tree = parseQuery(definition, request, { detail: "full" });
        } catch (error) {
          problems.push(`${definition.name} request ${i} did not parse: ${(error as Error).message}\n  request: ${toJson(request)}`);
          continue;
        }
        if (reference.search(tree).total > 0) matched++;
        const found = compareResults(tree, index, reference);
        // An aggregation with too many buckets fails both ways alike (compareResults checked it against the reference).
        const hitsOf = (run: () => { hits: readonly { id: unknown; score: number }[] }) => {
          const error = costError(run);
          return error !== undefined ? `${error.code} ${error.path}` : run().hits.map((h) => [h.id, h.score]);
        };
        const viaSearch = hitsOf(() => index.search(request, { detail: "full" }));
        const viaPrepare = hitsOf(() => index.prepare(tree).execute());
        if (JSON.stringify(viaSearch) !== JSON.stringify(viaPrepare))
          found.push(`search(args) ${JSON.stringify(viaSearch)} differs from prepare(parseQuery(args)) ${JSON.stringify(viaPrepare)}`);
        if (found.length > 0 && problems.length < 5)
          problems.push(
            `${definition.name} request ${i}: ${found.slice(0, 4).join("; ")}\n  request: ${toJson(request)}\n  tree: ${toJson(tree)}\n  documents: ${toJson(docs)}`,
          );
      }
    }
    expect(matched).toBeGreaterThan(DOCUMENT_TYPES.length * REQUESTS_PER_TYPE * 0.3);
    expect(problems, `rerun with ONEINDEX_SEED=${SEED}\n${problems.join("\n")}`).toEqual([]);
  });
});
