import { describe, expect, it } from "vitest";
import {
  DEFAULT_QUERY_DETAIL,
  DefinitionError,
  defineDocument,
  Field,
  QUERY_LIMITS,
  queryCapabilities,
  querySchema,
  type DocumentDefinition,
  type JsonSchema,
} from "../src/index.js";
import { COMPACT_LEAVES_OUT, DETAIL_LEAVES_OUT, fieldsFor, QUERY_SCHEMA_DIALECT } from "../src/internal.js";
import { EveryKind, KeywordsOnly, NumbersOnly } from "./support/documents.js";
import { defsOf, expandedDef, resolve, walk } from "./support/schema-walk.js";

/** These tests are about the whole language: the full detail (the default is `standard`). */
const FULL = { detail: "full" } as const;

const DOCS = { EveryKind, KeywordsOnly, NumbersOnly };

/** SPEC §3 "Node shapes": every property of each definition, and the required ones. */
const SHAPES: Record<string, { properties: string[]; required: string[] }> = {
  term: { properties: ["type", "field", "value", "boost"], required: ["type", "field", "value"] },
  phrase: { properties: ["type", "field", "terms", "slop", "boost"], required: ["type", "field", "terms"] },
  prefix: { properties: ["type", "field", "value", "boost"], required: ["type", "field", "value"] },
  fuzzy: {
    properties: ["type", "field", "value", "maxEdits", "prefixLength", "transpositions", "boost"],
    required: ["type", "field", "value"],
  },
  regex: { properties: ["type", "field", "pattern", "boost"], required: ["type", "field", "pattern"] },
  multiFieldTerm: { properties: ["type", "fields", "value", "boost"], required: ["type", "fields", "value"] },
  range: { properties: ["type", "field", "gt", "gte", "lt", "lte"], required: ["type", "field"] },
  exists: { properties: ["type", "field"], required: ["type", "field"] },
  bool: { properties: ["type", "must", "should", "mustNot", "filter", "minimumShouldMatch", "boost"], required: ["type"] },
  matchAll: { properties: ["type", "boost"], required: ["type"] },
  text: { properties: ["type", "text", "fields", "operator", "boost"], required: ["type", "text"] },
  strict: { properties: ["type", "query", "boost"], required: ["type", "query"] },
  functionScore: {
    properties: ["type", "query", "functions", "scoreMode", "boostMode", "maxBoost", "minScore"],
    required: ["type", "functions"],
  },
  weight: { properties: ["type", "weight", "filter"], required: ["type", "weight"] },
  fieldValueFactor: { properties: ["type", "field", "factor", "modifier", "missing", "weight", "filter"], required: ["type", "field"] },
  gauss: {
    properties: ["type", "field", "origin", "scale", "offset", "decay", "weight", "filter"],
    required: ["type", "field", "origin", "scale"],
  },
};

const fieldOf = (schema: JsonSchema, def: JsonSchema): JsonSchema => {
  const props = def["properties"] as Record<string, JsonSchema>;
  const f = props["field"] ?? (props["fields"]!["items"] as JsonSchema);
  return resolve(schema, f);
};

