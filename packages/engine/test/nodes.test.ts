import { describe, expect, it } from "vitest";
import { SearchIndex } from "../src/index.js";
import { bm25, ids, Item, ITEMS, itemIndex } from "./helpers.js";

// title field: a "steel beams" (dl 2), b "steel steel pipes" (dl 3), c "copper wire" (dl 2); d has no title.
// N = 3, avgdl = 7/3.
const AVG = 7 / 3;

describe("term", () => {
  it("scores a text term with BM25 by hand", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "term", field: "title", value: "steel" } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["b", "a"]);
    // b: idf = ln(1 + (3 − 2 + 0.5)/(2 + 0.5)) = ln 1.6 = 0.470004; tf 2, dl 3:
    //    norm = 0.25 + 0.75 · 3 / 2.3333 = 1.214286; tf-norm = 2 / (2 + 1.2 · 1.214286) = 0.578512 → 0.271903
    expect(r.hits[0]!.score).toBeCloseTo(0.271903, 5);
    expect(r.hits[0]!.score).toBeCloseTo(bm25(3, 2, 2, 3, AVG), 12);
    // a: tf 1, dl 2: norm = 0.892857, tf-norm = 1 / 2.071429 = 0.482759 → 0.226898
    expect(r.hits[1]!.score).toBeCloseTo(0.226898, 5);
    expect(r.total).toEqual({ value: 2, relation: "eq" });
  });

  it("keyword terms are docs-only without norms: tf 1, length 1, avgdl = distinct values per doc", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "term", field: "tags", value: "metal" } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["a", "b"]);
    // N = 3 docs with tags, n = 2, avgdl = (2 + 1 + 1) / 3: ln 1.6 · 1 / (1 + 1.2 · (0.25 + 0.75 / (4/3))) = 0.470004 / 1.975
    expect(r.hits[0]!.score).toBeCloseTo(Math.log(1.6) / 1.975, 12);
    expect(r.hits[1]!.score).toBe(r.hits[0]!.score);
    // a repeated value does not raise tf
    index.update([{ id: "b", tags: ["metal", "metal"] }]);
    const again = index.search({ v: 1, query: { type: "term", field: "tags", value: "metal" } }, { detail: "full" });
    expect(again.hits[1]!.score).toBe(again.hits[0]!.score);
  });

  it("typed terms score their boost", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "term", field: "qty", value: 5, boost: 2 } }, { detail: "full" });
    expect(r.hits.map((h) => [h.id, h.score])).toEqual([["a", 2]]);
    expect(ids(index, { query: { type: "term", field: "ok", value: true } })).toEqual(["a", "d"]);
    expect(ids(index, { query: { type: "term", field: "day", value: "2024-02-01" } })).toEqual(["b"]);
    expect(ids(index, { query: { type: "term", field: "price", value: 7.5 } })).toEqual(["d"]);
    expect(ids(index, { query: { type: "term", field: "id", value: "c" } })).toEqual(["c"]);
  });

  it("a text value of several words is a phrase", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "term", field: "body", value: "steel beams" } })).toEqual(["a"]);
    expect(ids(index, { query: { type: "term", field: "body", value: "beams steel" } })).toEqual([]);
  });
});

describe("phrase", () => {
  it("exact phrase frequency scores as a term with Σidf", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "phrase", field: "title", terms: ["steel", "pipes"] } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["b"]);
    // Σidf = ln 1.6 + ln(1 + 2.5/1.5); pf 1, dl 3
    const sumIdf = Math.log(1.6) + Math.log(1 + 2.5 / 1.5);
    expect(r.hits[0]!.score).toBeCloseTo(sumIdf * (1 / (1 + 1.2 * (0.25 + (0.75 * 3) / AVG))), 12);
  });

  it("slop allows moves; pf = 1 / (1 + matchLength)", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "phrase", field: "body", terms: ["long", "beams"] } })).toEqual([]);
    const r = index.search({ v: 1, query: { type: "phrase", field: "body", terms: ["long", "beams"], slop: 1 } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["a"]);
    // body: a "long steel beams for bridges" (5), b "pipes" (1), c (6), d (6): N 4, avgdl 18/4. pf = 1/2.
    const sumIdf = 2 * Math.log(1 + 3.5 / 1.5);
    const norm = 0.25 + (0.75 * 5) / 4.5;
    expect(r.hits[0]!.score).toBeCloseTo((sumIdf * 0.5) / (0.5 + 1.2 * norm), 12);
    // reversed order needs slop 2 (a transposition costs 2, as in Lucene)
    expect(ids(index, { query: { type: "phrase", field: "body", terms: ["beams", "long"], slop: 2 } })).toEqual([]);
    expect(ids(index, { query: { type: "phrase", field: "body", terms: ["beams", "steel"], slop: 2 } })).toEqual(["a"]);
  });

  it("repeated terms need distinct positions", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "phrase", field: "title", terms: ["steel", "steel"] } })).toEqual(["b"]);
    expect(ids(index, { query: { type: "phrase", field: "title", terms: ["steel", "steel"], slop: 3 } })).toEqual(["b"]);
  });

  it("on keyword compares the joined terms", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "phrase", field: "tags", terms: ["metal"] } })).toEqual(["a", "b"]);
  });
});

