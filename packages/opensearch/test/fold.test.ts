// Prefix values on text fields are not analysed by the cluster, so the translation folds them as
// the index's lowercase + asciifolding filters fold indexed terms (fuzzy values on text fields go
// through `match`, which analyses them). Expected spellings are
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

describe("folding of prefix values on text fields", () => {
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
    expect(body({ type: "prefix", field: "notes", value, boost: 1 })).toEqual({
      prefix: { notes: { value: folded, rewrite: "constant_score" } },
    });
  });

  it("sends fuzzy values on text fields to match (analysed by the cluster), and leaves keyword values exact", () => {
    expect(
      body({ type: "fuzzy", field: "notes", value: "Straße beems", maxEdits: 1, prefixLength: 0, transpositions: true, boost: 1 }),
    ).toEqual({
      match: {
        notes: { query: "Straße beems", operator: "or", fuzziness: 1, prefix_length: 0, fuzzy_transpositions: true, max_expansions: 50 },
      },
    });
    expect(
      body({ type: "fuzzy", field: "customer", value: "Straße", maxEdits: 1, prefixLength: 0, transpositions: true, boost: 1 }),
    ).toMatchObject({ fuzzy: { customer: { value: "Straße" } } });
    expect(body({ type: "prefix", field: "customer", value: "Straße", boost: 1 })).toEqual({
      prefix: { customer: { value: "Straße", rewrite: "constant_score" } },
    });
  });
});
