/**
 * Snapshot strings are WTF-8: lone surrogates are kept (UTF-8 would turn each into U+FFFD), every
 * other invalid byte sequence is a damaged snapshot, and an index with such strings answers the same
 * after a round-trip.
 */
import { defineDocument, Field } from "@oneindex/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex, SnapshotError } from "../../src/index.js";
import { ByteReader, ByteWriter } from "../../src/snapshot/byte-io.js";
import { decodeContainer, encodeContainer } from "../../src/snapshot/container.js";
import { decodeWtf8, encodeWtf8 } from "../../src/snapshot/wtf8.js";

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join(" ");
const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
/** ES2024's `String.prototype.isWellFormed` (Node 20 has it; the compiler's lib is ES2022). */
const isWellFormed = (s: string): boolean => (s as string & { isWellFormed(): boolean }).isWellFormed();

/** Any sequence of UTF-16 code units, with surrogates (paired or not) common. */
const codeUnits = fc
  .array(
    fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.constantFrom(0, 0x41, 0xfeff, 0xfffd)),
    { maxLength: 40 },
  )
  .map((units) => String.fromCharCode(...units));

describe("WTF-8", () => {
  it("writes lone surrogates as their 3-byte forms and pairs as one 4-byte code point", () => {
    expect(hex(encodeWtf8("\ud800"))).toBe("ed a0 80");
    expect(hex(encodeWtf8("\udfff"))).toBe("ed bf bf");
    expect(hex(encodeWtf8("a\udc00b"))).toBe("61 ed b0 80 62");
    expect(hex(encodeWtf8("\ud83d\ude00"))).toBe("f0 9f 98 80");
    expect(hex(encodeWtf8("\ude00\ud83d"))).toBe("ed b8 80 ed a0 bd"); // trail then lead: two lone surrogates
    expect(hex(encodeWtf8("\ud83d\ud83d\ude00"))).toBe("ed a0 bd f0 9f 98 80");
    expect(hex(encodeWtf8("\ufeff\ufffd"))).toBe("ef bb bf ef bf bd");
  });

  it("is UTF-8 on well-formed strings and gives back every string of code units", () => {
    fc.assert(
      fc.property(codeUnits, (s) => {
        const b = encodeWtf8(s);
        if (isWellFormed(s)) expect(b).toEqual(new TextEncoder().encode(s));
        expect(decodeWtf8(b)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a leading U+FEFF (a BOM-looking first character)", () => {
    expect(decodeWtf8(encodeWtf8("\ufeffx"))).toBe("\ufeffx");
    expect(decodeWtf8(encodeWtf8("\ufeff\ud800"))).toBe("\ufeff\ud800");
  });

  it("rejects every other invalid sequence, and a surrogate pair written as two 3-byte forms", () => {
    const bad = [
      bytes(0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80), // U+D83D U+DE00 as surrogates: must be F0 9F 98 80
      bytes(0xc0, 0x80), // overlong NUL
      bytes(0xc1, 0xbf),
      bytes(0xe0, 0x80, 0x80), // overlong
      bytes(0xe0, 0x9f, 0xbf),
      bytes(0xf0, 0x80, 0x80, 0x80), // overlong
      bytes(0xf0, 0x8f, 0xbf, 0xbf),
      bytes(0xf4, 0x90, 0x80, 0x80), // past U+10FFFF
      bytes(0xf5, 0x80, 0x80, 0x80),
      bytes(0x80), // stray continuation
      bytes(0x61, 0xbf),
      bytes(0xed, 0xa0), // truncated
      bytes(0xed, 0xa0, 0x80, 0xe2, 0x82),
      bytes(0xed, 0xa0, 0x80, 0xff),
      bytes(0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98),
      bytes(0xed, 0xa0, 0x80, 0xc3),
      bytes(0xed, 0xa0, 0x80, 0xed, 0x7f, 0x80),
    ];
    for (const b of bad) expect(decodeWtf8(b), hex(b)).toBeUndefined();
    // A lone surrogate next to the same bytes' valid neighbours is fine.
    expect(decodeWtf8(bytes(0xed, 0xb8, 0x80, 0xed, 0xa0, 0xbd))).toBe("\ude00\ud83d");
    expect(decodeWtf8(bytes(0xed, 0xa0, 0xbd, 0x61, 0xed, 0xb8, 0x80))).toBe("\ud83da\ude00");
  });

  it("reads a byte string with an invalid sequence as a damaged snapshot", () => {
    const w = new ByteWriter();
    w.u32(2);
    w.raw(bytes(0xc0, 0x80));
    expect(() => new ByteReader(w.finish(), "terms:x").string()).toThrow(SnapshotError);
    const w2 = new ByteWriter();
    w2.string("ok\ud800");
    expect(new ByteReader(w2.finish(), "terms:x").string()).toBe("ok\ud800");
  });
});

const Doc = defineDocument("Doc", {
  id: Field.id(),
  tag: Field.keyword({ array: true }),
  body: Field.text({ analyzer: "standard" }),
});

describe("an index with lone surrogates", () => {
  // "a\ud800" and "a\udbff" were both "a\ufffd" in UTF-8: one term twice in a section (load
  // failed), and "a\ufffd" would have matched both.
  const docs = [
    { id: "1", tag: ["a\ud800", "\ufeffz"], body: "x\udc00y word" },
    { id: "2", tag: ["a\udbff"], body: "word \ud800\udc00 x\ud800" },
    { id: "3", tag: ["a\ufffd"], body: "x\ufffdy" },
    { id: "\udead", tag: ["\udead"], body: "\udead" },
  ];

  it("loads, and answers every term exactly as before", () => {
    const index = new SearchIndex(Doc);
    index.add(docs);
    const saved = index.save();
    const loaded = SearchIndex.load(Doc, saved);
    const terms = ["a\ud800", "a\udbff", "a\ufffd", "\ufeffz", "z", "\udead", "x\udc00y", "x\ufffdy", "x\ud800", "\ud800\udc00"];
    for (const value of terms) {
      for (const field of ["tag", "body", "id"]) {
        const q = { v: 1, query: { type: "term", field, value } };
        const before = index.search(q).hits.map((h) => [h.id, h.score]);
        expect(
          loaded.search(q).hits.map((h) => [h.id, h.score]),
          `${field}: ${JSON.stringify(value)}`,
        ).toEqual(before);
      }
    }
    expect(loaded.search({ v: 1, query: { type: "term", field: "tag", value: "a\ud800" } }).hits.map((h) => h.id)).toEqual(["1"]);
    expect(loaded.search({ v: 1, query: { type: "term", field: "tag", value: "a\ufffd" } }).hits.map((h) => h.id)).toEqual(["3"]);
    expect(loaded.search({ v: 1, query: { type: "term", field: "tag", value: "\ufeffz" } }).hits.map((h) => h.id)).toEqual(["1"]);
    for (const d of docs) expect(loaded.get(d.id)).toEqual(d);
    expect(loaded.save()).toEqual(saved);
  });

  it("is a damaged snapshot when a term's bytes are not WTF-8", () => {
    const index = new SearchIndex(Doc);
    index.add([{ id: "1", tag: ["a\ud800"] }]);
    const sections = decodeContainer(index.save()).map(([name, data]): [string, Uint8Array] => {
      if (name !== "terms:tag") return [name, data];
      const b = data.slice();
      const at = hex(b).replace(/ /g, "").indexOf("eda080") / 2;
      b[at + 1] = 0xb0; // "a\udc00": still WTF-8 …
      return [name, b];
    });
    expect(
      SearchIndex.load(Doc, encodeContainer(sections)).search({ v: 1, query: { type: "term", field: "tag", value: "a\udc00" } }).total
        .value,
    ).toBe(1);
    const broken = sections.map(([name, data]): [string, Uint8Array] => {
      if (name !== "terms:tag") return [name, data];
      const b = data.slice();
      const at = hex(b).replace(/ /g, "").indexOf("edb080") / 2;
      b[at] = 0xc0; // … but C0 B0 80 is not
      return [name, b];
    });
    expect(() => SearchIndex.load(Doc, encodeContainer(broken))).toThrow(SnapshotError);
    try {
      SearchIndex.load(Doc, encodeContainer(broken));
    } catch (e) {
      expect((e as SnapshotError).code).toBe("damaged");
    }
  });
});
