/**
 * The documents the index keeps (issue 35): the frozen JSON copy `checkDocuments` made, shared by
 * `get` and hits, and what text and keyword values are read from. Every shape a document can take
 * comes back as the JSON copy of what was added, in its key order, before and after deletes,
 * compaction and a snapshot; nobody can change a kept document, and a caller changing its own
 * object changes nothing the index answers.
 */
import { defineDocument, Field, type InferDocument } from "@oneindex/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";

const Doc = defineDocument("Doc", {
  id: Field.id(),
  title: Field.text({ keyword: true }),
  tags: Field.keyword({ array: true }),
  words: Field.text({ array: true }),
  kind: Field.keyword({ sortable: true }),
  day: Field.date({ filterable: true }),
  n: Field.number({ filterable: true, array: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

const asJson = (doc: unknown) => JSON.stringify(doc);

/** A document of some of the fields, in a random key order, with nulls, empty arrays, single values on array fields and aliased arrays. */
const documentArb = (id: string) =>
  fc
    .record(
      {
        title: fc.oneof(fc.string(), fc.constant(null)),
        tags: fc.oneof(fc.array(fc.string(), { maxLength: 3 }), fc.string(), fc.constant(null)),
        words: fc.array(fc.string(), { maxLength: 3 }),
        kind: fc.constantFrom("a", "b", "", "é"),
        day: fc.constantFrom("2024-02-29", "2024-02-29T12:00:00.000Z", null),
        n: fc.oneof(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 2 }), fc.integer()),
        at: fc.constant({ lat: 1.5, lng: -2 }),
        raw: fc.jsonValue({ maxDepth: 2 }),
        alias: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .chain(({ alias, ...doc }) =>
      fc.shuffledSubarray(Object.keys(doc), { minLength: Object.keys(doc).length }).map((order) => {
        const out: Record<string, unknown> = {};
        for (const key of [...order.slice(0, 1), "id", ...order.slice(1)]) out[key] = key === "id" ? id : doc[key as keyof typeof doc];
        if (alias === true && Array.isArray(out["words"]) && "tags" in out) out["tags"] = out["words"];
        return out;
      }),
    );

describe("kept documents", () => {
  it("come back as their JSON copy, in their key order, after deletes, compaction and a snapshot", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean()), { minLength: 1, maxLength: 30 }), (ids) => {
        const seen = new Set<number>();
        const specs = ids.filter(([n]) => !seen.has(n) && seen.add(n));
        const docs = specs.map(([n]) => fc.sample(documentArb(`d${n}`), { seed: n, numRuns: 1 })[0]!);
        const index = new SearchIndex(Doc, { compactMinDeleted: 1, compactRatio: 0.2 });
        // Deliberately off the inferred type: single values on array fields (tags, n), which the engine takes.
        index.add(docs as unknown as InferDocument<typeof Doc>[]);
        const expectAll = (target: SearchIndex<typeof Doc>) => {
          specs.forEach(([, removed], i) => {
            const id = docs[i]!["id"] as string;
            if (removed) expect(target.get(id)).toBeUndefined();
            else {
              expect(asJson(target.get(id))).toBe(asJson(JSON.parse(JSON.stringify(docs[i]))));
              // The values search reads are the document's: each tag finds it.
              for (const tag of [(target.get(id) as { tags?: string | string[] | null }).tags ?? []].flat().filter((t) => t !== ""))
                expect(
                  target.search({ v: 1, query: { type: "term", field: "tags", value: tag }, limit: 1000 }).hits.map((h) => h.id),
                ).toContain(id);
            }
          });
        };
        const removed = specs.flatMap(([, gone], i) => (gone ? [docs[i]!["id"] as string] : []));
        if (removed.length > 0) index.remove(removed);
        expectAll(index);
        expectAll(SearchIndex.load(Doc, index.save()));
      }),
      { numRuns: 60 },
    );
  });

  it("are frozen and shared by get and hits; the caller's object and a kept one cannot change the index", () => {
    const index = new SearchIndex(Doc);
    const given = { id: "a", title: "steel beams", tags: ["x", "y"], kind: "b" };
    index.add([given, { id: "b", title: "wooden beams", tags: ["y"], kind: "a" }]);
    given.title = "changed";
    given.tags.push("z");
    const kept = index.get("a") as Record<string, unknown>;
    expect(Object.isFrozen(kept) && Object.isFrozen(kept["tags"])).toBe(true);
    expect(() => {
      kept["title"] = "changed";
    }).toThrow(TypeError);
    expect(() => {
      (kept["tags"] as string[]).push("z");
    }).toThrow(TypeError);
    const hit = index.search({ v: 1, q: "steel" }).hits[0]!;
    expect(hit.document).toBe(kept);
    expect(kept).toEqual({ id: "a", title: "steel beams", tags: ["x", "y"], kind: "b" });
    expect(index.search({ v: 1, q: "changed" }).hits).toEqual([]);
    expect(index.search({ v: 1, query: { type: "term", field: "tags", value: "z" } }).hits).toEqual([]);
    // A delete takes out the terms the index was given: y is left on b only.
    index.remove(["a"]);
    const y = index.search({
      v: 1,
      limit: 0,
      query: { type: "term", field: "tags", value: "y" },
      aggs: { t: { type: "terms", field: "tags" } },
    });
    expect(y.total.value).toBe(1);
    expect(y.aggregations!["t"]).toMatchObject({ buckets: [{ key: "y", count: 1 }] });
    expect(index.search({ v: 1, q: "beams", sort: [{ field: "kind", order: "asc" }] }).hits.map((h) => h.id)).toEqual(["b"]);
  });

  it("stay readable, and ties keep id order, when a large batch replaces the index's lists with exact-size copies", () => {
    const index = new SearchIndex(Doc);
    const batch = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `d${String(((from + i) * 7919) % 1000).padStart(3, "0")}`,
        tags: ["same"],
        words: ["steel"],
      }));
    index.add(batch(0, 40));
    const ties = () => index.search({ v: 1, limit: 1000, query: { type: "term", field: "tags", value: "same" } }).hits.map((h) => h.id);
    const first = ties(); // ranks the ids
    expect(first).toEqual([...first].sort());
    index.add(batch(40, 60)); // more than an eighth: the lists are copied
    const all = ties();
    expect(all).toHaveLength(100);
    expect(all).toEqual([...all].sort());
    for (const id of all) expect(index.get(id)).toMatchObject({ id, tags: ["same"], words: ["steel"] });
    const hit = index.search({ v: 1, q: "steel", limit: 1, highlight: { fields: ["words"] } }).hits[0]!;
    expect(hit.highlights).toEqual({ words: ["<em>steel</em>"] });
  });
});
