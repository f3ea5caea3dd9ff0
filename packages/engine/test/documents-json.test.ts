/**
 * What `add` accepts, `save` can write and `load` gives back: a value JSON cannot hold is a
 * DocumentError at `add` (the index unchanged), never an exception at `save`; `get` answers the same
 * before and after a round-trip; dates of years 0000–9999 keep their day.
 */
import { defineDocument, DocumentError, Field } from "@oneindex/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../src/index.js";

const Doc = defineDocument("Doc", {
  id: Field.id(),
  title: Field.text(),
  day: Field.date({ filterable: true, sortable: true }),
  days: Field.date({ filterable: true, array: true }),
  n: Field.number({ filterable: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

function fresh(): SearchIndex<typeof Doc> {
  const index = new SearchIndex(Doc);
  index.add([{ id: "ok", title: "kept", raw: { a: 1 } }]);
  return index;
}

describe("values a snapshot cannot hold are refused at add", () => {
  const cyclic: Record<string, unknown> = {};
  cyclic["self"] = cyclic;
  let deep: unknown = 1;
  for (let i = 0; i < 5_000; i++) deep = { d: deep };
  const hostile = new Proxy(
    {},
    {
      ownKeys: () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
    },
  );
  const cases: [string, unknown, string, string][] = [
    ["a bigint", { id: "x", raw: { big: 10n } }, "not-json", "/raw/big"],
    ["a cycle", { id: "x", raw: cyclic }, "cyclic", "/raw/self"],
    ["5,000 levels", { id: "x", raw: deep }, "too-deep", `/raw${"/d".repeat(63)}`],
    ["a Map", { id: "x", raw: new Map() }, "not-json", "/raw"],
    ["a throwing Proxy", { id: "x", raw: hostile }, "unreadable", "/raw"],
  ];
  for (const [what, doc, code, path] of cases) {
    it(`${what}: a DocumentError naming document, id and path; the index unchanged; save still works`, () => {
      const index = fresh();
      const before = index.save();
      let error: unknown;
      try {
        index.add([{ id: "y", title: "fine" }, doc as never]);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DocumentError);
      const problem = (error as DocumentError).problems[0]!;
      expect(problem).toMatchObject({ index: 1, id: "x", code, path });
      expect(problem.message).toContain(`document 1 (id "x"), field ${path}`);
      expect(index.size).toBe(1);
      expect(index.save()).toEqual(before);
      expect(() => index.update([doc as never])).toThrow(DocumentError);
      expect(index.save()).toEqual(before);
    });
  }
});

describe("get answers the same before and after a round-trip", () => {
  it("Date values are kept as their ISO strings, -0 as 0, undefined properties dropped", () => {
    const index = new SearchIndex(Doc);
    index.add([
      {
        id: "a",
        day: new Date("0000-02-29T00:00:00Z"),
        days: [new Date("2024-02-29T12:00:00Z"), "2024-03-01"],
        n: -0,
        at: { lat: -0, lng: 1 },
        title: undefined,
        raw: { d: "x", z: -0 },
      } as never,
    ]);
    const expected = {
      id: "a",
      day: "0000-02-29T00:00:00.000Z",
      days: ["2024-02-29T12:00:00.000Z", "2024-03-01"],
      n: 0,
      at: { lat: 0, lng: 1 },
      raw: { d: "x", z: 0 },
    };
    expect(index.get("a")).toStrictEqual(expected);
    const loaded = SearchIndex.load(Doc, index.save());
    expect(loaded.get("a")).toStrictEqual(expected);
    expect(loaded.save()).toEqual(index.save());
  });

  it("a document changed after add changes neither the index nor its snapshot", () => {
    const given = { id: "a", title: "steel", n: 1, raw: { list: [1] } };
    const index = new SearchIndex(Doc);
    index.add([given]);
    const before = index.save();
    given.n = 2;
    given.raw.list.push(2);
    expect(index.get("a")).toStrictEqual({ id: "a", title: "steel", n: 1, raw: { list: [1] } });
    expect(index.search({ v: 1, filter: "n = 1" }).total.value).toBe(1);
    expect(index.save()).toEqual(before);
  });

  it("random accepted documents always save, and load back to the same documents and bytes", () => {
    const value = fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
      maxDepth: 3,
    });
    const doc = fc.record(
      {
        title: fc.oneof(fc.string({ unit: "binary" }), value),
        n: fc.oneof(fc.double(), value),
        day: fc.oneof(fc.date({ noInvalidDate: false }), value),
        days: fc.array(fc.oneof(fc.date(), value), { maxLength: 3 }),
        raw: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 6 }), (docs) => {
        const index = new SearchIndex(Doc);
        const batch = docs.map((d, i) => ({ id: `d${i}`, ...d }));
        try {
          index.add(batch as never);
        } catch (e) {
          expect(e).toBeInstanceOf(DocumentError);
          expect(index.size).toBe(0);
          return;
        }
        const bytes = index.save();
        const loaded = SearchIndex.load(Doc, bytes);
        for (const d of batch) expect(loaded.get(d.id)).toStrictEqual(index.get(d.id));
        expect(loaded.save()).toEqual(bytes);
      }),
      { numRuns: 400 },
    );
  });
});

describe("dates of years 0000–9999 keep their day through documents, snapshots and range queries", () => {
  const days = ["0000-02-29", "0000-03-01", "0001-01-01", "0099-12-31", "0100-03-01", "2000-02-29", "9999-12-31"];
  it("each is found by a range on exactly its day, before and after a round-trip", () => {
    const index = new SearchIndex(Doc);
    index.add(days.map((day) => ({ id: day, day })));
    const loaded = SearchIndex.load(Doc, index.save());
    for (const i of [index, loaded]) {
      for (const day of days) {
        const hits = i.search({ v: 1, limit: 20, filter: { type: "range", field: "day", gte: day, lte: `${day}T23:59:59.999Z` } }).hits;
        expect(
          hits.map((h) => h.id),
          day,
        ).toEqual([day]);
        expect(
          i.search({ v: 1, filter: { type: "term", field: "day", value: day } }).hits.map((h) => h.id),
          day,
        ).toEqual([day]);
      }
      expect(i.search({ v: 1, limit: 20, sort: [{ field: "day", order: "asc" }] }).hits.map((h) => h.id)).toEqual(days);
      expect(i.get("0000-02-29")).toStrictEqual({ id: "0000-02-29", day: "0000-02-29" });
    }
    expect(() => index.add([{ id: "bad", day: "0100-02-29" }])).toThrow(/day 29 does not exist in 0100-02/);
  });
});
