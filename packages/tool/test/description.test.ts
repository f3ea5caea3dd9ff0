import { FIELD_USES, fieldsFor } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchTool, describeSearch } from "../src/index.js";
import { DOCUMENTS, EveryKind, Invoice, KeywordsOnly, NumbersOnly } from "./support/documents.js";

describe("the description", () => {
  it("lists every queryable field with its kind, uses and description, sortable-only fields for sort, and no other field", () => {
    const text = describeSearch(EveryKind);
    for (const [name, field] of Object.entries(EveryKind.fields)) {
      const line = text.split("\n").find((l) => l.startsWith(`- ${name} (`));
      if (!FIELD_USES.queryable(field) && !field.sortable) {
        expect(line, name).toBeUndefined();
        continue;
      }
      expect(line, name).toBeDefined();
      expect(line).toContain(`(${field.kind === "id" ? "id integer" : field.kind === "geoPoint" ? "geoPoint {lat,lng}" : field.kind}${field.array ? "[]" : ""};`);
      if (field.description) expect(line).toContain(`: ${field.description}`);
    }
    expect(text).toContain("- rank (number; sort)");
    expect(text).not.toContain("- weight (");
    expect(text).not.toContain("- raw (");
    expect(text).toContain("Products of every shape");
  });

  it("says what each field can be used for, from the same table as the schema", () => {
    const lines = describeSearch(EveryKind).split("\n");
    const usesOf = (name: string) => lines.find((l) => l.startsWith(`- ${name} (`))!.split("; ")[1]!.split(")")[0]!.split(", ");
    expect(usesOf("title")).toEqual(["q", "text", "term", "phrase/prefix/fuzzy/regex/multiFieldTerm", "exists", "highlight"]);
    expect(usesOf("status")).toEqual(["term", "phrase/prefix/fuzzy/regex/multiFieldTerm", "range", "exists", "sort"]);
    expect(usesOf("price")).toEqual(["term", "range", "exists", "sort", "fieldValueFactor", "decay"]);
    expect(usesOf("active")).toEqual(["term", "exists", "sort", "fieldValueFactor"]);
    expect(usesOf("shop")).toEqual(["exists", "decay"]);
    expect(usesOf("id")).toEqual(["term", "sort"]);
    for (const name of fieldsFor(EveryKind, "sort")) expect(usesOf(name)).toContain("sort");
  });

  it("teaches the three string languages and the root properties", () => {
    const text = describeSearch(Invoice);
    expect(text).toContain('q: plain words, scored, over notes, lines: words "exact phrase" -exclude +require a OR b pre* fuzzy~1');
    expect(text).toContain('total >= 100 and paid = true and customer in ["a", "b"] and exists(notes) and not (issued < 2024-01-01)');
    expect(text).toContain('field:value, field:"phrase"~2, field:pre*, field:/regex/, field:[a TO b}, AND/OR/NOT, (), ^boost');
    expect(text).toContain("limit + offset ≤ 10000");
    expect(text).toContain("error naming the path and the fix: correct it and call again");
  });

  it("builds its examples from the document's own fields", () => {
    const numbers = describeSearch(NumbersOnly);
    expect(numbers).not.toContain('"q"');
    expect(numbers).toContain("amount >= 100");
    const keywords = describeSearch(KeywordsOnly);
    expect(keywords).toContain('"type":"prefix","field":"brand"');
    expect(keywords).not.toContain("- q:");
  });

  it("is the same text in every format but for the format's own notes", () => {
    const base = SearchTool.descriptor(Invoice).description;
    expect(SearchTool.descriptor(Invoice, { format: "mcp" }).description).toBe(base);
    expect(SearchTool.descriptor(Invoice, { format: "openai-chat" }).function.description).toBe(base);
    const strict = SearchTool.descriptor(Invoice, { format: "openai-strict" }).description;
    expect(strict).not.toBe(base);
    expect(strict.replace(/\n- Every property must be present[^\n]*/, "")).toBe(base);
  });

  it("stays compact", () => {
    for (const doc of Object.values(DOCUMENTS)) expect(describeSearch(doc).length, doc.name).toBeLessThan(3_000);
  });

  it("is locked for the example type", async () => {
    await expect(describeSearch(Invoice)).toMatchFileSnapshot("__snapshots__/invoice-description.txt");
  });
});
