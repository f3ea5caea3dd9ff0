import { describe, expect, expectTypeOf, it } from "vitest";
import { DefinitionError, defineDocument, documentSchemaFromJSON, Field, indexedFields, type InferDocument } from "../src/index.js";
import { checkDocuments, fieldsFor, nearestName } from "../src/internal.js";

const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  lines: Field.text({ array: true }),
  total: Field.number({ filterable: true, sortable: true }),
  count: Field.integer({ filterable: true }),
  issued: Field.date({ filterable: true, sortable: true }),
  paid: Field.boolean({ filterable: true }),
  office: Field.geoPoint({ filterable: true }),
  rank: Field.number({ sortable: true }),
  pdf: Field.stored(),
});

describe("defineDocument", () => {
  it("resolves every flag so the builder and JSON forms are the same data", () => {
    const json = JSON.parse(JSON.stringify(Invoice));
    expect(documentSchemaFromJSON(json)).toEqual(Invoice);
    expect(JSON.stringify(documentSchemaFromJSON(JSON.stringify(json)))).toBe(JSON.stringify(Invoice));
    expect(Invoice.fields.notes).toEqual({ kind: "text", array: false, filterable: true, sortable: false, analyzer: "english" });
    expect(Invoice.fields.id).toEqual({ kind: "id", array: false, filterable: true, sortable: true, idType: "string" });
  });

  it("infers the document type", () => {
    type Doc = InferDocument<typeof Invoice>;
    expectTypeOf<Doc["id"]>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<Doc["lines"]>>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<NonNullable<Doc["total"]>>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Doc["paid"]>>().toEqualTypeOf<boolean>();
  });

  it("classifies fields by use", () => {
    expect(fieldsFor(Invoice, "queryable")).toEqual(["id", "customer", "notes", "lines", "total", "count", "issued", "paid", "office"]);
    expect(fieldsFor(Invoice, "termString")).toEqual(["id", "customer", "notes", "lines"]);
    expect(fieldsFor(Invoice, "sort")).toEqual(["id", "customer", "total", "issued", "rank"]);
    expect(fieldsFor(Invoice, "decayGeo")).toEqual(["office"]);
    expect(fieldsFor(Invoice, "exists")).not.toContain("rank");
    expect(fieldsFor(Invoice, "exists")).not.toContain("pdf");
  });

  it("rejects bad definitions, naming every offending field", () => {
    const attempt = () =>
      documentSchemaFromJSON({
        name: "Bad",
        fields: {
          id: { kind: "id" },
          "a/b": { kind: "text" },
          price: { kind: "nubmer" },
          tags: { kind: "keyword", sortabel: true },
          body: { kind: "text", sortable: true },
        },
      });
    expect(attempt).toThrow(DefinitionError);
    try {
      attempt();
    } catch (error) {
      const e = error as DefinitionError;
      expect(e.problems.map((p) => p.path)).toEqual([
        "/fields/a~1b",
        "/fields/price/kind",
        "/fields/tags/sortabel",
        "/fields/body/sortable",
      ]);
      expect(e.problems[1]!.message).toContain('did you mean "number"?');
      expect(e.problems[2]!.message).toContain('did you mean "sortable"?');
    }
  });

  it("needs exactly one id", () => {
    expect(() => defineDocument("NoId", { a: Field.text() })).toThrow(/exactly one field of kind "id", found 0/);
    expect(() => defineDocument("TwoIds", { a: Field.id(), b: Field.id() })).toThrow(/found 2/);
  });

  it("rejects names that break a JSON Pointer, a tool API or a string language", () => {
    expect(() => defineDocument("Bad Name", { id: Field.id() })).toThrow(/name/);
    expect(() => defineDocument("Ok", { id: Field.id(), and: Field.text() })).toThrow(/reserved/);
    expect(() => defineDocument("Ok", { id: Field.id(), __proto__x: Field.text() })).toThrow(/must start with a letter/);
    expect(() => documentSchemaFromJSON("{not json")).toThrow(/not valid JSON/);
    expect(documentSchemaFromJSON('\uFEFF{"name":"X","fields":{"id":{"kind":"id"}}}').name).toBe("X");
  });
});

