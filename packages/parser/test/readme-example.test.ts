/** The README's example runs and prints exactly what the README says it prints. */
import { readFileSync } from "node:fs";
import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseQuery, tryParseQuery } from "../src/index.js";

describe("README example", () => {
  it("prints the output shown in the README", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const shown = /## Example[\s\S]*?```ts\n([\s\S]*?)```\n\nprints\n\n```text\n([\s\S]*?)```/.exec(readme);
    expect(shown).not.toBeNull();
    const lines: string[] = [];
    // The same code as the README's block (kept in step by the comparison of its source below).
    const Invoice = defineDocument("Invoice", {
      id: Field.id(),
      customer: Field.keyword({ sortable: true }),
      notes: Field.text(),
      total: Field.number({ filterable: true, sortable: true }),
      issued: Field.date({ filterable: true, sortable: true }),
      paid: Field.boolean({ filterable: true }),
    });
    const query = parseQuery(
      Invoice,
      '{"v":1,"query":{"type":"range","field":"total","gte":100},"filter":{"type":"term","field":"paid","value":false},"limit":5}',
    );
    lines.push(JSON.stringify(query));
    const result = tryParseQuery(
      Invoice,
      '{"v":1,"size":5,"query":{"type":"match","field":"notes","text":"steel"},"filter":{"type":"range","field":"issued","gte":"2024-02-30"}}',
    );
    if (!result.ok) lines.push(result.error.toToolResult());
    expect(`${lines.join("\n")}\n`).toBe(shown![2]);
    // Compared with the layout flattened: the formatter may break a long call over lines.
    const flat = (text: string) => text.replace(/\s+/g, " ").replace(/\( /g, "(").replace(/,? \)/g, ")");
    const source = flat(readFileSync(new URL(import.meta.url), "utf8"));
    for (const line of shown![1]!.split("\n").filter((l) => l.includes("tryParseQuery(Invoice") || l.includes("parseQuery(Invoice"))) {
      expect(source).toContain(flat(line.trim().replace(/^const (query|result) = /, "")));
    }
  });
});
