import { describe, expect, it } from "vitest";
import { DocumentError, SearchIndex } from "../src/index.js";
import { ITEMS, Item, ids, itemIndex } from "./helpers.js";

function rejection(f: () => void): DocumentError {
  try {
    f();
  } catch (error) {
    if (error instanceof DocumentError) return error;
    throw error;
  }
  throw new Error("expected a DocumentError");
}

const PROBE = [
  { v: 1, q: "steel copper wire" },
  { v: 1, query: { type: "fuzzy", field: "title", value: "stel" } },
  { v: 1, filter: "price > 1", sort: [{ field: "price", order: "desc" }] },
] as const;

function fingerprint(index: SearchIndex<typeof Item>): string {
  return JSON.stringify([index.size, ...PROBE.map((p) => index.search(p, { detail: "full" }))]);
}

describe("document validation", () => {
  it("names document, field, expected and found for every problem", () => {
    const index = new SearchIndex(Item);
    const e = rejection(() =>
      index.add([
        { id: "ok" },
        { id: "p", price: "10" },
        { id: "q", qty: [1.5] },
        { id: "r", day: "2024-02-30" },
        { id: "s", price: Infinity },
        { id: "t", qty: 2 ** 60 },
        { id: "u", title: ["x"] },
        { id: "v", colour: "red" },
        { id: "w", at: { lat: 91, lng: 0 } },
        { title: "no id" },
        { id: "ok" },
        "not a doc",
      ] as never),
    );
    expect(e.problems.map((p) => [p.index, p.code, p.path])).toEqual([
      [1, "wrong-type", "/price"],
      [2, "wrong-type", "/qty/0"],
      [3, "invalid-date", "/day"],
      [4, "not-finite", "/price"],
      [5, "unsafe-integer", "/qty"],
      [6, "not-an-array-field", "/title"],
      [7, "unknown-field", "/colour"],
      [8, "invalid-geo-point", "/at"],
      [9, "missing-id", "/id"],
      [10, "duplicate-id", ""],
      [11, "not-an-object", ""],
    ]);
    expect(e.problems[0]!.message).toBe('document 1 (id "p"), field /price: expected a number, found the string "10"');
    expect(e.problems[2]!.message).toContain("day 30 does not exist in 2024-02");
    expect(index.size).toBe(0);
  });

  it("accepts Date objects and null as missing", () => {
    const index = new SearchIndex(Item);
    index.add([{ id: "x", day: new Date("2024-02-01T00:00:00Z"), price: null }]);
    expect(
      index.search({ v: 1, query: { type: "term", field: "day", value: "2024-02-01" } }, { detail: "full" }).hits.map((h) => h.id),
    ).toEqual(["x"]);
    expect(index.search({ v: 1, query: { type: "exists", field: "price" } }, { detail: "full" }).hits).toEqual([]);
    expect(rejection(() => index.add([{ id: "y", day: new Date(NaN) }])).code).toBe("invalid-date");
  });

  it("a rejected batch leaves the index exactly as it was", () => {
    const index = itemIndex();
    const before = fingerprint(index);
    const snapshot = index.save();
    expect(
      rejection(() =>
        index.add([
          { id: "new", title: "steel" },
          { id: "a", title: "again" },
        ]),
      ).code,
    ).toBe("id-exists");
    expect(rejection(() => index.add([{ id: "new2", title: "steel" }, { id: "bad", price: "x" } as never])).code).toBe("wrong-type");
    expect(rejection(() => index.update([{ id: "a", title: "changed" }, { id: "zzz" }])).code).toBe("id-not-found");
    expect(rejection(() => index.remove(["a", "zzz"])).code).toBe("id-not-found");
    expect(rejection(() => index.remove(["a", "a"])).code).toBe("duplicate-id");
    expect(fingerprint(index)).toBe(before);
    expect(index.save()).toEqual(snapshot);
  });

  it("get returns the document as given, as a copy of plain JSON data", () => {
    const index = itemIndex();
    expect(index.get("c")).toStrictEqual(ITEMS[2]);
    expect(index.get("c")).not.toBe(ITEMS[2]);
    expect(index.get("nope")).toBeUndefined();
  });
});

