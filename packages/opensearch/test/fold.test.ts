// Prefix and fuzzy values on text fields are not analysed by the cluster, so the translation folds
// them as the index's lowercase + asciifolding filters fold indexed terms. Expected spellings are
// those of Lucene's ASCIIFoldingFilter and LowerCaseFilter (per code point, no final-sigma rule).
import { describe, expect, it } from "vitest";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { toSearchRequest } from "../src/index.js";
import { hasDataSet } from "@oneindex/testdata";
import { Invoice } from "./support/definitions.js";
import { loadOpenSearchSpec } from "./support/opensearch-spec.js";

const spec = hasDataSet("opensearch-api-spec") ? loadOpenSearchSpec() : undefined;

/** The translated query, after checking the whole body against the official specification. */
function body(query: QueryNode) {
  const request = toSearchRequest({ v: 1, query, limit: 10, offset: 0, countExactly: false, sort: [] } satisfies CheckedQuery, Invoice);
  if (spec !== undefined) expect(spec.searchBody(request), spec.errorsOf(spec.searchBody)).toBe(true);
  return request.query;
}

describe("folding of prefix and fuzzy values on text fields", () => {
  it.each([
    ["Øster", "oster"],
    ["Straße", "strasse"],
    ["Æther", "aether"],
    ["Łódź", "lodz"],
    ["Þórr", "thorr"],
    ["ΟΔΟΣ", "οδοσ"],
    ["Crème", "creme"],
    ["ﬁne", "fine"],
  ])("prefix %s is sent as %s", (value, folded) => {
    expect(body({ type: "prefix", field: "notes", value, boost: 1 })).toEqual({ prefix: { notes: { value: folded, rewrite: "constant_score" } } });
  });

  it("folds fuzzy values too, and leaves keyword values exact", () => {
    expect(body({ type: "fuzzy", field: "notes", value: "Straße", maxEdits: 1, prefixLength: 0, transpositions: true, boost: 1 })).toMatchObject({ fuzzy: { notes: { value: "strasse" } } });
    expect(body({ type: "prefix", field: "customer", value: "Straße", boost: 1 })).toEqual({ prefix: { customer: { value: "Straße", rewrite: "constant_score" } } });
  });
});
