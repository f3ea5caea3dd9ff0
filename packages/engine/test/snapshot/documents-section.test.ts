import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";
import { decodeDocuments, encodeDocuments } from "../../src/snapshot/documents-section.js";

const docs = [{ id: "a", note: "line\nbreak \u2028 \ud800" }, { id: 2, nested: { list: [1, "x,\n]"] } }, { id: "c" }];

describe("documents section", () => {
  it("is one JSON array, a document a line, read whole or line by line alike", () => {
    const bytes = encodeDocuments(docs);
    const text = new TextDecoder().decode(bytes);
    expect(JSON.parse(text)).toEqual(docs);
    expect(text.split("\n")).toHaveLength(docs.length + 2);
    expect(decodeDocuments(bytes)).toEqual(docs);
    expect(decodeDocuments(bytes, 0)).toEqual(docs);
    expect(decodeDocuments(encodeDocuments([]), 0)).toEqual([]);
  });

  it("reads a snapshot of the earlier layout (the array on one line)", () => {
    expect(decodeDocuments(new TextEncoder().encode(JSON.stringify(docs)))).toEqual(docs);
  });

  it("rejects a cut or altered section on the line-by-line path", () => {
    const bytes = encodeDocuments(docs);
    expect(() => decodeDocuments(bytes.subarray(0, bytes.length - 2), 0)).toThrow();
    expect(() => decodeDocuments(bytes.subarray(1), 0)).toThrow();
  });

  it("saves and loads an index whose documents are larger than one piece (16 MiB)", () => {
    const Blob = defineDocument("Blob", { id: Field.id(), body: Field.stored() });
    const index = new SearchIndex(Blob);
    const chunk = "x".repeat(4096);
    const batch = Array.from({ length: 4500 }, (_, i) => ({ id: `d${i}`, body: `${i}:${chunk}` }));
    index.add(batch);
    const bytes = index.save();
    expect(bytes.length).toBeGreaterThan(1 << 24);
    const loaded = SearchIndex.load(Blob, bytes);
    expect(loaded.size).toBe(batch.length);
    expect(loaded.get("d4499")).toEqual(batch[4499]);
    // (Compared as bytes: a failing toEqual would print a diff of 18 MB.)
    expect(Buffer.compare(loaded.save(), bytes)).toBe(0);
  });
});