describe("prefix, fuzzy, regex", () => {
  it("prefix is constant-scored and folded on text", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "prefix", field: "title", value: "ST", boost: 3 } }, { detail: "full" });
    expect(r.hits.map((h) => [h.id, h.score])).toEqual([
      ["a", 3],
      ["b", 3],
    ]);
    expect(ids(index, { query: { type: "prefix", field: "tags", value: "me" } })).toEqual(["a", "b"]);
    expect(ids(index, { query: { type: "prefix", field: "tags", value: "ME" } })).toEqual([]);
  });

  it("fuzzy blends df and scales by similarity", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "fuzzy", field: "title", value: "stel", maxEdits: 1 } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["b", "a"]);
    // expansion "steel", 1 edit, similarity 1 − 1/4 = 0.75; df 2
    expect(r.hits[0]!.score).toBeCloseTo(0.75 * bm25(3, 2, 2, 3, AVG), 12);
    // transpositions: "setel" is one edit with them, two without
    expect(ids(index, { query: { type: "fuzzy", field: "title", value: "setel", maxEdits: 1 } })).toEqual(["b", "a"]);
    expect(ids(index, { query: { type: "fuzzy", field: "title", value: "setel", maxEdits: 1, transpositions: false } })).toEqual([]);
    // prefixLength: the first letters must agree
    expect(ids(index, { query: { type: "fuzzy", field: "title", value: "xteel", maxEdits: 1, prefixLength: 1 } })).toEqual([]);
  });

  it("regex matches whole terms", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "regex", field: "title", pattern: "st.*" } })).toEqual(["a", "b"]);
    expect(ids(index, { query: { type: "regex", field: "title", pattern: "te" } })).toEqual([]);
    expect(ids(index, { query: { type: "regex", field: "tags", pattern: "(metal|light)" } })).toEqual(["a", "b", "c"]);
  });
});

describe("multiFieldTerm and text", () => {
  it("multiFieldTerm takes the best field", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "multiFieldTerm", fields: ["title", "body"], value: "copper" } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["c"]);
    const title = bm25(3, 1, 1, 2, AVG);
    const body = bm25(4, 1, 1, 6, 4.5);
    expect(r.hits[0]!.score).toBeCloseTo(Math.max(title, body), 12);
  });

  it("text sums per word its fields, each weighted by √(avgdl / the longest avgdl); and needs every word", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, query: { type: "text", text: "copper reel", fields: ["title", "body"] } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["c"]);
    // title avgdl 7/3, body 4.5 (the longest, weight 1): the title weighs √(7/3 / 4.5).
    const titleWeight = Math.sqrt(AVG / 4.5);
    const copper = titleWeight * bm25(3, 1, 1, 2, AVG) + bm25(4, 1, 1, 6, 4.5);
    const reel = bm25(4, 1, 1, 6, 4.5);
    expect(r.hits[0]!.score).toBeCloseTo(copper + reel, 12);
    // A field named twice counts once; one field alone weighs 1 (as `match`).
    const twice = index.search(
      { v: 1, query: { type: "text", text: "copper reel", fields: ["title", "body", "title"] } },
      { detail: "full" },
    );
    expect(twice.hits[0]!.score).toBe(r.hits[0]!.score);
    const titleOnly = index.search({ v: 1, query: { type: "text", text: "copper", fields: ["title"] } }, { detail: "full" });
    expect(titleOnly.hits[0]!.score).toBeCloseTo(bm25(3, 1, 1, 2, AVG), 12);
    // The explanation adds the same terms in the same order: the same float.
    const explained = index.search(
      { v: 1, query: { type: "text", text: "copper reel", fields: ["title", "body"] } },
      { detail: "full", explain: true },
    );
    expect(explained.hits[0]!.explanation?.value).toBe(r.hits[0]!.score);
    expect(ids(index, { query: { type: "text", text: "steel reel", operator: "and" } })).toEqual([]);
    expect(ids(index, { query: { type: "text", text: "steel reel", operator: "or" } }).sort()).toEqual(["a", "b", "c"]);
  });

  it("text takes the best field per word under the index option textFieldScoring: best-field", () => {
    const index = new SearchIndex(Item, { textFieldScoring: "best-field" });
    index.add(ITEMS);
    const r = index.search({ v: 1, query: { type: "text", text: "copper reel", fields: ["title", "body"] } }, { detail: "full" });
    const copper = Math.max(bm25(3, 1, 1, 2, AVG), bm25(4, 1, 1, 6, 4.5));
    expect(r.hits[0]!.score).toBeCloseTo(copper + bm25(4, 1, 1, 6, 4.5), 12);
    expect(() => new SearchIndex(Item, { textFieldScoring: "most-fields" as never })).toThrow(
      'SearchIndex option textFieldScoring must be "weighted-sum" or "best-field", not "most-fields"',
    );
  });
});

