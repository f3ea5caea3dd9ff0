/**
 * The nulls option on generated documents: an OpenAI strict-mode call sends every optional
 * property, null when not given. With `nulls: "absent"` such a call parses to exactly the tree of
 * the same call without the nulls; by default every one of those nulls is reported.
 */
import { describe, expect, it } from "vitest";
import { fieldsFor } from "@oneindex/schema/internal";
import { parseQuery, tryParseQuery } from "../src/index.js";
import { DOCUMENT_TYPES } from "./support/documents.js";
import { nodesOf, QueryGenerator, type Json, type JsonRecord } from "./support/generate-queries.js";
import { createRng, runSeed } from "./support/random.js";

const SEED = runSeed();

const OPTIONAL: Readonly<Record<string, readonly string[]>> = {
  root: ["q", "query", "filter", "limit", "offset", "countExactly", "highlight", "sort"],
  highlight: ["fields", "preTag", "postTag", "fragmentSize", "fragments"],
  highlightWithoutFields: ["preTag", "postTag", "fragmentSize", "fragments"],
  term: ["boost"],
  phrase: ["slop", "boost"],
  prefix: ["boost"],
  fuzzy: ["maxEdits", "prefixLength", "transpositions", "boost"],
  regex: ["boost"],
  multiFieldTerm: ["boost"],
  range: ["gt", "gte", "lt", "lte"],
  exists: [],
  bool: ["must", "should", "mustNot", "filter", "minimumShouldMatch", "boost"],
  matchAll: ["boost"],
  text: ["fields", "operator", "boost"],
  strict: ["boost"],
  functionScore: ["query", "scoreMode", "boostMode", "maxBoost", "minScore"],
  weight: ["filter"],
  fieldValueFactor: ["factor", "modifier", "missing", "weight", "filter"],
  gauss: ["offset", "decay", "weight", "filter"],
  exp: ["offset", "decay", "weight", "filter"],
  linear: ["offset", "decay", "weight", "filter"],
};

/** Adds null for every optional property left out; returns how many were added. */
function fillNulls(document: JsonRecord, hasTextFields: boolean): number {
  let added = 0;
  const fill = (obj: JsonRecord, kind: string) => {
    for (const key of OPTIONAL[kind] ?? []) {
      if (!(key in obj)) {
        obj[key] = null;
        added++;
      }
    }
  };
  // Nodes and functions first (their slots are found by structure), then the root.
  for (const { node } of nodesOf(document)) {
    if (node["type"] === "functionScore" && Array.isArray(node["functions"])) {
      for (const fn of node["functions"] as Json[])
        if (fn !== null && typeof fn === "object" && !Array.isArray(fn)) fill(fn, String(fn["type"]));
    }
  }
  for (const { node } of nodesOf(document)) fill(node, String(node["type"]));
  const h = document["highlight"];
  // Without full-text fields the schema offers no highlight "fields" at all.
  if (h !== null && typeof h === "object" && !Array.isArray(h)) fill(h, hasTextFields ? "highlight" : "highlightWithoutFields");
  fill(document, "root");
  return added;
}

describe(`nulls on generated documents (seed ${SEED})`, () => {
  it('with nulls: "absent" a strict-mode call parses as the call without its nulls; by default each null is reported', () => {
    let checked = 0;
    for (const [n, doc] of DOCUMENT_TYPES.entries()) {
      const gen = new QueryGenerator(doc, createRng(SEED + 77 + n));
      for (let i = 0; i < 40; i++) {
        const original = gen.document();
        const filled = JSON.parse(JSON.stringify(original)) as JsonRecord;
        const added = fillNulls(filled, fieldsFor(doc, "fullText").length > 0);
        const where = `seed ${SEED}, ${doc.name} #${i}: ${JSON.stringify(filled)}`;
        expect(parseQuery(doc, JSON.stringify(filled), { nulls: "absent", detail: "full" }), where).toEqual(
          parseQuery(doc, original, { detail: "full" }),
        );
        const strict = tryParseQuery(doc, filled, { detail: "full" });
        expect(strict.ok, where).toBe(added === 0);
        if (!strict.ok) {
          expect(
            strict.error.problems.every((p) => p.code === "null-not-allowed"),
            where,
          ).toBe(true);
          expect(strict.error.problems.length + strict.error.omitted, where).toBe(added);
        }
        checked++;
      }
    }
    expect(checked).toBe(160);
  });
});
