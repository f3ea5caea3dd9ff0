import { QUERY_DETAILS, defineDocument, Field } from "@oneindex/schema";
import { FIELD_USES, fieldsFor } from "@oneindex/schema/internal";
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { SearchTool, describeSearch } from "../src/index.js";
import { DOCUMENTS, EveryKind, Invoice, KeywordsOnly, NumbersOnly } from "./support/documents.js";

/** The description's field list: each field name with its kind label (descriptions in parentheses dropped). */
function fieldLines(text: string): Map<string, string> {
  const lines = text.split("Fields by kind:\n")[1]!.split("\n\n")[0]!.split("\n");
  const out = new Map<string, string>();
  for (const line of lines) {
    const m = /^- ([^:]+): (.*)$/.exec(line)!;
    let names = m[2]!;
    for (let before = ""; before !== names; ) [before, names] = [names, names.replace(/ ?\([^()]*\)/g, "")];
    for (const name of names.split(", ")) out.set(name, m[1]!);
  }
  return out;
}

describe("the description", () => {
  it("lists every queryable field and sortable-only field by kind, with its description, and no other field", () => {
    const text = describeSearch(EveryKind);
    const listed = fieldLines(text);
    for (const [name, field] of Object.entries(EveryKind.fields)) {
      if (!FIELD_USES.queryable(field) && !field.sortable) {
        expect(listed.has(name), name).toBe(false);
        continue;
      }
      const kind = field.kind === "id" ? "id integer" : field.kind === "geoPoint" ? "geoPoint {lat,lng}" : field.kind;
      expect(listed.get(name), name).toBe(`${kind}${field.array ? "[]" : ""}`);
      if (field.description) expect(text).toContain(`${name} (${field.description})`);
    }
    expect(text).toContain("- number: price (Price in euros), rank");
    expect(text).toContain("- text: title (Headline)");
    expect(text).not.toContain("weight");
    expect(text).not.toContain("raw");
    expect(text).not.toContain("sortable"); // the sort enum says which fields sort
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
    // Strict mode closes every object, so it cannot take `aggs` (a map by name): neither its line nor its example.
    const withoutAggs = base.replace(/\n- aggs: [^\n]*/, "").replace(/\n\{"v":1,"limit":0,"aggs"[^\n]*/, "");
    expect(withoutAggs).not.toBe(base);
    expect(strict.replace(/\n- Strings ≤ [^\n]*\n- Every property must be present[^\n]*/, "")).toBe(withoutAggs);
    expect(SearchTool.schemaFor(Invoice, { format: "openai-strict" })).not.toContain("agg");
    expect(base).not.toContain("Strings ≤"); // the schema says maxLength in the formats that keep it
  });

  it("teaches aggregations at full detail only, with an example call the schema accepts", () => {
    const full = describeSearch(Invoice);
    expect(full).toMatch(/\n- aggs: [^\n]+/);
    const example = full.split("\n").find((line) => line.startsWith('{"v":1,"limit":0,"aggs"'));
    expect(example).toBeDefined();
    const valid = new Ajv2020({ strict: false }).compile(JSON.parse(SearchTool.schemaFor(Invoice)));
    expect(valid(JSON.parse(example!)), JSON.stringify(valid.errors)).toBe(true);
    for (const detail of ["standard", "compact"] as const) expect(describeSearch(Invoice, [], detail)).not.toContain("aggs");
  });

  it("keeps an app's multi-line descriptions on their field's line", () => {
    const doc = defineDocument(
      "Notes",
      { id: Field.id(), body: Field.text({ description: "First line\n- not a field\n\tthird" }) },
      { description: "Two\nlines" },
    );
    const text = describeSearch(doc);
    expect(text).toContain("- text: body (First line - not a field third)");
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

describe("the description of keyword sub-fields", () => {
  it("says to use the text field for words and its .keyword for exact values and counts", () => {
    const Strike = defineDocument("Strike", { id: Field.id(), airport: Field.text({ keyword: true }), state: Field.keyword() });
    const text = describeSearch(Strike);
    expect(text).toContain("- keyword: airport.keyword, state");
    expect(text).toContain(
      "- airport also as airport.keyword: use the name for words, name.keyword for exact values, filters, sorting and counts",
    );
    expect(describeSearch(Invoice)).not.toContain(".keyword");
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
    const sortField = ((root["sort"]!["items"] as Record<string, unknown>)["properties"] as Record<string, Record<string, unknown>>)[
      "field"
    ]!;
    const sortEnum = (sortField["enum"] ?? defs[String(sortField["$ref"]).replace("#/$defs/", "")]!["enum"]) as string[];
    return { named, sortable: new Set(sortEnum) };
  }

  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    for (const detail of QUERY_DETAILS) {
      it(`${name}, ${detail}: lists the fields the schema names (compact: and those only the filter language takes), every sortable one among them`, () => {
        const schema = JSON.parse(SearchTool.schemaFor(doc, { detail })) as Record<string, unknown>;
        const found = schemaFields(schema, Object.keys(doc.fields));
        const listed = fieldLines(describeSearch(doc, [], detail));
        // Every field the schema names is listed; a field listed beyond those is one the filter
        // language still takes (compact has no exists node or decay: a geo point only in exists()).
        for (const name of found.named) expect(listed.has(name), name).toBe(true);
        const beyond = [...listed.keys()].filter((name) => !found.named.has(name));
        for (const name of beyond) expect(fieldsFor(doc, "exists"), `${name} is listed`).toContain(name);
        if (detail !== "compact") expect(beyond).toEqual([]);
        // Sortable fields are in the sort enum, and every one is listed.
        for (const name of found.sortable) expect(listed.has(name), name).toBe(true);
      });
    }
  }
});
