/**
 * The streamed merge (term-at-a-time for text nodes and flat bools of them) folds runs of scored
 * postings; it must give the very floats the cursors give, including boosts at each level, terms
 * shared by several words, keyword fields without norms, and deleted docs.
 */
import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";
import { Random } from "../reference/random.js";

const Doc = defineDocument("Doc", { id: Field.id(), title: Field.text(), body: Field.text(), tags: Field.keyword({ array: true }) });
const WORDS = ["beam", "steel", "pipe", "copper", "valve", "bolt", "weld", "rivet"];

function collection(r: Random, deleteSome: boolean): SearchIndex<typeof Doc> {
  const ix = new SearchIndex(Doc);
  const text = (n: number) => Array.from({ length: n }, () => r.pick(WORDS)).join(" ");
  const docs = Array.from({ length: 400 }, (_, i) => ({
    id: `d${i}`,
    title: text(r.int(0, 3)),
    body: text(r.int(1, 300)),
    tags: [r.pick(WORDS), r.pick(WORDS)],
  }));
  ix.add(docs);
  if (deleteSome)
    ix.remove(
      r.subset(
        docs.map((d) => d.id),
        1,
        40,
      ),
    );
  return ix;
}

function both(ix: SearchIndex<typeof Doc>, query: object): [string[], string[]] {
  const page = (hits: readonly { id: string | number; score: number }[]) => hits.map((h) => `${h.id}:${h.score}`);
  const prepared = ix.parse(query);
  expect(prepared.strategy).toBe("term-at-a-time");
  const fast = page(prepared.execute().hits);
  return [fast, page(ix.parse(query).execute({ strategy: "doc-at-a-time" }).hits)];
}

describe("streamed merge", () => {
  // With deletions every leaf is read on its own; without, a word's two text fields are scored as they are merged.
  it.each([true, false])(
    "gives the cursors' exact scores for text nodes and flat bools of terms, with boosts (deletions: %s)",
    (deleteSome) => {
      const r = new Random(7);
      const ix = collection(r, deleteSome);
      const queries = [
        { v: 1, query: { type: "text", text: "beam", fields: ["title", "body"] }, limit: 20 },
        { v: 1, query: { type: "text", text: "beam steel beam", fields: ["title", "body"], boost: 1.7 }, limit: 20 },
        { v: 1, query: { type: "text", text: "copper valve bolt", fields: ["body"] }, limit: 50 },
        { v: 1, query: { type: "text", text: "rivet weld", fields: ["body", "title"] }, limit: 400 },
        {
          v: 1,
          query: {
            type: "bool",
            should: [
              { type: "term", field: "tags", value: "weld" },
              { type: "text", text: "weld rivet", fields: ["title", "body"], boost: 0.3 },
            ],
          },
          limit: 20,
        },
        {
          v: 1,
          query: {
            type: "bool",
            should: [
              { type: "text", text: "pipe", fields: ["body"], boost: 2 },
              { type: "text", text: "pipe", fields: ["title"], boost: 0.5 },
            ],
            boost: 3,
          },
          limit: 30,
        },
      ];
      for (const q of queries) {
        const [fast, slow] = both(ix, q);
        expect(fast.length).toBeGreaterThan(0);
        expect(fast).toEqual(slow);
      }
    },
  );

  it("grows its shared buffers mid-stream and keeps the runs already written", () => {
    // 3,000 docs with "beam" in both fields: the leaves alone pass the 4,096 slots buffers start with.
    const ix = new SearchIndex(Doc);
    ix.add(
      Array.from({ length: 3_000 }, (_, i) => ({
        id: `d${i}`,
        title: i % 7 === 0 ? "beam beam" : "beam",
        body: `beam ${"steel ".repeat(i % 13)}`,
        tags: ["beam"],
      })),
    );
    const [fast, slow] = both(ix, { v: 1, query: { type: "text", text: "beam steel", fields: ["title", "body"] }, limit: 25 });
    expect(fast).toHaveLength(25);
    expect(fast).toEqual(slow);
  });
});