describe("querySchema: the root", () => {
  const schema = querySchema(EveryKind, FULL);
  const properties = schema["properties"] as Record<string, JsonSchema>;

  it("is a draft 2020-12 object with the query JSON properties, v required, nothing else allowed", () => {
    expect(schema["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(QUERY_SCHEMA_DIALECT).toBe(schema["$schema"]);
    expect(schema["type"]).toBe("object");
    expect(Object.keys(properties)).toEqual(["v", "q", "query", "filter", "limit", "offset", "countExactly", "highlight", "sort", "aggs"]);
    expect(schema["required"]).toEqual(["v"]);
    expect(schema["additionalProperties"]).toBe(false);
    expect(properties["v"]!["const"]).toBe(1);
  });

  it("says nothing in the root properties that their names, types and bounds say (highlight states its defaults)", () => {
    for (const [name, property] of Object.entries(properties)) {
      if (name === "highlight") expect(property["description"], name).toContain(String(QUERY_LIMITS.defaultFragmentSize));
      else expect(property["description"], name).toBeUndefined();
    }
  });

  it("writes the window limits and defaults from QUERY_LIMITS", () => {
    for (const name of ["limit", "offset"]) {
      expect(properties[name]).toMatchObject({ type: "integer", minimum: 0, maximum: QUERY_LIMITS.maxWindow });
    }
    expect(properties["limit"]!["default"]).toBe(QUERY_LIMITS.defaultLimit);
    expect(resolve(schema, properties["q"])).toEqual({ type: "string", maxLength: QUERY_LIMITS.maxQueryStringLength });
  });

  it("offers filter as a string or a node, and query as a node", () => {
    expect(properties["query"]!["$ref"]).toBe("#/$defs/node");
    expect(properties["filter"]!["anyOf"]).toEqual([{ $ref: "#/$defs/string" }, { $ref: "#/$defs/node" }]);
    expect(defsOf(schema)["string"]).toEqual({ type: "string", maxLength: QUERY_LIMITS.maxQueryStringLength });
  });

  it("sorts over sortable fields only, including sortable-only ones", () => {
    const key = (properties["sort"]!["items"] as JsonSchema)["properties"] as Record<string, JsonSchema>;
    expect(resolve(schema, key["field"]!)["enum"]).toEqual(fieldsFor(EveryKind, "sort"));
    expect(resolve(schema, key["field"]!)["enum"]).toEqual(["id", "customer", "title.keyword", "total", "issued", "rank", "seen"]);
    expect(key["order"]).toEqual({ enum: ["asc", "desc"] });
  });

  it("highlights full-text fields, and drops highlight.fields when there are none", () => {
    const options = (s: JsonSchema) =>
      ((s["properties"] as Record<string, JsonSchema>)["highlight"]!["anyOf"] as JsonSchema[])[1]!["properties"] as Record<
        string,
        JsonSchema
      >;
    expect(resolve(schema, options(schema)["fields"]!["items"])["enum"]).toEqual(["notes", "lines", "title"]);
    expect(options(querySchema(KeywordsOnly, FULL))["fields"]).toBeUndefined();
  });
});

describe("querySchema: $defs", () => {
  for (const [docName, doc] of Object.entries(DOCS)) {
    const schema = querySchema(doc, FULL);
    const defs = defsOf(schema);
    const caps = queryCapabilities(doc, "full");

    it(`${docName}: node and function are oneOfs of $refs to the offered definitions`, () => {
      expect(defs["node"]).toEqual({ oneOf: caps.nodes.map((d) => ({ $ref: `#/$defs/${d.name}` })) });
      expect(defs["function"]).toEqual({ oneOf: caps.functions.map((d) => ({ $ref: `#/$defs/${d.name}` })) });
      for (const d of [...caps.nodes, ...caps.functions]) expect(defs[d.name], d.name).toBeDefined();
    });

    it(`${docName}: every definition is a closed object with a fixed type and exactly the SPEC shape`, () => {
      for (const d of [...caps.nodes, ...caps.functions]) {
        // Each definition says "type": "object" itself (Ajv's strict mode needs it beside "properties"), a narrowing one too.
        expect(defs[d.name]!["type"], d.name).toBe("object");
        const def = expandedDef(schema, d.name);
        expect(def["type"], d.name).toBe("object");
        expect(def["additionalProperties"], d.name).toBe(false);
        const props = def["properties"] as Record<string, JsonSchema>;
        const typeSchema = props["type"]!;
        if (d.types.length === 1) expect(typeSchema["const"], d.name).toBe(d.types[0]);
        else expect(typeSchema["enum"], d.name).toEqual(d.types);
        const shape = SHAPES[d.types[0]!]!;
        expect(Object.keys(props), d.name).toEqual(shape.properties);
        expect(def["required"], d.name).toEqual(shape.required);
      }
    });

    it(`${docName}: each field enum is exactly fieldsFor(doc, use), so same-type definitions are disjoint`, () => {
      for (const d of [...caps.nodes, ...caps.functions]) {
        if (d.use === undefined) {
          expect((expandedDef(schema, d.name)["properties"] as Record<string, unknown>)["field"], d.name).toBeUndefined();
          continue;
        }
        expect(fieldOf(schema, expandedDef(schema, d.name))["enum"], d.name).toEqual(fieldsFor(doc, d.use));
      }
      const byType = new Map<string, string[]>();
      for (const d of caps.nodes) for (const t of d.types) byType.set(t, [...(byType.get(t) ?? []), ...d.fields]);
      for (const [type, fields] of byType) expect(new Set(fields).size, type).toBe(fields.length);
    });
  }

  it("offers every definition for a document with every field kind", () => {
    expect(queryCapabilities(EveryKind, "full").nodes.map((d) => d.name)).toEqual([
      "term_string",
      "term_integer",
      "term_number",
      "term_date",
      "term_boolean",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range_integer",
      "range_number",
      "range_date",
      "range_keyword",
      "exists",
      "bool",
      "matchAll",
      "text",
      "strict",
      "functionScore",
    ]);
    expect(queryCapabilities(EveryKind, "full").functions.map((d) => d.name)).toEqual([
      "function_weight",
      "function_fieldValueFactor",
      "decay_number",
      "decay_date",
      "decay_geo",
    ]);
  });

  it("leaves out the definitions no field could use, and their $refs", () => {
    const keywordDefs = defsOf(querySchema(KeywordsOnly, FULL));
    expect(queryCapabilities(KeywordsOnly, "full").nodes.map((d) => d.name)).toEqual([
      "term_string",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range_keyword",
      "exists",
      "bool",
      "matchAll",
      "strict",
      "functionScore",
    ]);
    expect(queryCapabilities(KeywordsOnly, "full").functions.map((d) => d.name)).toEqual(["function_weight"]);
    for (const gone of ["term_integer", "term_date", "range_number", "text", "decay_geo", "function_fieldValueFactor"])
      expect(keywordDefs[gone]).toBeUndefined();
    expect(queryCapabilities(NumbersOnly, "full").nodes.map((d) => d.name)).toEqual([
      "term_integer",
      "term_number",
      "range_integer",
      "range_number",
      "exists",
      "bool",
      "matchAll",
      "strict",
      "functionScore",
    ]);
    expect(queryCapabilities(NumbersOnly, "full").functions.map((d) => d.name)).toEqual([
      "function_weight",
      "function_fieldValueFactor",
      "decay_number",
    ]);
    const text = JSON.stringify(querySchema(NumbersOnly, FULL));
    for (const gone of ["term_string", "phrase", "decay_date", "field_terms", "field_fullText"])
      expect(text).not.toContain(`"#/$defs/${gone}"`);
    expect(text).not.toContain('"fields":{"type":"array"');
  });

  it("always offers functionScore with weight, even for an id-only document", () => {
    const bare = defineDocument("Bare", { id: Field.id() });
    expect(queryCapabilities(bare, "full").nodeTypes).toEqual(["term", "bool", "matchAll", "strict", "functionScore"]);
    expect(queryCapabilities(bare, "full").functionTypes).toEqual(["weight"]);
  });

  it("types term values, range bounds and decay origins by the field's kind", () => {
    const schema = querySchema(EveryKind, FULL);
    const defs = defsOf(schema);
    const prop = (def: string, name: string) => resolve(schema, (defs[def]!["properties"] as Record<string, JsonSchema>)[name]!);
    expect(prop("term_string", "value")).toEqual({ type: "string", maxLength: QUERY_LIMITS.maxTermLength });
    expect(prop("term_integer", "value")).toEqual({
      type: "integer",
      minimum: -QUERY_LIMITS.maxSafeInteger,
      maximum: QUERY_LIMITS.maxSafeInteger,
    });
    expect(prop("term_number", "value")).toEqual({ type: "number" });
    expect(prop("term_date", "value")).toEqual({
      type: "string",
      pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?$",
    });
    expect(prop("term_boolean", "value")).toEqual({ type: "boolean" });
    for (const bound of ["gt", "gte", "lt", "lte"]) {
      expect(prop("range_integer", bound)).toEqual(prop("term_integer", "value"));
      expect(prop("range_number", bound)).toEqual({ type: "number" });
      expect(prop("range_date", bound)).toEqual(prop("term_date", "value"));
      expect(prop("range_keyword", bound)).toEqual(prop("term_string", "value"));
    }
    expect(prop("decay_number", "origin")).toEqual({ type: "number" });
    expect(prop("decay_date", "origin")).toEqual(prop("term_date", "value"));
    expect(prop("decay_geo", "origin")).toMatchObject({ type: "object", required: ["lat", "lng"], additionalProperties: false });
  });
});

describe("querySchema: fields", () => {
  const schema = querySchema(EveryKind, FULL);

  it("never names stored-only or unqueryable fields, and sortable-only fields only in sort", () => {
    const sortEnum = JSON.stringify(fieldsFor(EveryKind, "sort"));
    for (const [path, value] of walk(schema)) {
      if (!Array.isArray(value) || !path.endsWith("/enum")) continue;
      expect(value, path).not.toContain("pdf");
      expect(value, path).not.toContain("weight");
      expect(value, path).not.toContain("depot");
      if (value.includes("rank") || value.includes("seen")) expect(JSON.stringify(value), path).toBe(sortEnum);
    }
    expect(JSON.stringify(schema)).not.toContain("never shown");
  });

  it("writes each field description once, on the root, and none on the field enums", () => {
    expect(schema["description"]).toBe(
      "Fields: id: invoice number; customer: the buyer's account name; notes: free-text remarks; total: amount in euros; office: where it was issued",
    );
    for (const [path, value] of walk(schema)) {
      if (value !== null && typeof value === "object" && !Array.isArray(value) && "enum" in value)
        expect(value["description"], path).toBeUndefined();
    }
    // notes is in four field uses (termString, terms, fullText, exists) and customer in five: each
    // description appears once however many enums name the field.
    for (const text of ["free-text remarks", "the buyer's account name", "where it was issued"])
      expect(JSON.stringify(schema).split(text).length - 1, text).toBe(1);
    expect(JSON.stringify(schema)).not.toContain("never shown");
    // A sortable-only field's description is there too (it is in the sort enum); none at all, no root description.
    const sortOnly = defineDocument("SortOnly", { id: Field.id(), rank: Field.number({ sortable: true, description: "popularity" }) });
    expect(querySchema(sortOnly, FULL)["description"]).toBe("Fields: rank: popularity");
    expect(querySchema(KeywordsOnly, FULL)["description"]).toBeUndefined();
  });

  it("follows declaration order", () => {
    const swapped = defineDocument("Swapped", { b: Field.keyword(), id: Field.id(), a: Field.keyword() });
    expect(fieldOf(querySchema(swapped, FULL), defsOf(querySchema(swapped, FULL))["term_string"]!)["enum"]).toEqual(["b", "id", "a"]);
  });
});

describe("querySchema: output", () => {
  it("is deterministic and JSON-clean, a fresh object each call", () => {
    const a = querySchema(EveryKind, FULL);
    const b = querySchema(EveryKind, FULL);
    expect(a).not.toBe(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    for (const [path, value] of walk(a)) {
      if (value !== null && typeof value === "object") {
        expect(Object.getOwnPropertySymbols(value), path).toEqual([]);
        expect([Object.prototype, Array.prototype], path).toContain(Object.getPrototypeOf(value));
      }
    }
  });

  it("is the same for the builder form and the runtime (JSON) form of a definition", async () => {
    const { documentSchemaFromJSON } = await import("../src/index.js");
    const runtime = documentSchemaFromJSON(JSON.parse(JSON.stringify(EveryKind)));
    expect(JSON.stringify(querySchema(runtime, FULL))).toBe(JSON.stringify(querySchema(EveryKind, FULL)));
  });

  it("stays compact", () => {
    // Budget for the every-kind document; the README reports the current size.
    expect(JSON.stringify(querySchema(EveryKind, FULL)).length).toBeLessThan(15_000);
    expect(JSON.stringify(querySchema(KeywordsOnly, FULL)).length).toBeLessThan(8_000);
  });
});

describe("querySchema: the definition it is given", () => {
  it("resolves a hand-written definition with flags left out to the same schema", () => {
    const byHand = {
      name: "Note",
      fields: { id: { kind: "id" }, body: { kind: "text" }, stars: { kind: "integer", filterable: true } },
    } as unknown as DocumentDefinition;
    const built = defineDocument("Note", { id: Field.id(), body: Field.text(), stars: Field.integer({ filterable: true }) });
    expect(JSON.stringify(querySchema(byHand, FULL))).toBe(JSON.stringify(querySchema(built, FULL)));
    expect(queryCapabilities(byHand, "full")).toEqual(queryCapabilities(built, "full"));
  });

  it("rejects a malformed definition with a DefinitionError naming the field", () => {
    const bad = { name: "Bad", fields: { id: { kind: "id" }, price: { kind: "nubmer" } } } as unknown as DocumentDefinition;
    expect(() => querySchema(bad, FULL)).toThrow(DefinitionError);
    expect(() => querySchema(bad, FULL)).toThrow(/\/fields\/price\/kind: .*did you mean "number"\?/);
    expect(() => queryCapabilities(bad, "full")).toThrow(DefinitionError);
  });
});

describe("querySchema: $defs names", () => {
  it("shared schemas never take a definition's name", async () => {
    const { NODE_DEFINITIONS, FUNCTION_DEFINITIONS, AGG_DEFINITIONS } = await import("../src/query-schema/definitions.js");
    const names = new Set([...NODE_DEFINITIONS, ...FUNCTION_DEFINITIONS, ...AGG_DEFINITIONS].map((d) => d.name));
    expect(names.size).toBe(NODE_DEFINITIONS.length + FUNCTION_DEFINITIONS.length + AGG_DEFINITIONS.length);
    const defs = Object.keys(defsOf(querySchema(EveryKind, FULL)));
    const shared = defs.filter((name) => !names.has(name) && !["node", "function", "agg", "sub_agg"].includes(name));
    expect(shared).toEqual([
      "term",
      "integer",
      "date",
      "field_terms",
      "range",
      "clauses",
      "string",
      "field_fullText",
      "decay",
      "field_aggNumber",
    ]);
    for (const name of shared) expect(names.has(name)).toBe(false);
  });

  it("shares a schema used more than once only when a $ref to it is shorter than the schema", () => {
    const defs = defsOf(querySchema(defineDocument("Short", { id: Field.id(), notes: Field.text(), lines: Field.text() }), FULL));
    // field_fullText, {"enum":["notes","lines"]}, is shorter than {"$ref":"#/$defs/field_fullText"}: written at both uses.
    expect(defs["field_fullText"]).toBeUndefined();
    expect((defs["text"]!["properties"] as Record<string, JsonSchema>)["fields"]!["items"]).toEqual({ enum: ["notes", "lines"] });
    // The same use with longer field names goes into $defs, and both uses refer to it.
    const long = defineDocument("Long", { id: Field.id(), summary: Field.text(), description: Field.text() });
    const longSchema = querySchema(long, FULL);
    expect(defsOf(longSchema)["field_fullText"]).toEqual({ enum: ["summary", "description"] });
    expect(JSON.stringify(longSchema).split('"$ref":"#/$defs/field_fullText"').length - 1).toBe(2);
    // Used once, it is in place however long: an integer id alone uses the safe-integer range only in term_integer.
    const intId = querySchema(defineDocument("IntId", { id: Field.id({ type: "integer" }) }));
    expect(defsOf(intId)["integer"]).toBeUndefined();
    expect((defsOf(intId)["term_integer"]!["properties"] as Record<string, JsonSchema>)["value"]).toEqual({
      type: "integer",
      minimum: -QUERY_LIMITS.maxSafeInteger,
      maximum: QUERY_LIMITS.maxSafeInteger,
    });
    expect(defsOf(querySchema(NumbersOnly, FULL))["integer"]).toBeDefined();
  });
});

describe("queryCapabilities", () => {
  for (const [name, doc] of Object.entries(DOCS)) {
    it(`${name}: lists the fields of every use, and each offered definition's fields`, () => {
      const caps = queryCapabilities(doc, "full");
      for (const use of Object.keys(caps.fields) as (keyof typeof caps.fields)[])
        expect(caps.fields[use], use).toEqual(fieldsFor(doc, use));
      for (const d of [...caps.nodes, ...caps.functions]) {
        expect(d.fields, d.name).toEqual(d.use === undefined ? [] : fieldsFor(doc, d.use));
        if (d.use !== undefined) expect(d.fields.length, d.name).toBeGreaterThan(0);
      }
      expect(caps.nodeTypes).toEqual([...new Set(caps.nodes.flatMap((d) => d.types))]);
      expect(caps.functionTypes).toEqual([...new Set(caps.functions.flatMap((d) => d.types))]);
    });
  }
});

describe("querySchema: detail", () => {
  const full = querySchema(EveryKind, FULL);
  const fullDefs = defsOf(full);
  const defOf = (kind: string) =>
    ["gauss", "exp", "linear"].includes(kind) ? "decay_number" : kind === "fieldValueFactor" ? "function_fieldValueFactor" : kind;

  it("defaults to full, the schema the seed describes", () => {
    expect(DEFAULT_QUERY_DETAIL).toBe("full");
    expect(querySchema(EveryKind)).toEqual(querySchema(EveryKind, { detail: "full" }));
    expect(queryCapabilities(EveryKind)).toEqual(queryCapabilities(EveryKind, "full"));
    expect(DETAIL_LEAVES_OUT.full).toEqual({ nodeTypes: [], functionTypes: [], uses: [], properties: {} });
  });

  for (const detail of ["standard", "compact"] as const) {
    const leavesOut = DETAIL_LEAVES_OUT[detail];
    it(`${detail} leaves out the node and function kinds, the field uses, the properties and the highlight options its row names`, () => {
      const smaller = querySchema(EveryKind, { detail });
      const defs = defsOf(smaller);
      const leftOut = new Set<string>([...leavesOut.nodeTypes, ...leavesOut.functionTypes]);
      const everyDef = [...queryCapabilities(EveryKind, "full").nodes, ...queryCapabilities(EveryKind, "full").functions];
      for (const type of leftOut)
        expect(
          everyDef.some((d) => d.types.includes(type)),
          type,
        ).toBe(true);
      for (const d of everyDef.filter((d) => d.types.every((t) => leftOut.has(t)))) {
        expect(fullDefs[d.name], d.name).toBeDefined();
        expect(defs[d.name], d.name).toBeUndefined();
        expect(JSON.stringify(smaller), d.name).not.toContain(`"#/$defs/${d.name}"`);
      }
      const usesLeftOut = leavesOut.uses as readonly string[];
      expect(defs["range_keyword"] === undefined).toBe(usesLeftOut.includes("rangeKeyword") || leavesOut.nodeTypes.includes("range"));
      for (const [def, use] of [
        ["term_integer", "termInteger"],
        ["term_number", "termNumber"],
        ["term_date", "termDate"],
        ["term_boolean", "termBoolean"],
      ] as const) {
        expect(fullDefs[def], def).toBeDefined();
        expect(defs[def] === undefined, def).toBe(usesLeftOut.includes(use));
      }
      for (const [kind, properties] of Object.entries(leavesOut.properties)) {
        if (kind === "highlight" || kind === "root") continue;
        if (defs[defOf(kind)] === undefined) continue; // the whole kind is left out
        const fullProps = Object.keys(expandedDef(full, defOf(kind))["properties"] as object);
        const props = Object.keys(expandedDef(smaller, defOf(kind))["properties"] as object);
        for (const p of properties) {
          expect(fullProps, `${kind}.${p}`).toContain(p);
          expect(props, `${kind}.${p}`).not.toContain(p);
        }
      }
      const root = smaller["properties"] as Record<string, JsonSchema>;
      for (const p of (leavesOut.properties as Record<string, readonly string[]>)["root"] ?? []) expect(root[p], p).toBeUndefined();
      const highlightLeftOut = (leavesOut.properties as Record<string, readonly string[]>)["highlight"] !== undefined;
      if (root["highlight"] !== undefined) expect(root["highlight"]!["type"] === "boolean").toBe(highlightLeftOut);
      expect(JSON.stringify(smaller).length).toBeLessThan(JSON.stringify(full).length * (detail === "compact" ? 0.4 : 0.9));
    });
  }

  it("offers in standard every kind the common model mistakes name, and in compact term (over strings), phrase and bool", () => {
    expect(queryCapabilities(EveryKind, "standard").nodeTypes).toEqual([
      "term",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "range",
      "bool",
      "matchAll",
      "text",
      "strict",
      "functionScore",
    ]);
    expect(queryCapabilities(EveryKind, "standard").functionTypes).toEqual(["weight", "gauss", "exp", "linear"]);
    expect(queryCapabilities(EveryKind, "compact").nodes.map((d) => d.name)).toEqual(["term_string", "phrase", "bool"]);
    expect(queryCapabilities(EveryKind, "compact").fields.termNumber).toEqual([]);
    expect(queryCapabilities(EveryKind, "full").fields.termNumber.length).toBeGreaterThan(0);
    expect(queryCapabilities(EveryKind, "compact").functions).toEqual([]);
    expect(defsOf(querySchema(EveryKind, { detail: "compact" }))["function"]).toBeUndefined();
    expect(COMPACT_LEAVES_OUT).toBe(DETAIL_LEAVES_OUT.compact);
  });

  it("rejects an unknown detail with the nearest one", () => {
    expect(() => querySchema(EveryKind, { detail: "compakt" as never })).toThrow(
      /unknown detail "compakt" \(did you mean "compact"\?\); details are "full", "standard" and "compact"/,
    );
    expect(() => queryCapabilities(EveryKind, 3 as never)).toThrow(RangeError);
  });
});
