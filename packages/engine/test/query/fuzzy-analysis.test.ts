import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";

const Doc = defineDocument("Doc", { id: Field.id(), body: Field.text(), tag: Field.keyword() });

function index(): SearchIndex<typeof Doc> {
  const ix = new SearchIndex(Doc);
  ix.add([
    { id: "a", body: "long steel beams", tag: "Beams" },
    { id: "b", body: "copper pipes delivered", tag: "pipes" },
    { id: "c", body: "the end" },
  ]);
  return ix;
}

const fuzzy = (ix: SearchIndex<typeof Doc>, field: string, value: string, maxEdits = 1) =>
  ix.search({ v: 1, query: { type: "fuzzy", field, value, maxEdits } }).hits.map((h) => h.id);

describe("fuzzy on text fields analyses the value", () => {
  it("stems a misspelt inflected word before comparing it with the indexed stems", () => {
    const ix = index();
    // "beems" stems to "beem", one edit from the indexed "beam"; folded alone it is two edits away.
    expect(fuzzy(ix, "body", "Beems")).toEqual(["a"]);
    expect(fuzzy(ix, "body", "delivred")).toEqual(["b"]);
  });

  it("expands each word of a longer value on its own and sums their scores", () => {
    const ix = index();
    const both = ix.search({ v: 1, query: { type: "fuzzy", field: "body", value: "steal piped", maxEdits: 1 } }).hits;
    expect(both.map((h) => h.id).sort()).toEqual(["a", "b"]);
    const one = (value: string) => ix.search({ v: 1, query: { type: "fuzzy", field: "body", value, maxEdits: 1 } }).hits;
    const steal = one("steal");
    const piped = one("piped");
    expect(both.find((h) => h.id === "a")!.score).toBeCloseTo(steal.find((h) => h.id === "a")!.score, 12);
    expect(both.find((h) => h.id === "b")!.score).toBeCloseTo(piped.find((h) => h.id === "b")!.score, 12);
  });

  it("matches nothing when the value has no term after analysis", () => {
    const ix = index();
    expect(fuzzy(ix, "body", "the")).toEqual([]);
    expect(fuzzy(ix, "body", " !? ")).toEqual([]);
  });

  it("leaves keyword values as they are (no folding, no stemming)", () => {
    const ix = index();
    expect(fuzzy(ix, "tag", "Beamz")).toEqual(["a"]);
    expect(fuzzy(ix, "tag", "beams", 0)).toEqual([]);
    expect(fuzzy(ix, "tag", "Beams", 0)).toEqual(["a"]);
  });
});
