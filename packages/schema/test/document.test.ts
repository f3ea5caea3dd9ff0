import { describe, expect, expectTypeOf, it } from "vitest";
import fc from "fast-check";
import { DefinitionError, defineDocument, documentSchemaFromJSON, Field, indexedFields, type InferDocument } from "../src/index.js";
import { checkDocuments, fieldsFor, MAX_DOCUMENT_PROBLEMS, nearestName } from "../src/internal.js";

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

describe("duplicate ids in a batch", () => {
  const Tagged = defineDocument("Tagged", { id: Field.id(), tag: Field.keyword() });
  const Numbered = defineDocument("Numbered", { n: Field.id({ type: "integer" }), tag: Field.keyword() });

  /** What the check must say: in document order, a bad document's problem, else a repeat of an earlier valid id; at most 50. */
  function expected(docs: readonly { id: string | number; bad: boolean }[]): string[] {
    const seen = new Set<string | number>();
    const out: string[] = [];
    docs.forEach((d, index) => {
      if (d.bad) out.push(`${index} wrong-type`);
      else if (seen.has(d.id)) out.push(`${index} duplicate-id`);
      else seen.add(d.id);
    });
    return out.slice(0, MAX_DOCUMENT_PROBLEMS);
  }

  it("refuses every repeat of an earlier id, in document order among the other problems, at most 50", () => {
    const doc = fc.record({
      id: fc.oneof(fc.constantFrom("a", "b", "\u{1F600}", "\uD800"), fc.string({ maxLength: 2 })),
      bad: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 120 }), fc.boolean(), (docs, integers) => {
        const ids = docs.map((d, i) => (integers ? (typeof d.id === "string" ? d.id.length * 7 + (i % 2) : d.id) : d.id));
        const batch = docs.map((d, i) => (integers ? { n: ids[i], tag: d.bad ? 5 : "x" } : { id: ids[i], tag: d.bad ? 5 : "x" }));
        const check = checkDocuments(integers ? Numbered : Tagged, batch);
        const want = expected(docs.map((d, i) => ({ id: ids[i]!, bad: d.bad })));
        if (want.length === 0) expect(check.ok).toBe(true);
        else if (check.ok) expect.fail("accepted");
        else expect(check.problems.map((p) => `${p.index} ${p.code}`)).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it("names the repeated id, and finds a repeat among many ascending or shuffled ids", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `d${String(i).padStart(6, "0")}`);
    expect(
      checkDocuments(
        Tagged,
        ids.map((id) => ({ id, tag: "x" })),
      ).ok,
    ).toBe(true);
    const shuffled = ids.map((_, i) => ids[(i * 7919) % ids.length]!);
    expect(
      checkDocuments(
        Tagged,
        shuffled.map((id) => ({ id, tag: "x" })),
      ).ok,
    ).toBe(true);
    shuffled[15_000] = shuffled[3]!;
    const check = checkDocuments(
      Tagged,
      shuffled.map((id) => ({ id, tag: "x" })),
    );
    expect(check.ok ? [] : check.problems).toMatchObject([{ index: 15_000, id: shuffled[3], code: "duplicate-id" }]);
  });
});
