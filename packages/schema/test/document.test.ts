import { describe, expect, expectTypeOf, it } from "vitest";
import { DefinitionError, defineDocument, documentSchemaFromJSON, Field, type InferDocument } from "../src/index.js";
import { fieldsFor, nearestName } from "../src/internal.js";

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

describe("nearestName", () => {
  it("suggests plausible misspellings only", () => {
    expect(nearestName("custmer", ["customer", "notes"])).toBe("customer");
    expect(nearestName("totl", ["total", "notes"])).toBe("total");
    expect(nearestName("zzzzzz", ["customer", "notes"])).toBeUndefined();
    expect(nearestName("size", ["limit", "offset"])).toBeUndefined();
  });
});
