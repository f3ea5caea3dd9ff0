import { describe, expect, it } from "vitest";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { defineDocument, Field } from "@oneindex/schema";
import { ReferenceEvaluator, type PlainDocument } from "./reference-evaluator.js";

// Expected scores below were computed by hand (a Python transcription of SEMANTICS.md's formulas),
// not by this evaluator.
const Note = defineDocument("Note", {
  key: Field.id(),
  text: Field.text(),
  label: Field.keyword({ array: true }),
  n: Field.integer({ array: true, filterable: true }),
  rank: Field.number({ filterable: true, sortable: true }),
});

const DOCS: PlainDocument[] = [
  { key: "k1", text: "fox dog", label: ["red"], n: [5], rank: 2 },
  { key: "k2", text: "fox fox dog dog cat", label: "red", n: [1, 9], rank: -1 },
  { key: "k3", text: "cat", label: "blue", rank: 2 },
  { key: "k4", text: "the", label: null, n: [] },
  { key: "k5", label: [""], n: 3, rank: 0.5 },
];

function run(node: QueryNode | undefined, extra: Partial<CheckedQuery> = {}, docs = DOCS) {
  const query: CheckedQuery = { v: 1, limit: 100, offset: 0, countExactly: true, sort: [], ...(node ? { query: node } : {}), ...extra };
  return new ReferenceEvaluator(Note, docs).search(query);
}
const scores = (r: ReturnType<typeof run>) => Object.fromEntries(r.all.map((h) => [h.id, h.score]));
const term = (field: string, value: string, boost = 1): QueryNode => ({ type: "term", field, value: { kind: "string", value }, boost });

describe("reference evaluator: BM25 by hand", () => {
  it("scores a text term with Lucene's BM25 (N counts only documents with a token)", () => {
    const s = scores(run(term("text", "fox")));
    expect(Object.keys(s)).toEqual(["k1", "k2"]);
    expect(s["k1"]).toBeCloseTo(0.23797652113708131, 14);
    expect(s["k2"]).toBeCloseTo(0.23573849742732822, 14);
    expect(scores(run(term("text", "cat")))["k3"]).toBeCloseTo(0.2870251170966325, 14);
  });

  it("multiplies by the boost and scores a two-word term as a phrase", () => {
    expect(scores(run(term("text", "fox", 2)))["k1"]).toBeCloseTo(2 * 0.23797652113708131, 14);
    const s = scores(run(term("text", "fox dog")));
    expect(Object.keys(s).sort()).toEqual(["k1", "k2"]);
    expect(s["k2"]).toBeCloseTo(0.3146467810850113, 14);
    expect(run(term("text", "the")).total).toBe(0);
  });

  it("scores keywords without length normalisation; the empty string is a value", () => {
    const s = scores(run(term("label", "red")));
    expect(s["k1"]).toBeCloseTo(0.31506690025452055, 14);
    expect(s["k2"]).toBeCloseTo(0.31506690025452055, 14);
    expect(run(term("label", "")).all.map((h) => h.id)).toEqual(["k5"]);
    expect(run({ type: "exists", field: "label" }).total).toBe(4);
    expect(run({ type: "exists", field: "n" }).total).toBe(3);
  });

  it("scores keyword arrays as Elasticsearch's docs-only, norm-less keyword: tf 1, avgdl = distinct values per doc", () => {
    const docs: PlainDocument[] = [
      { key: "x1", label: ["red", "red", "blue"] },
      { key: "x2", label: ["red"] },
      { key: "x3", label: ["green", "blue"] },
      { key: "x4", label: [] },
    ];
    const red = scores(run(term("label", "red"), {}, docs));
    expect(red["x1"]).toBeCloseTo(0.25543675502485635, 14); // two equal values count once
    expect(red["x2"]).toBeCloseTo(0.25543675502485635, 14); // no length normalisation between docs
    expect(scores(run(term("label", "green"), {}, docs))["x3"]).toBeCloseTo(0.5330593766368078, 14);
  });

  it("scores a string id as a keyword over every document", () => {
    expect(scores(run(term("key", "k3")))["k3"]).toBeCloseTo(0.6301338005090411, 14);
  });

  it("blends fuzzy expansions: the largest df, boost 1 − edits / min length", () => {
    const docs: PlainDocument[] = [
      { key: "a", text: "dog dog" },
      { key: "b", text: "dog" },
      { key: "c", text: "dig" },
      { key: "d", text: "dug cat" },
    ];
    const fuzzy: QueryNode = { type: "fuzzy", field: "text", value: "dog", maxEdits: 1, prefixLength: 0, transpositions: true, boost: 1 };
    const s = scores(run(fuzzy, {}, docs));
    expect(s["a"]).toBeCloseTo(0.39608410317711157, 14);
    expect(s["c"]).toBeCloseTo(0.2432095370385773, 14);
    expect(s["d"]).toBeCloseTo(0.18483924814931874, 14);
    const prefixed = scores(run({ ...fuzzy, prefixLength: 2 }, {}, docs));
    expect(Object.keys(prefixed).sort()).toEqual(["a", "b"]);
  });
});

