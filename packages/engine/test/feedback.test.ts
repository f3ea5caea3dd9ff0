// Pseudo-relevance feedback (SearchIndex.feedbackQuery): the rewrite it returns, its options' checks,
// and that it leaves a query without hits alone.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { SearchIndex } from "../src/index.js";

const Doc = defineDocument("Doc", { id: Field.id({ type: "integer" }), title: Field.text(), body: Field.text(), tag: Field.keyword() });
const docs = [
  { id: 1, title: "supersonic wing", body: "supersonic flow over a swept wing: shock waves and wave drag", tag: "a" },
  { id: 2, title: "wing flutter", body: "flutter of a swept wing at transonic speeds", tag: "a" },
  { id: 3, title: "boundary layers", body: "laminar boundary layer with heat transfer; wave drag is absent", tag: "b" },
  { id: 4, title: "shock waves", body: "shock waves in a supersonic nozzle and wave drag", tag: "b" },
  { id: 5, title: "heat", body: "heat conduction in slabs", tag: "b" },
];
const index = new SearchIndex(Doc);
index.add(docs);
const query = (node: QueryNode, extra: Partial<CheckedQuery> = {}): CheckedQuery => ({
  v: 1,
  query: node,
  limit: 10,
  offset: 0,
  countExactly: true,
  sort: [],
  ...extra,
});
const text = (t: string): QueryNode => ({ type: "text", text: t, fields: ["body"], operator: "or", boost: 1 });

describe("feedbackQuery", () => {
  it("adds weighted text nodes from the top hits' text under a bool whose must is the original query", () => {
    const q = query(text("supersonic wing"));
    const out = index.feedbackQuery(q, { fields: { body: 1, title: 0.5 }, docs: 2, terms: 3, weight: 0.5 });
    expect(out.query?.type).toBe("bool");
    const bool = out.query as Extract<QueryNode, { type: "bool" }>;
    expect(bool.must).toEqual([q.query]);
    expect(bool.minimumShouldMatch).toBe(0);
    // 3 words × 2 fields, each a one-field text node with a positive boost; body boosts are twice the title's.
    expect(bool.should).toHaveLength(6);
    const nodes = bool.should as Extract<QueryNode, { type: "text" }>[];
    for (let i = 0; i < nodes.length; i += 2) {
      expect(nodes[i]!.fields).toEqual(["body"]);
      expect(nodes[i + 1]!.fields).toEqual(["title"]);
      expect(nodes[i]!.boost).toBeCloseTo(2 * nodes[i + 1]!.boost, 12);
      expect(nodes[i]!.boost).toBeGreaterThan(0);
    }
    // The words come from the hits' text as written (surface forms, so they analyse to the same terms).
    const words = nodes.filter((_, i) => i % 2 === 0).map((n) => n.text);
    for (const w of words) expect(docs[0]!.body.includes(w) || docs[1]!.body.includes(w)).toBe(true);
  });

  it("keeps the matches, filter, limit and sort, and changes the order towards the feedback words", () => {
    const filter: QueryNode = { type: "term", field: "tag", value: { kind: "string", value: "b" }, boost: 1 };
    const q = query(text("supersonic wave"), { filter, limit: 3 });
    const out = index.feedbackQuery(q, { fields: { body: 1 } });
    expect(out.filter).toEqual(filter);
    expect(out.limit).toBe(3);
    const before = index.prepare(q).execute();
    const after = index.prepare(out).execute();
    expect(after.total).toEqual(before.total);
    expect(new Set(after.hits.map((h) => h.id))).toEqual(new Set(before.hits.map((h) => h.id)));
  });

  it("returns the query unchanged when nothing matches, when weight is 0, or when nothing scores", () => {
    const none = query(text("hypersonic"));
    expect(index.feedbackQuery(none, { fields: { body: 1 } })).toBe(none);
    const zero = query(text("wing"));
    expect(index.feedbackQuery(zero, { fields: { body: 1 }, weight: 0 })).toBe(zero);
    const filterOnly: CheckedQuery = { v: 1, filter: text("wing"), limit: 10, offset: 0, countExactly: false, sort: [] };
    expect(index.feedbackQuery(filterOnly, { fields: { body: 1 } })).toBe(filterOnly);
  });

  it("accepts a prepared query", () => {
    const prepared = index.parse({ v: 1, q: "wing" });
    const out = index.feedbackQuery(prepared, { fields: { body: 1 } });
    expect(index.prepare(out).execute().total.value).toBe(prepared.execute().total.value);
  });

  it("rejects bad options with a message naming the option", () => {
    const q = query(text("wing"));
    expect(() => index.feedbackQuery(q, { fields: {} })).toThrow(/at least one text field/);
    expect(() => index.feedbackQuery(q, { fields: { tag: 1 } })).toThrow(/"tag" is not one/);
    expect(() => index.feedbackQuery(q, { fields: { nope: 1 } })).toThrow(/"nope" is not one/);
    expect(() => index.feedbackQuery(q, { fields: { body: 0 } })).toThrow(/weight of "body"/);
    expect(() => index.feedbackQuery(q, { fields: { body: Number.NaN } })).toThrow(/weight of "body"/);
    expect(() => index.feedbackQuery(q, { fields: { body: 1 }, from: "tag" })).toThrow(/"from"/);
    expect(() => index.feedbackQuery(q, { fields: { body: 1 }, docs: 0 })).toThrow(/"docs"/);
    expect(() => index.feedbackQuery(q, { fields: { body: 1 }, terms: 1.5 })).toThrow(/"terms"/);
    expect(() => index.feedbackQuery(q, { fields: { body: 1 }, weight: 1 })).toThrow(/"weight"/);
  });
});

describe("text: a repeated word counts once", () => {
  it("scores `wing wing` as `wing`", () => {
    const once = index.prepare(query(text("wing"))).execute().hits;
    const twice = index.prepare(query(text("wing wings wing"))).execute().hits;
    expect(twice.map((h) => [h.id, h.score])).toEqual(once.map((h) => [h.id, h.score]));
  });
});