describe("range, exists, matchAll, bool", () => {
  it("range over numbers, dates, keywords", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "range", field: "price", gt: 5, lte: 10 } })).toEqual(["a", "d"]);
    expect(ids(index, { query: { type: "range", field: "day", gte: "2024-02-01" } })).toEqual(["b", "c"]);
    expect(ids(index, { query: { type: "range", field: "tags", gte: "li", lt: "metal" } })).toEqual(["c"]);
    expect(ids(index, { query: { type: "range", field: "qty", gte: 4 } })).toEqual(["a"]);
    expect(
      index.search({ v: 1, query: { type: "range", field: "price", gt: 0 } }, { detail: "full" }).hits.every((h) => h.score === 1),
    ).toBe(true);
  });

  it("exists", () => {
    const index = itemIndex();
    expect(ids(index, { query: { type: "exists", field: "title" } })).toEqual(["a", "b", "c"]);
    expect(ids(index, { query: { type: "exists", field: "at" } })).toEqual(["a", "b"]);
    expect(ids(index, { query: { type: "exists", field: "ok" } })).toEqual(["a", "b", "d"]);
  });

  it("matchAll and the empty query", () => {
    const index = itemIndex();
    expect(index.search({ v: 1, query: { type: "matchAll", boost: 2 } }, { detail: "full" }).hits.map((h) => h.score)).toEqual([
      2, 2, 2, 2,
    ]);
    expect(index.search({ v: 1 }, { detail: "full" }).hits.map((h) => [h.id, h.score])).toEqual([
      ["a", 1],
      ["b", 1],
      ["c", 1],
      ["d", 1],
    ]);
    expect(index.search({ v: 1, filter: "price > 6" }, { detail: "full" }).hits.map((h) => [h.id, h.score])).toEqual([
      ["a", 0],
      ["b", 0],
      ["d", 0],
    ]);
  });

  it("bool: must, should, mustNot, filter, minimumShouldMatch, boost", () => {
    const index = itemIndex();
    const steel = { type: "term", field: "title", value: "steel" };
    const pipes = { type: "term", field: "title", value: "pipes" };
    const r = index.search({ v: 1, query: { type: "bool", must: [steel], should: [pipes], boost: 2 } }, { detail: "full" });
    expect(r.hits.map((h) => h.id)).toEqual(["b", "a"]);
    expect(r.hits[0]!.score).toBeCloseTo(2 * (bm25(3, 2, 2, 3, AVG) + bm25(3, 1, 1, 3, AVG)), 12);
    expect(r.hits[1]!.score).toBeCloseTo(2 * bm25(3, 2, 1, 2, AVG), 12);
    expect(ids(index, { query: { type: "bool", must: [steel], mustNot: [pipes] } })).toEqual(["a"]);
    expect(ids(index, { query: { type: "bool", should: [steel, pipes], minimumShouldMatch: 2 } })).toEqual(["b"]);
    expect(ids(index, { query: { type: "bool", should: [steel, pipes], minimumShouldMatch: 3 } })).toEqual([]);
    const f = index.search({ v: 1, query: { type: "bool", filter: [steel], mustNot: [pipes] } }, { detail: "full" });
    expect(f.hits.map((h) => [h.id, h.score])).toEqual([["a", 0]]);
    expect(index.search({ v: 1, query: { type: "bool", boost: 3 } }, { detail: "full" }).hits.map((h) => h.score)).toEqual([3, 3, 3, 3]);
    expect(ids(index, { query: { type: "bool", mustNot: [steel] } })).toEqual(["c", "d"]);
  });
});

