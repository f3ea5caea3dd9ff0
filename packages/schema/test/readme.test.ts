import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_QUERY_DETAIL, defineDocument, DOCUMENT_LIMITS, Field, QUERY_LIMITS, querySchema } from "../src/index.js";
import { DETAIL_LEAVES_OUT } from "../src/internal.js";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("lists every limit of QUERY_LIMITS with its value", () => {
    const rows = new Map<string, number>();
    for (const m of README.matchAll(/^\| `(\w+)` \| ([0-9,]+) \|/gm)) rows.set(m[1]!, Number(m[2]!.replace(/,/g, "")));
    expect(Object.fromEntries(rows)).toEqual({ ...QUERY_LIMITS });
  });

  it("states the document nesting limit", () => {
    expect(README).toContain(`\`DOCUMENT_LIMITS.maxDepth\` (${DOCUMENT_LIMITS.maxDepth})`);
  });

  it("shows the example's real output", () => {
    // The README's example definition, as written there.
    const Book = defineDocument("Book", {
      id: Field.id(),
      title: Field.text({ description: "the book's title" }),
      author: Field.keyword({ sortable: true }),
      year: Field.integer({ filterable: true, sortable: true }),
      cover: Field.stored(),
    });
    const schema = querySchema(Book);
    const defs = schema["$defs"] as Record<string, unknown>;
    expect(README).toContain("Trimmed output for `Book` (`JSON.stringify`)");
    // The trimmed sample shows these exactly (compared with whitespace removed).
    const squeezed = README.replace(/\s+/g, "");
    for (const name of ["integer", "range_integer", "range"]) {
      expect(squeezed, name).toContain(`"${name}":${JSON.stringify(defs[name])}`.replace(/\s+/g, ""));
    }
  });

  it("leaves sizes to BENCHMARKS.md, and tables every row of DETAIL_LEAVES_OUT", () => {
    expect(README).not.toMatch(/\d+(\.\d+)? kB/);
    expect(README).toContain('BENCHMARKS.md ("Tool descriptors")');
    const table = README.slice(README.indexOf("## Detail"), README.indexOf("The default is"));
    for (const detail of ["standard", "compact"] as const) {
      const rows = table.split("\n").filter((line) => line.startsWith("| ") && line.includes(` ${detail}`));
      const text = rows.join("\n");
      const row = DETAIL_LEAVES_OUT[detail];
      for (const type of [...row.nodeTypes, ...row.functionTypes]) expect(text, `${detail}: ${type}`).toContain(`\`${type}\``);
      for (const [kind, properties] of Object.entries(row.properties))
        for (const p of properties) expect(text, `${detail}: ${kind}.${p}`).toContain(p);
    }
    expect(README).toContain(`The default is \`${DEFAULT_QUERY_DETAIL}\``);
  });
});
