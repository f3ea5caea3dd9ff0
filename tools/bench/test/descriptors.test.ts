// The descriptors part (issue 17): its types are the ones the tool package's snapshots lock, its
// rows cover every type, format and detail, and the report shows them beside the baseline.
import { readFileSync } from "node:fs";
import { DEFAULT_QUERY_DETAIL, QUERY_DETAILS, SearchTool, TOOL_FORMATS } from "oneindex";
import { describe, expect, it } from "vitest";
import { BASELINE, descriptorProblems, measureDescriptors } from "../src/descriptors/measure-descriptors.js";
import { DESCRIPTOR_TYPES } from "../src/descriptors/types.js";
import { renderDescriptors } from "../src/report/descriptors.js";

const snapshot = (type: string, format: string) =>
  readFileSync(new URL(`../../../packages/tool/test/__snapshots__/descriptors/${type}.${format}.json`, import.meta.url), "utf8");

describe("descriptors part", () => {
  it("measures the same types the tool package's snapshots lock", () => {
    for (const doc of DESCRIPTOR_TYPES) {
      for (const format of TOOL_FORMATS)
        expect(`${JSON.stringify(JSON.parse(SearchTool.for(doc, { format })), null, 2)}\n`, `${doc.name} ${format}`).toBe(
          snapshot(doc.name, format),
        );
    }
  });

  it("measures every type, format and detail, in bytes and tokens, with compact the smaller", () => {
    const r = measureDescriptors("abc1234");
    expect(r.rows).toHaveLength(DESCRIPTOR_TYPES.length * TOOL_FORMATS.length * QUERY_DETAILS.length);
    expect(descriptorProblems(r)).toEqual([]);
    const movie = r.rows.find((row) => row.type === "Movie" && row.format === "anthropic" && row.detail === DEFAULT_QUERY_DETAIL)!;
    expect(movie.fields).toBe(17);
    expect(movie.bytes).toBe(Buffer.byteLength(SearchTool.for(DESCRIPTOR_TYPES[0]), "utf8"));
    // JSON is token-dense: between 2 and 6 bytes a token.
    for (const row of r.rows) expect(row.bytes / row.tokens, `${row.type} ${row.format} ${row.detail}`).toBeGreaterThan(2);
    for (const row of r.rows) expect(row.bytes / row.tokens, `${row.type} ${row.format} ${row.detail}`).toBeLessThan(6);
    // The breakdown adds up to the default descriptor.
    for (const b of r.breakdown!)
      expect(
        b.parts.reduce((sum, p) => sum + p.bytes, 0),
        b.type,
      ).toBe(r.rows.find((row) => row.type === b.type && row.format === "anthropic" && row.detail === DEFAULT_QUERY_DETAIL)!.bytes);
    // Every baseline row names a measured type and format.
    for (const b of BASELINE.rows) expect(r.rows.some((row) => row.type === b.type && row.format === b.format)).toBe(true);
  });

  it("flags a compact descriptor that is not smaller, and missing rows", () => {
    const r = measureDescriptors(undefined);
    const swapped = r.rows.map((row) =>
      row.detail === "compact" && row.format === "gemini" && row.type === "Movie" ? { ...row, bytes: 1e9 } : row,
    );
    expect(descriptorProblems({ ...r, rows: swapped })).toEqual([expect.stringContaining("Movie gemini compact")]);
    expect(descriptorProblems({ ...r, rows: r.rows.slice(1) })[0]).toContain("rows measured");
  });

  it("renders a table per type with the baseline and every detail, the targets and the breakdown", () => {
    const r = measureDescriptors("abc1234");
    const md = renderDescriptors(r).join("\n");
    expect(md).toContain("## Tool descriptors (issue 17)");
    expect(md).toContain("### Movie (17 fields)");
    expect(md).toContain("### Earthquake (9 fields)");
    const row = r.rows.find((x) => x.type === "Earthquake" && x.format === "openai-strict" && x.detail === "compact")!;
    const line = md.split("\n").find((l) => l.startsWith("| `openai-strict` |") && l.includes(row.bytes.toLocaleString("en-US")))!;
    expect(line).toContain("18,099"); // the baseline of that format
    expect(md).toMatch(
      /Issue 17's targets \(`anthropic`\): default \(full\) [\d,]+ bytes against ≤ 8,000: (met|missed by [\d,]+); standard [\d,]+ bytes against ≤ 8,000: (met|missed by [\d,]+); compact [\d,]+ bytes against ≤ 4,000: met\./,
    );
    expect(md).toContain("Where the default `anthropic` descriptor's bytes go: description");
    expect(renderDescriptors(undefined)).toEqual([]);
  });
});