describe("deletes and updates keep statistics right", () => {
  it("scores after remove and update equal those of an index that never had the old documents", () => {
    const index = itemIndex();
    index.remove(["c"]);
    index.update([{ id: "a", title: "steel steel steel", body: "copper" }]);
    const fresh = new SearchIndex(Item);
    fresh.add([ITEMS[1]!, ITEMS[3]!, { id: "a", title: "steel steel steel", body: "copper" }]);
    expect(fingerprint(index)).toBe(fingerprint(fresh));
    expect(index.size).toBe(3);
    expect(index.get("c")).toBeUndefined();
  });

  it("compaction renumbers without changing results", () => {
    const index = new SearchIndex(Item, { compactMinDeleted: 1_000_000 });
    const docs = Array.from({ length: 200 }, (_, i) => ({ id: `d${i}`, title: `steel ${i % 7 === 0 ? "beams" : "pipes"} ${i}`, price: i }));
    index.add(docs);
    index.remove(docs.filter((_, i) => i % 3 === 0).map((d) => d.id));
    const before = fingerprint(index);
    const deleted = index.state.tombstones;
    expect(deleted).toBe(67);
    index.compact();
    expect(index.state.tombstones).toBe(0);
    expect(index.state.maxDoc).toBe(133);
    expect(fingerprint(index)).toBe(before);
  });

  it("compaction keeps every field kind: arrays, keywords, numbers, dates, booleans, geo points, the stored document", () => {
    const index = new SearchIndex(Item, { compactMinDeleted: 1_000_000 });
    const filler = Array.from({ length: 6 }, (_, i) => ({ id: `f${i}`, title: "filler" }));
    index.add([...filler.slice(0, 3), ...ITEMS, ...filler.slice(3)]);
    index.remove(filler.map((d) => d.id));
    const probes = [
      ...PROBE,
      { v: 1, query: { type: "term", field: "tags", value: "heavy" } },
      { v: 1, filter: { type: "range", field: "qty", gte: 5 } },
      { v: 1, filter: { type: "range", field: "day", gte: "2024-02-01" }, sort: [{ field: "code", order: "asc" }] },
      { v: 1, filter: { type: "term", field: "ok", value: false } },
      {
        v: 1,
        query: {
          type: "functionScore",
          query: { type: "matchAll" },
          functions: [{ type: "gauss", field: "at", origin: { lat: 48.85, lng: 2.35 }, scale: 100 }],
        },
      },
      { v: 1, q: "steel", highlight: { fields: ["title", "body"] } },
    ];
    const run = () => JSON.stringify(probes.map((p) => index.search(p, { detail: "full" })));
    const before = run();
    index.compact();
    expect(index.state.maxDoc).toBe(ITEMS.length);
    expect(run()).toBe(before);
    const fresh = new SearchIndex(Item);
    fresh.add(ITEMS);
    expect(JSON.stringify(probes.map((p) => fresh.search(p, { detail: "full" })))).toBe(before);
    expect(index.get("c")).toStrictEqual(ITEMS[2]);
  });

  it("a document changed after it was added does not change what highlights, sorts and its removal read", () => {
    const doc = { id: "m", title: "steel rods", tags: ["metal", "long"], code: "A0" };
    const index = itemIndex();
    index.add([doc]);
    doc.title = "copper";
    doc.tags.push("extra");
    doc.code = "zz";
    const hit = index.search({ v: 1, q: "steel", highlight: { fields: ["title"] } }, { detail: "full" }).hits.find((h) => h.id === "m");
    expect(hit?.highlights?.["title"]).toEqual(["<em>steel</em> rods"]);
    expect(ids(index, { sort: [{ field: "code", order: "asc" }] })[0]).toBe("m");
    index.remove(["m"]);
    expect(fingerprint(index)).toBe(fingerprint(itemIndex()));
  });

  it("compacts by itself past the ratio", () => {
    const index = new SearchIndex(Item, { compactMinDeleted: 10, compactRatio: 0.5 });
    index.add(Array.from({ length: 40 }, (_, i) => ({ id: `d${i}`, title: "x" })));
    index.remove(Array.from({ length: 21 }, (_, i) => `d${i}`));
    expect(index.state.tombstones).toBe(0);
    expect(index.size).toBe(19);
  });
});
