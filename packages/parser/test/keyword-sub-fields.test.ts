/** A text field's keyword sub-field (`name.keyword`): every form of a call reaches it, and the hints point to it. */
import type { DocumentDefinition } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseQuery, tryParseQuery } from "../src/index.js";
import { Catalog, Invoice, Place } from "./support/documents.js";

const problemsOf = (call: object, doc: DocumentDefinition = Place) => {
  const r = tryParseQuery(doc, { v: 1, ...call });
  if (r.ok) throw new Error("expected problems");
  return r.error.problems.map((p) => ({ path: p.path, code: p.code, suggestion: p.suggestion, message: p.message }));
};

describe("keyword sub-fields", () => {
  it("take term filters, in lists, sorting, terms and cardinality aggregations", () => {
    const parsed = parseQuery(Place, {
      v: 1,
      query: { type: "term", field: "name.keyword", value: "Café de Flore" },
      filter: 'name.keyword in ["Café de Flore", "Le Dôme"] and exists(name.keyword)',
      sort: [{ field: "name.keyword", order: "asc" }],
      aggs: { names: { type: "terms", field: "name.keyword" }, distinct: { type: "cardinality", field: "name.keyword" } },
    });
    expect(parsed.query).toMatchObject({ type: "term", field: "name.keyword", value: { kind: "string", value: "Café de Flore" } });
    expect(JSON.stringify(parsed.filter)).toContain('"field":"name.keyword"');
    expect(parsed.sort).toEqual([{ field: "name.keyword", order: "asc" }]);
    expect(parsed.aggs?.map((a) => [a.type, a.field])).toEqual([
      ["terms", "name.keyword"],
      ["cardinality", "name.keyword"],
    ]);
  });

  it("may name their aggregations, as Elasticsearch lets a name hold a dot", () => {
    const parsed = parseQuery(Place, { v: 1, aggs: { "name.keyword": { type: "terms", field: "name.keyword" } } });
    expect(parsed.aggs?.map((a) => a.name)).toEqual(["name.keyword"]);
    expect(problemsOf({ aggs: { ".x": { type: "terms", field: "name.keyword" } } })[0]).toMatchObject({ code: "bad-aggregation-name" });
  });

  it("are named in the strict language as field:value", () => {
    const parsed = parseQuery(Place, { v: 1, query: { type: "strict", query: 'name.keyword:"Le Dôme" cafe' } });
    expect(JSON.stringify(parsed.query)).toContain('"field":"name.keyword"');
  });

  it("do not take word search: the text field does", () => {
    expect(problemsOf({ query: { type: "text", text: "cafe", fields: ["name.keyword"] } })[0]).toMatchObject({ code: "wrong-field-kind" });
    expect(parseQuery(Place, { v: 1, query: { type: "text", text: "cafe", fields: ["name"] } }).query).toMatchObject({ type: "text" });
  });

  it("are what a terms aggregation, a sort or a keyword range on the text field is pointed to", () => {
    const [terms] = problemsOf({ aggs: { t: { type: "terms", field: "name" } } });
    expect(terms).toMatchObject({ path: "/aggs/t/field", code: "wrong-field-kind", suggestion: "name.keyword" });
    expect(terms!.message).toContain('use "name.keyword" for exact values, filters, sorting and counts; "name" matches words');
    expect(problemsOf({ sort: [{ field: "name", order: "asc" }] })[0]).toMatchObject({ suggestion: "name.keyword" });
    expect(problemsOf({ filter: 'name > "b"' })[0]).toMatchObject({ code: "wrong-field-kind", suggestion: "name.keyword" });
  });

  it("say so when a text field has none", () => {
    const [p] = problemsOf({ aggs: { t: { type: "terms", field: "notes.keyword" } } }, Invoice);
    expect(p).toMatchObject({ code: "unknown-field" });
    expect(p!.message).toContain('"notes" is a text field without a keyword sub-field');
  });

  it("cannot take stats, which are for numbers and dates; cardinality takes any keyword", () => {
    expect(problemsOf({ aggs: { s: { type: "stats", field: "name.keyword" } } })[0]).toMatchObject({ code: "wrong-field-kind" });
    expect(parseQuery(Catalog, { v: 1, aggs: { c: { type: "cardinality", field: "brand" } } }).aggs).toMatchObject([
      { type: "cardinality", field: "brand" },
    ]);
  });
});
