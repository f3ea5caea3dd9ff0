// A union of many terms' docs (prefix, regex, keyword range) is listed from the pool in place:
// sorted when the postings are few, through a bitmap of the doc space when they are many. Both
// paths, with deleted documents whose postings are still in the pool, against a naive filter.
import { describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex } from "../../src/index.js";
import { Random } from "../reference/random.js";

const Doc = defineDocument("Doc", { id: Field.id({ type: "integer" }), tag: Field.keyword({ array: true }), body: Field.text() });

/** A word of 1–4 letters of b, c, d and z: none is an English stop word or changes when stemmed. */
function word(random: Random): string {
  let s = "";
  const n = 1 + Math.floor(random.next() * 4);
  for (let i = 0; i < n; i++) s += "bcdz"[Math.floor(random.next() * 4)];
  return s;
}

describe("unionDocs", () => {
  it("lists the live docs holding any matched term, sorted and once each, on both paths", () => {
    for (const seed of [1, 2, 3]) {
      const random = new Random(seed);
      const docs = Array.from({ length: 300 + seed * 400 }, (_, id) => ({
        id,
        tag: Array.from({ length: Math.floor(random.next() * 4) }, () => word(random)),
        body: Array.from({ length: 1 + Math.floor(random.next() * 6) }, () => word(random)).join(" "),
      }));
      // Compaction off, so deleted docs' postings stay in the pool for the union to skip.
      const index = new SearchIndex(Doc, { compactRatio: 1, workBudget: Number.POSITIVE_INFINITY });
      index.add(docs);
      const toRemove = new Set(docs.filter(() => random.next() < 0.3).map((d) => d.id));
      // First with every doc live (no liveness is read then), then with the deleted ones in the pool.
      for (const removed of [new Set<number>(), toRemove]) {
        index.remove([...removed]);
        // "zzz" and "czd" match few docs (the sorted path), "b" and "" most (the bitmap path); as a
        // filter (listed docs) and as a scored query (the union run into the accumulators).
        for (const prefix of ["", "b", "bc", "czd", "zzz", "zzzz"]) {
          for (const field of ["tag", "body"] as const) {
            const expected = docs
              .filter((d) => !removed.has(d.id))
              .filter((d) => (field === "tag" ? d.tag : d.body.split(" ")).some((w) => w.startsWith(prefix)))
              .map((d) => d.id);
            const node = { type: "prefix", field, value: prefix };
            for (const where of ["filter", "query"] as const) {
              const hits = index.search({ v: 1, [where]: node, limit: 10_000, sort: [{ field: "id", order: "asc" }] });
              expect(
                hits.hits.map((h) => h.id),
                `seed ${seed}, ${where} ${field} ${JSON.stringify(prefix)}, ${removed.size} removed`,
              ).toEqual(expected);
            }
          }
        }
      }
    }
  });
});