describe("keyword sub-fields", () => {
  const Place = defineDocument("Place", {
    id: Field.id(),
    airport: Field.text({ keyword: true }),
    aliases: Field.text({ keyword: true, array: true }),
  });

  it("resolves `keyword: true` into a `<name>.keyword` keyword field right after its text field", () => {
    expect(Object.keys(Place.fields)).toEqual(["id", "airport", "airport.keyword", "aliases", "aliases.keyword"]);
    expect(Place.fields["airport"]).toEqual({
      kind: "text",
      array: false,
      filterable: true,
      sortable: false,
      analyzer: "english",
      keyword: true,
    });
    expect((Place.fields as Record<string, unknown>)["airport.keyword"]).toEqual({
      kind: "keyword",
      array: false,
      filterable: true,
      sortable: true,
      subFieldOf: "airport",
    });
    // An array field's sub-field cannot sort (one value per document is needed).
    expect((Place.fields as Record<string, { sortable: boolean }>)["aliases.keyword"]!.sortable).toBe(false);
    expect(fieldsFor(Place, "aggTerms")).toEqual(["airport.keyword", "aliases.keyword"]);
    expect(fieldsFor(Place, "aggCardinality")).toEqual(["airport.keyword", "aliases.keyword"]);
    expect(fieldsFor(Place, "fullText")).toEqual(["airport", "aliases"]);
    expect(fieldsFor(Place, "sort")).toEqual(["id", "airport.keyword"]);
  });

  it("reads the runtime form and the resolved form back to the same definition", () => {
    const runtime = documentSchemaFromJSON({
      name: "Place",
      fields: { id: { kind: "id" }, airport: { kind: "text", keyword: true }, aliases: { kind: "text", array: true, keyword: true } },
    });
    expect(JSON.stringify(runtime)).toBe(JSON.stringify(Place));
    expect(JSON.stringify(documentSchemaFromJSON(JSON.stringify(Place)))).toBe(JSON.stringify(Place));
    expect(
      documentSchemaFromJSON({ name: "P", fields: { id: { kind: "id" }, t: { kind: "text", keyword: false } } }).fields["t"],
    ).not.toHaveProperty("keyword");
  });

  it("lists every indexed field with the document property it reads", () => {
    expect(indexedFields(Place).map((f) => [f.name, f.source])).toEqual([
      ["id", "id"],
      ["airport", "airport"],
      ["airport.keyword", "airport"],
      ["aliases", "aliases"],
      ["aliases.keyword", "aliases"],
    ]);
  });

  it("refuses a sub-field that does not follow from its field, and `keyword` on other kinds", () => {
    const problems = (fields: Record<string, unknown>) => {
      try {
        documentSchemaFromJSON({ name: "P", fields: { id: { kind: "id" }, ...fields } });
      } catch (error) {
        return (error as DefinitionError).problems.map((p) => `${p.code} ${p.message}`);
      }
      return [];
    };
    expect(problems({ t: { kind: "text" }, "t.keyword": { kind: "keyword", subFieldOf: "t" } })).toEqual([
      expect.stringMatching(/^bad-field-name \/fields\/t\.keyword: .*"keyword": true \} on "t"/),
    ]);
    expect(problems({ "a.b": { kind: "keyword" } })).toEqual([
      expect.stringMatching(/^bad-field-name .*a field name with a dot names a sub-field/),
    ]);
    expect(problems({ t: { kind: "text", keyword: true }, "t.keyword": { kind: "keyword", subFieldOf: "t", sortable: false } })).toEqual([
      expect.stringMatching(/^bad-sub-field \/fields\/t\.keyword: "t\.keyword" is the keyword sub-field of "t" and follows from it/),
    ]);
    expect(problems({ k: { kind: "keyword", keyword: true } })).toEqual([
      expect.stringMatching(/^bad-flag \/fields\/k\/keyword: .*a keyword already/),
    ]);
    expect(problems({ t: { kind: "text", keyword: "yes" } })).toEqual([
      expect.stringMatching(/^bad-flag .*"keyword" must be true or false/),
    ]);
    expect(problems({ t: { kind: "text", subFieldOf: "x" } })).toEqual([
      expect.stringMatching(/^unknown-property \/fields\/t\/subFieldOf/),
    ]);
  });

  it("feeds the sub-field from its field's value; a document cannot hold it", () => {
    const checked = checkDocuments(Place, [{ id: "a", airport: "CHICAGO O'HARE INTL ARPT", aliases: ["ORD", "O'Hare"] }]);
    if (!checked.ok) throw new Error(checked.problems[0]!.message);
    const record = checked.records[0]!;
    const numbers = Object.keys(Place.fields);
    expect(record.values[numbers.indexOf("airport.keyword")]).toBe(record.values[numbers.indexOf("airport")]);
    expect(record.values[numbers.indexOf("aliases.keyword")]).toEqual(["ORD", "O'Hare"]);
    expect(record.source).toEqual({ id: "a", airport: "CHICAGO O'HARE INTL ARPT", aliases: ["ORD", "O'Hare"] });
    const refused = checkDocuments(Place, [{ id: "b", "airport.keyword": "X" }]);
    expect(refused.ok ? [] : refused.problems.map((p) => [p.code, p.path])).toEqual([["unknown-field", "/airport.keyword"]]);
    expect(refused.ok ? "" : refused.problems[0]!.message).toMatch(/did you mean "airport"/);
  });
});

describe("nearestName", () => {
  it("suggests plausible misspellings only", () => {
    expect(nearestName("custmer", ["customer", "notes"])).toBe("customer");
    expect(nearestName("totl", ["total", "notes"])).toBe("total");
    expect(nearestName("zzzzzz", ["customer", "notes"])).toBeUndefined();
    expect(nearestName("size", ["limit", "offset"])).toBeUndefined();
  });
});
