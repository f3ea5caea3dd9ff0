/**
 * The documents as given come back from their shapes and the field structures (issue 35: no copy
 * per document): every shape a document can take gives `get` the JSON copy of what was added, in
 * its key order, before and after deletes, compaction and a snapshot; each call gets a fresh object.
 */
import { defineDocument, Field } from "@oneindex/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";

const Doc = defineDocument("Doc", {
  id: Field.id(),
  title: Field.text(),
  tags: Field.keyword({ array: true }),
  words: Field.text({ array: true }),
  kind: Field.keyword({ sortable: true }),
  day: Field.date({ filterable: true }),
  n: Field.number({ filterable: true, array: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

const asJson = (doc: unknown) => JSON.stringify(doc);

/** A document of some of the fields, in a random key order, with nulls, empty arrays and single values on array fields. */
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
      },
      { requiredKeys: [] },
    )
    .chain((doc) =>
      fc.shuffledSubarray(Object.keys(doc), { minLength: Object.keys(doc).length }).map((order) => {
        const out: Record<string, unknown> = {};
        for (const key of [...order.slice(0, 1), "id", ...order.slice(1)]) out[key] = key === "id" ? id : doc[key as keyof typeof doc];
        return out;
      }),
    );

describe("documents as given", () => {
  it("come back as their JSON copy, in their key order, after deletes, compaction and a snapshot", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean()), { minLength: 1, maxLength: 30 }), (ids) => {
        const seen = new Set<number>();
        const specs = ids.filter(([n]) => !seen.has(n) && seen.add(n));
        const docs = specs.map(([n]) => fc.sample(documentArb(`d${n}`), { seed: n, numRuns: 1 })[0]!);
        const index = new SearchIndex(Doc, { compactMinDeleted: 1, compactRatio: 0.2 });
        index.add(docs);
        const expectAll = (target: SearchIndex<typeof Doc>) => {
          specs.forEach(([, removed], i) => {
            const id = docs[i]!["id"] as string;
            if (removed) expect(target.get(id)).toBeUndefined();
            else expect(asJson(target.get(id))).toBe(asJson(JSON.parse(JSON.stringify(docs[i]))));
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

  it("are a fresh object per call: changing one changes neither the index nor the next", () => {
    const index = new SearchIndex(Doc);
    index.add([{ id: "a", title: "steel beams", tags: ["x", "y"], kind: "b" }]);
    const first = index.get("a") as Record<string, unknown>;
    first["title"] = "changed";
    (first["tags"] as string[]).push("z");
    expect(index.get("a")).toEqual({ id: "a", title: "steel beams", tags: ["x", "y"], kind: "b" });
    expect(index.search({ v: 1, q: "steel" }).hits[0]!.document).toEqual({ id: "a", title: "steel beams", tags: ["x", "y"], kind: "b" });
    expect(index.search({ v: 1, q: "changed" }).hits).toEqual([]);
  });
});
