/**
 * The snapshot round-trip property (issue 15): for random documents over every field kind, with
 * strings that hold lone surrogates, surrogate pairs, U+FFFD, U+FEFF, NUL, combining marks and very
 * long runs, an index loaded from `save()` answers every random query exactly as the saved one —
 * ids, scores, documents, highlights, explanations, totals — `get` gives the same documents, and
 * saving the loaded index gives the same bytes.
 */
import type { CheckedQuery } from "@oneindex/parser";
import { defineDocument, Field } from "@oneindex/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../src/index.js";
import { QueryGenerator, queryContext } from "./reference/generate-query.js";
import { costError } from "./helpers.js";
import { Random } from "./reference/random.js";

const RoundTrip = defineDocument("RoundTrip", {
  id: Field.id(),
  title: Field.text(),
  body: Field.text({ array: true, analyzer: "standard" }),
  tag: Field.keyword({ sortable: true }),
  tags: Field.keyword({ array: true }),
  price: Field.number({ filterable: true, sortable: true }),
  prices: Field.number({ array: true, filterable: true }),
  qty: Field.integer({ filterable: true, sortable: true }),
  counts: Field.integer({ array: true, filterable: true }),
  day: Field.date({ filterable: true, sortable: true }),
  days: Field.date({ array: true, filterable: true }),
  ok: Field.boolean({ filterable: true, sortable: true }),
  at: Field.geoPoint({ filterable: true }),
  raw: Field.stored(),
});

/** Pieces strings are made of: words the queries also use, and every awkward kind of code unit. */
const PIECES = [
  "steel",
  "Steel",
  "beam",
  "copper",
  "wire",
  "bridges",
  "the",
  "of",
  "e\u0301",
  "\u0301",
  "a\u0300b",
  "ß",
  "İ",
  "ﬁ",
  "日本",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "x\ud800y",
  "\ud83d",
  "\ude00",
  "\ud83d\ude00",
  "\u{10ffff}",
  "\ufffd",
  "\ufeff",
  "\u0000",
  "\u200b",
  " ",
  " ",
  " ",
  ", ",
  "-",
  ".",
  "\n",
];
const piece = fc.constantFrom(...PIECES);
const made = fc.array(piece, { maxLength: 10 }).map((p) => p.join(""));
const codeUnits = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff })), { maxLength: 12 })
  .map((u) => String.fromCharCode(...u));
const long = fc.tuple(made, fc.integer({ min: 200, max: 3000 })).map(([s, n]) => `${s} `.repeat(n).slice(0, 20_000));
const text = fc.oneof({ arbitrary: made, weight: 6 }, { arbitrary: codeUnits, weight: 2 }, { arbitrary: long, weight: 1 });
const keyword = fc.oneof(
  { arbitrary: fc.array(piece, { maxLength: 3 }).map((p) => p.join("")), weight: 4 },
  { arbitrary: codeUnits, weight: 1 },
);

const isoDay = fc.date({ min: new Date("0000-01-01T00:00:00.000Z"), max: new Date("9999-12-31T23:59:59.999Z"), noInvalidDate: true });
const date = fc.oneof(
  isoDay.map((d) => d.toISOString()),
  isoDay.map((d) => d.toISOString().slice(0, 10)),
  isoDay,
  fc.constantFrom("0000-02-29", "0001-01-01", "0099-12-31", "2000-02-29", "2024-03-01T12:30+02:00"),
);
const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1, 1.5, -1, 10, 1000));
const integer = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, -0));
const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
const stored = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(keyword, fc.oneof(text, fc.integer(), fc.constant(null)), { maxKeys: 3 }),
);

/** A value or, now and then, a missing one (absent, null, or an empty array). */
const maybe = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> =>
  fc.oneof({ arbitrary: a, weight: 5 }, { arbitrary: fc.constantFrom(null, undefined), weight: 1 });
const list = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | T[] | null | undefined> => maybe(fc.oneof(fc.array(a, { maxLength: 3 }), a));

const doc = fc.record({
  id: fc.oneof(keyword, fc.string()),
  title: maybe(text),
  body: list(text),
  tag: maybe(keyword),
  tags: list(keyword),
  price: maybe(number),
  prices: list(number),
  qty: maybe(integer),
  counts: list(integer),
  day: maybe(date),
  days: list(date),
  ok: maybe(fc.boolean()),
  at: maybe(point),
  raw: maybe(stored),
});

const collection = fc.record({
  docs: fc.uniqueArray(doc, { selector: (d) => d.id, minLength: 1, maxLength: 24 }),
  removed: fc.array(fc.nat(), { maxLength: 4 }),
  seed: fc.integer(),
});

/** Random queries over the collection, half of them asking for highlights over the text fields. */
function queries(seed: number, docs: readonly Record<string, unknown>[]): CheckedQuery[] {
  const r = new Random(seed);
  const generator = new QueryGenerator(r, queryContext(RoundTrip, docs));
  return Array.from({ length: 12 }, () => {
    const q = generator.query();
    return r.chance(0.5)
      ? {
          ...q,
          highlight: {
            fields: r.subset(["title", "body"], 1, 2),
            preTag: "<",
            postTag: ">",
            fragmentSize: r.pick([10, 40, 150]),
            fragments: r.pick([1, 3]),
          },
        }
      : q;
  });
}

describe("snapshot round-trip (property)", () => {
  it("a loaded index answers every query exactly as the saved one, and saves the same bytes", () => {
    fc.assert(
      fc.property(collection, ({ docs, removed, seed }) => {
        const index = new SearchIndex(RoundTrip, { compactMinDeleted: 1_000_000 });
        index.add(docs as never);
        const gone = new Set(removed.map((n) => docs[n % docs.length]!.id));
        if (gone.size < docs.length) index.remove([...gone]);
        const bytes = index.save();
        const loaded = SearchIndex.load(RoundTrip, bytes);
        expect(loaded.size).toBe(index.size);
        for (const d of docs) expect(loaded.get(d.id)).toStrictEqual(index.get(d.id));
        queries(seed, docs).forEach((q, i) => {
          const options = { explain: i % 4 === 0 };
          // Aggregations too (a third of the queries): the same results, or the same too-many-buckets error.
          const answer = (from: SearchIndex) => {
            const error = costError(() => from.prepare(q).execute(options));
            return error === undefined ? from.prepare(q).execute(options) : `${error.code} ${error.path}`;
          };
          expect(answer(loaded)).toStrictEqual(answer(index));
        });
        // Exact terms with the awkward code units, on every string field.
        for (const value of ["\ud800", "\ufffd", "x\ud800y", "\ufeff", "\u0000", "\ud83d\ude00", ...docs.slice(0, 3).map((d) => d.id)]) {
          for (const field of ["id", "tag", "tags", "title", "body"]) {
            const q: CheckedQuery = {
              v: 1,
              limit: 50,
              offset: 0,
              countExactly: true,
              sort: [],
              query: { type: "term", field, value: { kind: "string", value }, boost: 1 },
            };
            expect(loaded.prepare(q).execute()).toStrictEqual(index.prepare(q).execute());
          }
        }
        expect(loaded.save()).toEqual(bytes);
      }),
      { numRuns: 40 },
    );
  });
});
