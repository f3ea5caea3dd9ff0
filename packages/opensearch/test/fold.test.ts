// Prefix and fuzzy values on text fields are not analysed by the cluster, so the translation folds
// them as the index's lowercase + asciifolding filters fold indexed terms. Expected spellings are
// those of Lucene's ASCIIFoldingFilter and LowerCaseFilter (per code point, no final-sigma rule).
import { describe, expect, it } from "vitest";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { toSearchRequest } from "../src/index.js";
import { Invoice } from "./support/definitions.js";

const body = (query: QueryNode) => toSearchRequest({ v: 1, query, limit: 10, offset: 0, countExactly: false, sort: [] } satisfies CheckedQuery, Invoice).query;

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
