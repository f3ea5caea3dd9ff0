import { FIELD_USES, QUERY_DETAILS, defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchTool, describeSearch } from "../src/index.js";
import { DOCUMENTS, EveryKind, Invoice, KeywordsOnly, NumbersOnly } from "./support/documents.js";

describe("the description", () => {
  it("lists every queryable field with its kind, sortable mark and description, sortable-only fields, and no other field", () => {
    const text = describeSearch(EveryKind);
    for (const [name, field] of Object.entries(EveryKind.fields)) {
      const line = text.split("\n").find((l) => l.startsWith(`- ${name} (`));
      if (!FIELD_USES.queryable(field) && !field.sortable) {
        expect(line, name).toBeUndefined();
        continue;
      }
      expect(line, name).toBeDefined();
      const kind = field.kind === "id" ? "id integer" : field.kind === "geoPoint" ? "geoPoint {lat,lng}" : field.kind;
      expect(line).toContain(`(${kind}${field.array ? "[]" : ""}${field.sortable ? ", sortable" : ""})`);
      if (field.description) expect(line).toContain(`: ${field.description}`);
    }
    expect(text).toContain("- rank (number, sortable)");
    expect(text).toContain("- title (text): Headline");
    expect(text).not.toContain("- weight (");
    expect(text).not.toContain("- raw (");
    expect(text).toContain("Products of every shape");
  });

  it("teaches the three string languages and the root properties", () => {
    const text = describeSearch(Invoice);
    expect(text).toContain('q: search-box words over notes, lines, scored: words "a phrase" -not +must a OR b pre* fuzzy~1');
    expect(text).toContain('total >= 100 and paid = true and customer in ["a", "b"] and exists(notes) and not (issued < 2024-01-01)');
    expect(text).toContain('field:value field:"phrase"~2 field:pre* field:/regex/ field:[a TO b} AND OR NOT ( ) ^boost');
    expect(text).toContain("limit + offset ≤ 10000");
    expect(text).toContain("An error lists each problem's path and fix: correct them all and call again.");
  });

  it("teaches nothing the compact detail leaves out", () => {
    const compact = describeSearch(Invoice, [], "compact");
    expect(compact).not.toContain("strict");
    expect(compact).not.toContain('"type":"text"');
    expect(compact).not.toContain('"type":"matchAll"');
    expect(describeSearch(Invoice)).toContain('{"type":"strict"');
    expect(compact.length).toBeLessThan(describeSearch(Invoice).length);
  });

  it("builds its examples from the document's own fields", () => {
    const numbers = describeSearch(NumbersOnly);
    expect(numbers).not.toContain('"q"');
    expect(numbers).toContain("amount >= 100");
    const keywords = describeSearch(KeywordsOnly);
    expect(keywords).toContain('"type":"prefix","field":"brand"');
    expect(keywords).not.toContain("- q:");
    expect(describeSearch(KeywordsOnly, [], "compact")).toContain('"type":"phrase","field":"brand"');
  });

  it("is the same text in every format but for the format's own notes", () => {
    const base = SearchTool.descriptor(Invoice).description;
    expect(SearchTool.descriptor(Invoice, { format: "mcp" }).description).toBe(base);
    expect(SearchTool.descriptor(Invoice, { format: "openai-chat" }).function.description).toBe(base);
    const strict = SearchTool.descriptor(Invoice, { format: "openai-strict" }).description;
    expect(strict).not.toBe(base);
    expect(strict.replace(/\n- Every property must be present[^\n]*/, "")).toBe(base);
  });

  it("keeps an app's multi-line descriptions on their field's line", () => {
    const doc = defineDocument("Notes", { id: Field.id(), body: Field.text({ description: "First line\n- not a field\n\tthird" }) }, { description: "Two\nlines" });
    const text = describeSearch(doc);
    expect(text).toContain("- body (text): First line - not a field third");
    expect(text).toContain("Searches Notes documents: Two lines.");
    expect(text).not.toContain("\n- not a field");
  });

  it("stays compact", () => {
    for (const doc of Object.values(DOCUMENTS)) expect(describeSearch(doc).length, doc.name).toBeLessThan(2_000);
  });

  it("is locked for the example type", async () => {
    await expect(describeSearch(Invoice)).toMatchFileSnapshot("__snapshots__/invoice-description.txt");
  });
});

describe("the description and the schema", () => {
  /** The document's fields that some enum of the schema names, and those the sort enum names. */
  function schemaFields(schema: Record<string, unknown>, fieldNames: readonly string[]): { named: Set<string>; sortable: Set<string> } {
    const named = new Set<string>();
    const visit = (value: unknown, key: string | undefined): void => {
      if (Array.isArray(value)) for (const v of value) visit(v, key);
      else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
      else if (key === "enum" && typeof value === "string" && fieldNames.includes(value)) named.add(value);
    };
    visit(schema, undefined);
    const defs = schema["$defs"] as Record<string, Record<string, unknown>>;
    const root = schema["properties"] as Record<string, Record<string, unknown>>;
    const sortField = ((root["sort"]!["items"] as Record<string, unknown>)["properties"] as Record<string, Record<string, unknown>>)["field"]!;
    const sortEnum = (sortField["enum"] ?? defs[String(sortField["$ref"]).replace("#/$defs/", "")]!["enum"]) as string[];
    return { named, sortable: new Set(sortEnum) };
  }

  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    for (const detail of QUERY_DETAILS) {
      it(`${name}, ${detail}: lists exactly the fields the schema names, marking as sortable exactly those the sort enum names`, () => {
        const schema = JSON.parse(SearchTool.schemaFor(doc, { detail })) as Record<string, unknown>;
        const found = schemaFields(schema, Object.keys(doc.fields));
        const lines = describeSearch(doc, [], detail).split("Fields (kind):\n")[1]!.split("\n\n")[0]!.split("\n");
        const listed = new Map(lines.map((l) => /^- (\w+) \(([^)]*)\)/.exec(l)!).map((m) => [m[1]!, m[2]!.endsWith(", sortable")]));
        expect([...listed.keys()].sort()).toEqual([...found.named].sort());
        expect([...listed].filter(([, sortable]) => sortable).map(([n]) => n).sort()).toEqual([...found.sortable].sort());
      });
    }
  }
});
