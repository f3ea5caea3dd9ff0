/**
 * The default descriptors of the Movie (17 fields) and Earthquake (9 fields) types, locked per
 * format by file snapshots (pretty-printed JSON of exactly what `SearchTool.for` returns), so any
 * change to what a model is sent shows as a reviewable diff. Update with `vitest run -u` after
 * checking the diff. Byte budgets below fail on growth the snapshots alone would let through.
 */
import { describe, expect, it } from "vitest";
import { SearchTool, TOOL_FORMATS } from "../src/index.js";
import { Earthquake, Movie } from "./support/documents.js";

const pretty = (text: string) => `${JSON.stringify(JSON.parse(text), null, 2)}\n`;

describe("default descriptors, locked", () => {
  for (const doc of [Movie, Earthquake]) {
    for (const format of TOOL_FORMATS) {
      it(`${doc.name} as ${format}`, async () => {
        const text = SearchTool.for(doc, { format });
        // The default is the full detail: the same text as asking for it.
        expect(SearchTool.for(doc, { format, detail: "full" })).toBe(text);
        await expect(pretty(text)).toMatchFileSnapshot(`__snapshots__/descriptors/${doc.name}.${format}.json`);
      });
    }
  }
});

describe("descriptor budgets (anthropic bytes; BENCHMARKS.md has every format in bytes and tokens)", () => {
  const bytes = (text: string) => Buffer.byteLength(text, "utf8");
  // Today: Movie 11.8 kB full / 7.9 kB compact, Earthquake 10.9 kB / 7.2 kB (from 17.0 and 16.1 kB before issue 17).
  it("keeps the full descriptors about a third smaller than before the budget", () => {
    expect(bytes(SearchTool.for(Movie))).toBeLessThan(12_000);
    expect(bytes(SearchTool.for(Earthquake))).toBeLessThan(11_500);
  });

  it("keeps the compact descriptors under half of what they were", () => {
    expect(bytes(SearchTool.for(Movie, { detail: "compact" }))).toBeLessThan(8_000);
    expect(bytes(SearchTool.for(Earthquake, { detail: "compact" }))).toBeLessThan(7_500);
  });

  it("makes every format's compact descriptor smaller than its full one", () => {
    for (const doc of [Movie, Earthquake]) {
      for (const format of TOOL_FORMATS) {
        expect(bytes(SearchTool.for(doc, { format, detail: "compact" })), `${doc.name} ${format}`).toBeLessThan(bytes(SearchTool.for(doc, { format })) * 0.8);
      }
    }
  });
});