describe("functionScore", () => {
  it("multiplies the query score by the combined functions", () => {
    const index = itemIndex();
    const r = index.search(
      {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "term", field: "title", value: "steel" },
          functions: [
            { type: "fieldValueFactor", field: "price", factor: 0.5 },
            { type: "weight", weight: 3, filter: { type: "term", field: "ok", value: true } },
          ],
          scoreMode: "sum",
        },
      },
      { detail: "full" },
    );
    // a: qs · (0.5 · 10 + 3), b: qs · (0.5 · 20)
    const qa = bm25(3, 2, 1, 2, AVG);
    const qb = bm25(3, 2, 2, 3, AVG);
    expect(r.hits.map((h) => h.id)).toEqual(["b", "a"]);
    expect(r.hits[0]!.score).toBeCloseTo(qb * 10, 12);
    expect(r.hits[1]!.score).toBeCloseTo(qa * 8, 12);
  });

  it("decays over dates, geo points, and minScore drops", () => {
    const index = itemIndex();
    const r = index.search(
      {
        v: 1,
        query: {
          type: "functionScore",
          functions: [{ type: "gauss", field: "day", origin: "2024-01-01", scale: 31 }],
          boostMode: "replace",
        },
      },
      { detail: "full" },
    );
    const byId = Object.fromEntries(r.hits.map((h) => [h.id, h.score]));
    expect(byId["a"]).toBe(1);
    expect(byId["b"]).toBeCloseTo(0.5, 12); // 31 days = scale → decay
    expect(byId["d"]).toBe(1); // no value → 1
    const g = index.search(
      {
        v: 1,
        query: {
          type: "functionScore",
          functions: [{ type: "linear", field: "at", origin: { lat: 48.85, lng: 2.35 }, scale: 100 }],
          boostMode: "replace",
          minScore: 0.9,
        },
      },
      { detail: "full" },
    );
    expect(g.hits.map((h) => h.id)).toEqual(["a", "c", "d"]);
  });
});

describe("results", () => {
  it("sorts with missing last, pages, and breaks ties by id", () => {
    const index = itemIndex();
    expect(ids(index, { sort: [{ field: "ok", order: "asc" }] })).toEqual(["b", "a", "d", "c"]);
    expect(ids(index, { sort: [{ field: "ok", order: "desc" }] })).toEqual(["a", "d", "b", "c"]);
    expect(ids(index, { sort: [{ field: "day", order: "desc" }] })).toEqual(["c", "b", "a", "d"]);
    expect(ids(index, { sort: [{ field: "code", order: "asc" }] })).toEqual(["b", "c", "a", "d"]);
    expect(ids(index, { sort: [{ field: "code", order: "desc" }] })).toEqual(["a", "c", "b", "d"]);
    const page = index.search({ v: 1, sort: [{ field: "price", order: "asc" }], offset: 1, limit: 2 }, { detail: "full" });
    expect(page.hits.map((h) => h.id)).toEqual(["d", "a"]);
    expect(page.total).toEqual({ value: 4, relation: "eq" });
    expect(index.search({ v: 1, limit: 0 }, { detail: "full" }).hits).toEqual([]);
  });

  it("highlights matched terms of text nodes, not of mustNot", () => {
    const index = itemIndex();
    const r = index.search({ v: 1, q: "copper", highlight: { fields: ["body"], preTag: "[", postTag: "]" } }, { detail: "full" });
    expect(r.hits[0]!.highlights).toEqual({ body: ["thin [copper] wire on a reel"] });
    const n = index.search(
      {
        v: 1,
        query: {
          type: "bool",
          must: [{ type: "term", field: "body", value: "reel" }],
          mustNot: [{ type: "term", field: "body", value: "thin" }],
        },
        highlight: true,
      },
      { detail: "full" },
    );
    expect(n.hits).toEqual([]);
    const m = index.search(
      {
        v: 1,
        query: {
          type: "bool",
          must: [{ type: "term", field: "body", value: "reel" }],
          mustNot: [{ type: "term", field: "body", value: "steel" }],
        },
        highlight: true,
      },
      { detail: "full" },
    );
    expect(m.hits[0]!.highlights).toEqual({ body: ["thin copper wire on a <em>reel</em>"] });
  });

  it("explains a score as a readable tree whose value is the score", () => {
    const index = itemIndex();
    const r = index.parse({ v: 1, query: { type: "term", field: "title", value: "steel" } }, { detail: "full" }).execute({ explain: true });
    const e = r.hits[0]!.explanation!;
    expect(e.value).toBe(r.hits[0]!.score);
    expect(JSON.stringify(e)).toContain("weight(title:steel)");
    expect(JSON.stringify(e)).toContain("idf");
  });
});

