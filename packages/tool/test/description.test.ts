import { FIELD_USES, defineDocument, Field, fieldsFor } from "@oneindex/schema";
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

  it("keeps an app's multi-line descriptions on their field's line", () => {
    const doc = defineDocument("Notes", { id: Field.id(), body: Field.text({ description: "First line\n- not a field\n\tthird" }) }, { description: "Two\nlines" });
    const text = describeSearch(doc);
    expect(text).toContain("- body (text; q, text, term, phrase/prefix/fuzzy/regex/multiFieldTerm, exists, highlight): First line - not a field third");
    expect(text).toContain("Searches Notes documents: Two lines.");
    expect(text).not.toContain("\n- not a field");
  });

  it("stays compact", () => {
    for (const doc of Object.values(DOCUMENTS)) expect(describeSearch(doc).length, doc.name).toBeLessThan(3_000);
  });

  it("is locked for the example type", async () => {
    await expect(describeSearch(Invoice)).toMatchFileSnapshot("__snapshots__/invoice-description.txt");
  });
});

describe("the description and the schema", () => {
  /** Which fields the schema lets each query word take, read from the schema itself. */
  function schemaUses(schema: Record<string, unknown>): Map<string, Set<string>> {
    const defs = schema["$defs"] as Record<string, Record<string, unknown>>;
    const enumOf = (s: Record<string, unknown> | undefined): string[] => {
      if (s === undefined) return [];
      if (typeof s["$ref"] === "string") return enumOf(defs[s["$ref"].replace("#/$defs/", "")]);
      if (s["items"] !== undefined) return enumOf(s["items"] as Record<string, unknown>);
      return (s["enum"] ?? []) as string[];
    };
    const uses = new Map<string, Set<string>>();
    const add = (word: string, fields: string[]) => {
      if (!uses.has(word)) uses.set(word, new Set());
      for (const f of fields) uses.get(word)!.add(f);
    };
    const WORDS: Record<string, string> = { phrase: "phrase/prefix/fuzzy/regex/multiFieldTerm", prefix: "phrase/prefix/fuzzy/regex/multiFieldTerm", fuzzy: "phrase/prefix/fuzzy/regex/multiFieldTerm", regex: "phrase/prefix/fuzzy/regex/multiFieldTerm", multiFieldTerm: "phrase/prefix/fuzzy/regex/multiFieldTerm", gauss: "decay", exp: "decay", linear: "decay" };
    for (const def of Object.values(defs)) {
      const props = def["properties"] as Record<string, Record<string, unknown>> | undefined;
      const type = props?.["type"];
      if (type === undefined) continue;
      const types = ("const" in type ? [type["const"]] : (type["enum"] as string[])) as string[];
      for (const t of types) add(WORDS[t] ?? t, enumOf(props!["field"] ?? props!["fields"]));
    }
    const root = schema["properties"] as Record<string, Record<string, unknown>>;
    add("sort", enumOf(((root["sort"]!["items"] as Record<string, unknown>)["properties"] as Record<string, Record<string, unknown>>)["field"]));
    const highlight = (root["highlight"]!["anyOf"] as Record<string, unknown>[]).find((b) => b["type"] === "object");
    add("highlight", enumOf((highlight?.["properties"] as Record<string, Record<string, unknown>>)["fields"]));
    return uses;
  }

  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    it(`${name}: every use the description names for a field is one the schema offers, and the reverse`, () => {
      const fromSchema = schemaUses(JSON.parse(SearchTool.schemaFor(doc)) as Record<string, unknown>);
      const fromText = new Map<string, Set<string>>();
      const fieldLines = describeSearch(doc).split("Fields (kind; usable in):\n")[1]!.split("\n\n")[0]!.split("\n");
      for (const line of fieldLines) {
        const m = /^- (\w+) \([^;]+; ([^)]+)\)/.exec(line);
        if (m === null) continue;
        for (const word of m[2]!.split(", ")) {
          if (word === "q") continue; // the root q string, over the text fields: checked as `text`
          if (!fromText.has(word)) fromText.set(word, new Set());
          fromText.get(word)!.add(m[1]!);
        }
      }
      for (const [word, fields] of fromText) expect([...(fromSchema.get(word) ?? [])].sort(), `${word}`).toEqual([...fields].sort());
      for (const [word, fields] of fromSchema) {
        if (["bool", "matchAll", "strict", "weight", "functionScore"].includes(word) || fields.size === 0) continue;
        expect([...(fromText.get(word) ?? [])].sort(), `${word}`).toEqual([...fields].sort());
      }
    });
  }
});
