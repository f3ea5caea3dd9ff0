// A text field with a keyword sub-field (`airport` and `airport.keyword`): words through the text
// field, exact values, sorting, terms and cardinality through the sub-field; its values held once;
// deletes, compaction and snapshots keep both structures right.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex } from "../src/index.js";
import { costError } from "./helpers.js";

const Strike = defineDocument("Strike", {
  id: Field.id({ type: "integer" }),
  airport: Field.text({ keyword: true }),
  species: Field.text({ keyword: true, array: true }),
});

const AIRPORTS = ["CHICAGO O'HARE INTL ARPT", "DENVER INTL AIRPORT", "CHICAGO MIDWAY INTL", "SACRAMENTO INTL"];
function strikes(n: number): SearchIndex<typeof Strike> {
  const index = new SearchIndex(Strike);
  index.add(
    Array.from({ length: n }, (_, i) => ({
      id: i,
      airport: AIRPORTS[i % AIRPORTS.length]!,
      species: i % 5 === 0 ? ["Gulls", "Barn swallow"] : ["Gulls"],
    })),
  );
  return index;
}

const ids = (r: { hits: readonly { id: string | number }[] }) => r.hits.map((h) => h.id);
type Buckets = { buckets: { key: string; count: number }[] };

describe("keyword sub-fields", () => {
  const index = strikes(40);

  it("find words through the text field and exact values through the sub-field", () => {
    expect(index.search({ v: 1, q: "chicago", countExactly: true }).total).toEqual({ value: 20, relation: "eq" });
    const exact = index.search({
      v: 1,
      filter: { type: "term", field: "airport.keyword", value: "CHICAGO O'HARE INTL ARPT" },
      countExactly: true,
    });
    expect(exact.total.value).toBe(10);
    // A word is not a value: the keyword sub-field matches whole values only.
    expect(index.search({ v: 1, filter: { type: "term", field: "airport.keyword", value: "chicago" } }).hits).toEqual([]);
    expect(
      index.search({ v: 1, filter: 'airport.keyword in ["DENVER INTL AIRPORT", "SACRAMENTO INTL"]', countExactly: true }).total.value,
    ).toBe(20);
    expect(
      index.search({ v: 1, query: { type: "prefix", field: "airport.keyword", value: "CHICAGO M" }, countExactly: true }).total.value,
    ).toBe(10);
  });

  it("sort by the sub-field, and count its values with terms and cardinality", () => {
    const sorted = index.search({ v: 1, sort: [{ field: "airport.keyword", order: "asc" }], limit: 1 });
    expect(sorted.hits[0]!.document.airport).toBe("CHICAGO MIDWAY INTL");
    const r = index.search({
      v: 1,
      q: "chicago",
      aggs: {
        airports: { type: "terms", field: "airport.keyword" },
        distinct: { type: "cardinality", field: "airport.keyword" },
        species: { type: "terms", field: "species.keyword" },
        distinctSpecies: { type: "cardinality", field: "species.keyword" },
      },
    });
    expect((r.aggregations!["airports"] as Buckets).buckets).toEqual([
      { key: "CHICAGO MIDWAY INTL", count: 10 },
      { key: "CHICAGO O'HARE INTL ARPT", count: 10 },
    ]);
    expect(r.aggregations!["distinct"]).toEqual({ value: 2, relation: "eq" });
    expect((r.aggregations!["species"] as Buckets).buckets).toEqual([
      { key: "Gulls", count: 20 },
      { key: "Barn swallow", count: 4 },
    ]);
    expect(r.aggregations!["distinctSpecies"]).toEqual({ value: 2, relation: "eq" });
  });

  it("charge cardinality's distinct values to the work budget", () => {
    const docs = Array.from({ length: 3000 }, (_, i) => ({ id: i, airport: `airport ${i}` }));
    const args = { v: 1, limit: 0, aggs: { n: { type: "cardinality", field: "airport.keyword" } } };
    const tight = new SearchIndex(Strike, { workBudget: 30_000 });
    tight.add(docs);
    // 3,000 distinct values × 16 units: the values run out before the walk's 3,000 × 4.
    const error = costError(() => tight.search(args));
    expect(error?.problems[0]).toMatchObject({ path: "/aggs/n", kind: "bucket" });
    const roomy = new SearchIndex(Strike);
    roomy.add(docs);
    expect(roomy.search(args).aggregations!["n"]).toEqual({ value: 3000, relation: "eq" });
  });

  it("keep both structures right through deletes, compaction and a snapshot", () => {
    const changed = strikes(40);
    changed.remove([0, 4, 8]);
    const oHare = { v: 1, filter: { type: "term", field: "airport.keyword", value: "CHICAGO O'HARE INTL ARPT" }, countExactly: true };
    expect(changed.search(oHare).total.value).toBe(7);
    expect(changed.search({ v: 1, q: "chicago", countExactly: true }).total.value).toBe(17);
    const loaded = SearchIndex.load(Strike, changed.save());
    expect(loaded.search(oHare).total.value).toBe(7);
    expect(ids(loaded.search({ ...oHare, sort: [{ field: "id", order: "asc" }], limit: 3 }))).toEqual([12, 16, 20]);
    expect(loaded.search({ v: 1, aggs: { d: { type: "cardinality", field: "airport.keyword" } } }).aggregations!["d"]).toEqual({
      value: 4,
      relation: "eq",
    });
    changed.compact();
    expect(changed.search(oHare).total.value).toBe(7);
    expect(changed.search({ v: 1, q: "chicago", countExactly: true }).total.value).toBe(17);
  });

  it("refuse a document that gives the sub-field itself", () => {
    expect(() => new SearchIndex(Strike).add([{ id: 1, "airport.keyword": "X" } as never])).toThrow(
      /\/airport\.keyword: the definition has no such field/,
    );
  });
});