describe("sloppy phrase frequency", () => {
  it("a repeated first term may sit on either side of its first occurrence", async () => {
    const { phraseFrequency } = await import("../src/query/terms/phrase-frequency.js");
    // phrase "a b a" (rel 0, 1, 2); doc: a@5 b@4 a@6. Through p = 6: a@5 for term 2 (r = 3), b@4 (r = 3): length 3.
    // Through p = 5: term 2 takes a@6 (r 4), b@4 (r 3): length 2. pf = 1/3 + 1/4 with slop ≥ 3.
    const a = Int32Array.of(5, 6);
    const b = Int32Array.of(4);
    expect(phraseFrequency([a, b, a], [0, 1, 2], [0, 1, 0], 3)).toBeCloseTo(1 / 3 + 1 / 4, 12);
    expect(phraseFrequency([a, b, a], [0, 1, 2], [0, 1, 0], 2)).toBeCloseTo(1 / 3, 12);
    expect(phraseFrequency([a, b, a], [0, 1, 2], [0, 1, 0], 1)).toBe(0);
  });

  it("handles long repetitive documents with long sloppy phrases (no position pair enumeration)", async () => {
    const { phraseFrequency } = await import("../src/query/terms/phrase-frequency.js");
    const the = Int32Array.from({ length: 300 }, (_, i) => 2 * i);
    const of = Int32Array.from({ length: 300 }, (_, i) => 2 * i + 1);
    const terms = Array.from({ length: 256 }, (_, i) => (i % 3 === 0 ? of : the));
    const groups = terms.map((t) => (t === of ? 1 : 0));
    const pf = phraseFrequency(
      terms,
      terms.map((_, i) => i),
      groups,
      1000,
    );
    expect(pf).toBeGreaterThan(0);
  });
});

describe("explanations", () => {
  it("list each applying function of a functionScore", () => {
    const index = itemIndex();
    const r = index.search(
      {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "term", field: "title", value: "steel" },
          functions: [
            { type: "gauss", field: "price", origin: 10, scale: 10 },
            { type: "weight", weight: 2, filter: { type: "term", field: "ok", value: true } },
          ],
          scoreMode: "sum",
        },
      },
      { detail: "full", explain: true },
    );
    const a = r.hits.find((h) => h.id === "a")!;
    expect(a.explanation!.value).toBe(a.score);
    const functions = a.explanation!.details[0]!.details[1]!; // root → functionScore → [query, functions]
    expect(functions.details.map((d) => d.description)).toEqual([
      "gauss decay of price from 10, scale 10, offset 0, decay 0.5",
      "weight 2 (filter matches)",
    ]);
    expect(functions.value).toBe(3); // gauss at the origin is 1, plus weight 2
  });
});

