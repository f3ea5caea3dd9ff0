import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { analyzerFor } from "../src/analysis/index.js";
import { NORM_OVERFLOW, PostingList, PostingPool, TermsPostings } from "../src/store/posting-pool.js";
import { TermField } from "../src/store/term-field.js";
import { SearchIndex } from "../src/index.js";
import { Random } from "./reference/random.js";

/** Every posting of a view as [doc, tf, positions] (and its norm byte when `norms`). */
function dump(list: PostingList, norms = false): (number | number[])[][] {
  const out: (number | number[])[][] = [];
  for (let i = 0; i < list.length; i++)
    out.push(
      norms ? [list.doc(i), list.tf(i), [...list.positionsOf(i)], list.norm(i)] : [list.doc(i), list.tf(i), [...list.positionsOf(i)]],
    );
  return out;
}

describe("posting pool", () => {
  it("keeps each term's postings apart while regions grow, move and grow in place", () => {
    const pool = new PostingPool(true);
    const expected: (number | number[])[][][] = [];
    const rng = new Random(7);
    for (let t = 0; t < 50; t++) {
      expect(pool.addTerm()).toBe(t);
      expected.push([]);
    }
    // Interleaved appends: most regions move to the end several times; the last one grows in place.
    for (let doc = 0; doc < 400; doc++) {
      for (let t = 0; t < 50; t++) {
        if (rng.int(0, t + 1) !== 0) continue;
        const tf = rng.int(1, 4);
        const positions = Uint32Array.from({ length: tf }, (_, k) => k * 150 + rng.int(0, 140));
        // Field lengths on both sides of the norm byte's overflow (255: "read the exact length").
        const length = tf + rng.int(0, 400);
        pool.appendPositions(t, doc, positions, 0, tf, length);
        expected[t]!.push([doc, tf, [...positions], Math.min(length, NORM_OVERFLOW)]);
      }
    }
    expect(pool.waste).toBeGreaterThan(0);
    const view = (t: number) => dump(new PostingList(pool, t), true);
    for (let t = 0; t < 50; t++) expect(view(t)).toEqual(expected[t]);
    pool.repack();
    expect(pool.waste).toBe(0);
    expect(pool.data.length).toBe(pool.used);
    for (let t = 0; t < 50; t++) expect(view(t)).toEqual(expected[t]);
    // After a repack every region is exactly full: the next posting moves it again.
    pool.appendPositions(3, 1000, Uint32Array.of(5, 9), 0, 2, 2);
    expect(view(3)).toEqual([...expected[3]!, [1000, 2, [5, 9], 2]]);
    for (let t = 0; t < 50; t++) if (t !== 3) expect(view(t)).toEqual(expected[t]);
  });

  it("decodes a list into columns: each posting's doc at the offset, its tf and norm byte from 0", () => {
    const text = new PostingPool(true);
    const keyword = new PostingPool(false);
    const rng = new Random(23);
    for (let t = 0; t < 8; t++) {
      text.addTerm();
      keyword.addTerm();
    }
    // Interleaved, so regions move; lengths on both sides of the norm byte's overflow.
    for (let doc = 0; doc < 600; doc++) {
      const t = rng.int(0, 8);
      const tf = rng.int(1, 5);
      text.appendPositions(
        t,
        doc,
        Uint32Array.from({ length: tf }, (_, k) => k * 3),
        0,
        tf,
        tf + rng.int(0, 400),
      );
      keyword.appendDoc(t, doc);
    }
    for (const pool of [text, keyword]) {
      for (let t = 0; t < 8; t++) {
        const list = new PostingList(pool, t);
        const at = 5;
        const docs = new Int32Array(at + list.length).fill(-1);
        // Dirty columns longer than the list: decode must write every slot it owns.
        const tfs = new Uint32Array(list.length + 3).fill(99);
        const norms = new Uint8Array(list.length + 3).fill(99);
        list.decode(docs, at, tfs, norms);
        expect(list.length).toBeGreaterThan(0);
        expect([...docs.subarray(0, at)]).toEqual([-1, -1, -1, -1, -1]);
        for (let i = 0; i < list.length; i++) {
          expect([docs[at + i], tfs[i], norms[i]]).toEqual([list.doc(i), list.tf(i), list.norm(i)]);
        }
      }
    }
  });

  it("reads a union's lists in place: each term's docs as its own list holds them", () => {
    const text = new PostingPool(true);
    const keyword = new PostingPool(false);
    const rng = new Random(29);
    for (let t = 0; t < 6; t++) {
      text.addTerm();
      keyword.addTerm();
    }
    for (let doc = 0; doc < 400; doc++) {
      const t = rng.int(0, 6);
      text.appendPositions(t, doc, Uint32Array.of(0), 0, 1, 1 + rng.int(0, 9));
      keyword.appendDoc(t, doc);
    }
    for (const pool of [text, keyword]) {
      const terms = [4, 0, 5, 2];
      const lists = new TermsPostings(pool, terms);
      expect(lists.count).toBe(terms.length);
      for (let j = 0; j < terms.length; j++) {
        const list = new PostingList(pool, terms[j]!);
        expect(lists.length(j)).toBe(list.length);
        // The term's docs, read in place from its region of the pool.
        const docs = Array.from({ length: lists.length(j) }, (_, i) => lists.data[lists.first(j) + i * lists.stride]!);
        expect(docs).toEqual(Array.from({ length: list.length }, (_, i) => list.doc(i)));
      }
    }
  });

  it("keeps docs only in keyword pools (tf 1) and seeks by galloping", () => {
    const pool = new PostingPool(false);
    const a = pool.addTerm();
    const b = pool.addTerm();
    for (let doc = 0; doc < 1000; doc++) pool.appendDoc(doc % 3 === 0 ? a : b, doc);
    const list = new PostingList(pool, a);
    expect(list.length).toBe(334);
    expect(list.tf(5)).toBe(1);
    expect(list.maxTf).toBe(1);
    expect(list.doc(list.seek(500, 0))).toBe(501);
    expect(list.seek(2000, 0)).toBe(list.length);
    expect(list.seek(0, 10)).toBe(10);
  });

  it("indexes many terms: every term's postings read back, and batches reclaim their room", () => {
    const field = new TermField(analyzerFor(Field.text({ analyzer: "standard" })), true);
    const words = Array.from({ length: 5000 }, (_, i) => `w${i}`);
    const rng = new Random(11);
    const docs: string[][] = [];
    for (let doc = 0; doc < 2000; doc++) {
      const values = [Array.from({ length: rng.int(1, 12) }, () => words[rng.int(0, words.length)]!).join(" ")];
      docs.push(values);
      field.add(doc, values);
    }
    field.endBatch();
    expect(field.pool.data.length).toBeLessThanOrEqual(Math.ceil(field.pool.live * 1.25) + 3);
    // Rebuild the expectation from the documents, in one pass: term → [doc, tf, positions] in doc order.
    const expected = new Map<string, [number, number, number[]][]>();
    for (const [doc, values] of docs.entries()) {
      const positions = new Map<string, number[]>();
      for (const [p, w] of values[0]!.split(" ").entries()) {
        const list = positions.get(w);
        if (list === undefined) positions.set(w, [p]);
        else list.push(p);
      }
      for (const [w, list] of positions) {
        const want = expected.get(w);
        if (want === undefined) expected.set(w, [[doc, list.length, list]]);
        else want.push([doc, list.length, list]);
      }
    }
    expect(field.dict.size).toBe(expected.size);
    for (const [term, t] of field.dict) {
      const want = expected.get(term) ?? [];
      expect(dump(field.postingsOf(t))).toEqual(want);
      expect(field.df[t]).toBe(want.length);
    }
  });

  it("answers the same after many small batches, deletes, compaction and a snapshot", () => {
    const Doc = defineDocument("PoolDoc", {
      id: Field.id(),
      body: Field.text({ analyzer: "standard" }),
      tags: Field.keyword({ array: true }),
    });
    const rng = new Random(3);
    const word = () => `t${rng.int(0, 300)}`;
    const index = new SearchIndex(Doc, { compactMinDeleted: 1_000_000 });
    const fresh = new SearchIndex(Doc);
    const live = new Map<string, { id: string; body: string; tags: string[] }>();
    for (let i = 0; i < 600; i++) {
      const doc = { id: `d${i}`, body: Array.from({ length: rng.int(1, 8) }, word).join(" "), tags: [word(), word()] };
      index.add([doc]);
      live.set(doc.id, doc);
      if (i % 7 === 3) {
        const id = `d${rng.int(0, i)}`;
        if (live.has(id)) {
          index.remove([id]);
          live.delete(id);
        }
      }
    }
    fresh.add([...live.values()]);
    const queries = [
      { v: 1, q: "t1 t2 t3", limit: 50 },
      { v: 1, query: { type: "phrase", field: "body", terms: ["t5", "t6"], slop: 4 }, limit: 50 },
      { v: 1, query: { type: "term", field: "tags", value: "t7" }, limit: 50 },
      { v: 1, query: { type: "prefix", field: "body", value: "t1" }, limit: 50 },
    ];
    const answers = (ix: SearchIndex<typeof Doc>) => JSON.stringify(queries.map((q) => ix.search(q, { detail: "full", explain: true })));
    const expected = answers(fresh);
    expect(answers(index)).toBe(expected);
    index.compact();
    expect(answers(index)).toBe(expected);
    expect(answers(SearchIndex.load(Doc, index.save()))).toBe(expected);
  });

  it("scores docs of any length exactly: norm bytes below 255 tokens, the exact length from 255 on", () => {
    const Doc = defineDocument("Doc", { id: Field.id(), body: Field.text({ analyzer: "standard" }) });
    const lengths = [1, 3, 200, 254, 255, 256, 300, 1000];
    const index = new SearchIndex(Doc);
    index.add(lengths.map((n, i) => ({ id: `d${i}`, body: ["x", ...Array.from({ length: n - 1 }, (_, k) => `f${k % 7}`)].join(" ") })));
    const avgdl = lengths.reduce((a, n) => a + n, 0) / lengths.length;
    const idf = Math.log(1 + (lengths.length - lengths.length + 0.5) / (lengths.length + 0.5));
    const want = new Map(lengths.map((n, i) => [`d${i}`, (idf * 1) / (1 + 1.2 * (1 - 0.75 + (0.75 * n) / avgdl))]));
    for (const [query, plus, strategy] of [
      [{ type: "term", field: "body", value: "x" }, 0, "term-at-a-time"],
      // A conjunction runs doc at a time through the cursors (exists adds its constant 1).
      [
        {
          type: "bool",
          must: [
            { type: "term", field: "body", value: "x" },
            { type: "exists", field: "body" },
          ],
        },
        1,
        "doc-at-a-time",
      ],
    ] as const) {
      expect(index.parse({ v: 1, query }, { detail: "full" }).strategy).toBe(strategy);
      const hits = index.search({ v: 1, query, limit: 20 }, { detail: "full" }).hits;
      expect(hits).toHaveLength(lengths.length);
      for (const h of hits) expect(h.score).toBeCloseTo(want.get(String(h.id))! + plus, 12);
    }
  });
});