describe("reference evaluator: bool, root and function scores", () => {
  const fox = term("text", "fox");
  const cat = term("text", "cat");

  it("needs one should clause without must/filter even when minimumShouldMatch is 0", () => {
    const r = run({ type: "bool", must: [], should: [fox, cat], mustNot: [], filter: [], minimumShouldMatch: 0, boost: 1 });
    expect(r.all.map((h) => h.id).sort()).toEqual(["k1", "k2", "k3"]);
  });

  it("matches everything with no clauses (score = boost) and the complement with only mustNot (score 0)", () => {
    const empty = run({ type: "bool", must: [], should: [], mustNot: [], filter: [], minimumShouldMatch: 0, boost: 3 });
    expect(empty.all.map((h) => h.score)).toEqual([3, 3, 3, 3, 3]);
    const not = run({ type: "bool", must: [], should: [], mustNot: [fox], filter: [], minimumShouldMatch: 0, boost: 3 });
    expect(not.all).toEqual([
      { id: "k3", score: 0 },
      { id: "k4", score: 0 },
      { id: "k5", score: 0 },
    ]);
  });

  it("adds q and query, never scores filter, and matches all with score 1 when nothing is given", () => {
    const both = scores(run(fox, { q: cat }));
    expect(Object.keys(both)).toEqual(["k2"]);
    expect(both["k2"]).toBeCloseTo(0.23573849742732822 + scores(run(cat))["k2"]!, 14);
    expect(run(undefined, { filter: fox }).all.map((h) => h.score)).toEqual([0, 0]);
    expect(run(undefined).all.map((h) => h.score)).toEqual([1, 1, 1, 1, 1]);
  });

  it("ignores scoreMode for one unfiltered function and uses missing only when given", () => {
    const fvf = { type: "fieldValueFactor", field: "n", factor: 2, modifier: "none", weight: 4 } as const;
    const base = {
      type: "functionScore",
      query: { type: "matchAll", boost: 1 },
      scoreMode: "avg",
      boostMode: "replace",
      maxBoost: Infinity,
    } as const;
    // one unfiltered function: 4 · (2 · min(n)); without a value it does not apply → 1
    expect(scores(run({ ...base, functions: [fvf] }))).toEqual({ k1: 40, k2: 8, k5: 24, k3: 1, k4: 1 });
    // with a filter, avg divides by the weight: 2 · min(n)
    const filtered = { ...fvf, filter: { type: "matchAll", boost: 1 } } as const;
    expect(scores(run({ ...base, functions: [filtered] }))["k1"]).toBe(10);
    // missing 0.5 applies to documents without a value; maxBoost caps
    expect(scores(run({ ...base, maxBoost: 30, functions: [{ ...fvf, missing: 0.5 }] }))).toEqual({ k1: 30, k2: 8, k5: 24, k3: 4, k4: 4 });
    // minScore drops
    expect(run({ ...base, minScore: 10, functions: [fvf] }).all.map((h) => h.id)).toEqual(["k1", "k5"]);
  });

  it("sorts by the keys, missing last in both directions, ties by id", () => {
    const asc = run(undefined, { sort: [{ field: "rank", order: "asc" }] });
    expect(asc.all.map((h) => h.id)).toEqual(["k2", "k5", "k1", "k3", "k4"]);
    const desc = run(undefined, { sort: [{ field: "rank", order: "desc" }] });
    expect(desc.all.map((h) => h.id)).toEqual(["k1", "k3", "k5", "k2", "k4"]);
    const byId = run(undefined, {
      sort: [
        { field: "rank", order: "desc" },
        { field: "key", order: "desc" },
      ],
    });
    expect(byId.all.map((h) => h.id)).toEqual(["k3", "k1", "k5", "k2", "k4"]);
  });

  it("windows after ordering", () => {
    const r = run(undefined, { sort: [{ field: "rank", order: "asc" }], offset: 1, limit: 2 });
    expect(r.window.map((h) => h.id)).toEqual(["k5", "k1"]);
    expect(r.total).toBe(5);
  });
});