describe("counts and dynamic pruning", () => {
  it("countExactly false gives the same hits, and a gte total between 1,001 and the true count", async () => {
    const { SearchIndex } = await import("../src/index.js");
    const { Item } = await import("./helpers.js");
    const index = new SearchIndex(Item);
    const words = ["steel", "copper", "wire", "beam", "pipe", "reel", "bolt", "nut"];
    let x = 7;
    const next = () => (x = (x * 1103515245 + 12345) & 0x7fffffff);
    index.add(
      Array.from({ length: 3000 }, (_, i) => ({
        id: `d${String(i).padStart(4, "0")}`,
        title: Array.from({ length: 1 + (next() % 6) }, () => words[next() % words.length]).join(" "),
        body: words[next() % 3],
      })),
    );
    const disjunctions = [
      { type: "text", text: "steel copper bolt", fields: ["title", "body"] },
      { type: "text", text: "wire", fields: ["title", "body"] },
      {
        type: "bool",
        should: [
          { type: "term", field: "title", value: "nut" },
          { type: "term", field: "body", value: "steel", boost: 0.2 },
          { type: "term", field: "body", value: "wire", boost: 0.3 },
        ],
      },
    ];
    // Disjunctions of terms run term at a time: every posting is read, so the count is exact anyway.
    for (const q of disjunctions) {
      const exact = index.search({ v: 1, query: q, countExactly: true, limit: 20, offset: 5 }, { detail: "full" });
      const fast = index.search({ v: 1, query: q, limit: 20, offset: 5 }, { detail: "full" });
      expect(fast).toEqual(exact);
      expect(exact.total.value).toBeGreaterThan(1000);
      expect(index.parse({ v: 1, query: q }, { detail: "full" }).strategy).toBe("term-at-a-time");
      expect(
        index.parse({ v: 1, query: { type: "bool", must: [q], filter: [{ type: "range", field: "price", gte: 0 }] } }, { detail: "full" })
          .strategy,
      ).toBe("term-at-a-time");
    }
    // Under a filter that cannot test docs one by one (here a text node matching every doc) they run
    // doc at a time through the cursors, which prune (MaxScore) past 1,000.
    for (const d of disjunctions) {
      const q = { type: "bool", must: [d], filter: [{ type: "text", text: words.join(" "), fields: ["title", "body"] }] };
      expect(index.parse({ v: 1, query: q }, { detail: "full" }).strategy).toBe("doc-at-a-time");
      const exact = index.search({ v: 1, query: q, countExactly: true, limit: 20, offset: 5 }, { detail: "full" });
      const fast = index.search({ v: 1, query: q, limit: 20, offset: 5 }, { detail: "full" });
      expect(fast.hits.map((h) => [h.id, h.score])).toEqual(exact.hits.map((h) => [h.id, h.score]));
      expect(exact.total.relation).toBe("eq");
      expect(exact.total.value).toBeGreaterThan(1000);
      expect([JSON.stringify(q), fast.total]).toEqual([JSON.stringify(q), { value: fast.total.value, relation: "gte" }]);
      expect(fast.total.value).toBeGreaterThan(1000);
      expect(fast.total.value).toBeLessThanOrEqual(exact.total.value);
    }
    const count = index.search({ v: 1, limit: 0 }, { detail: "full" });
    expect(count.total).toEqual({ value: 1001, relation: "gte" });
    expect(index.search({ v: 1, limit: 0, countExactly: true }, { detail: "full" }).total).toEqual({ value: 3000, relation: "eq" });
    expect(index.search({ v: 1, filter: "price > 1000", limit: 0 }, { detail: "full" }).total).toEqual({ value: 0, relation: "eq" });
  });
});

describe("the total's relation", () => {
  it("is exact when pruning still counted every document of the index", async () => {
    const { SearchIndex } = await import("../src/index.js");
    const { Item } = await import("./helpers.js");
    const index = new SearchIndex(Item);
    index.add(Array.from({ length: 1500 }, (_, i) => ({ id: `d${i}`, title: "steel", body: "wire", price: i })));
    // A function score over every doc cannot skip any: the count passes 1,000 and reaches the whole index.
    const all = index.search({
      v: 1,
      query: { type: "functionScore", functions: [{ type: "linear", field: "price", origin: 0, scale: 100 }], boostMode: "replace" },
      limit: 5,
    });
    expect(all.total).toEqual({ value: 1500, relation: "eq" });
    expect(all.hits.map((h) => h.id)).toEqual(["d0", "d1", "d2", "d3", "d4"]);
    index.remove(["d0"]);
    const rest = index.search({
      v: 1,
      query: { type: "functionScore", functions: [{ type: "linear", field: "price", origin: 0, scale: 100 }], boostMode: "replace" },
      limit: 5,
    });
    expect(rest.total).toEqual({ value: 1499, relation: "eq" });
  });
});
