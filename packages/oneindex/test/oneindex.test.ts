import { describe, expect, it } from "vitest";
import * as oneindex from "../src/index.js";
import {
  defineDocument,
  Field,
  QUERY_DETAILS,
  SearchIndex,
  SearchTool,
  TOOL_FORMATS,
  tryParseQuery,
  type DocumentDefinition,
} from "../src/index.js";

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
  pdf: Field.stored(),
});
const Tags = defineDocument("Tags", { sku: Field.id(), brand: Field.keyword({ sortable: true }), colour: Field.keyword({ array: true }) });
const IdOnly = defineDocument("IdOnly", { key: Field.id() });
const Amounts = defineDocument("Amounts", {
  n: Field.id({ type: "integer" }),
  amount: Field.number({ filterable: true, sortable: true }),
  quantity: Field.integer({ filterable: true }),
});

type Json = { [k: string]: unknown };
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The description of a descriptor of any format, and its example calls. */
function examples(descriptor: Json): unknown[] {
  const description = String(descriptor["description"] ?? (descriptor["function"] as Json)["description"]);
  return description
    .split("Examples:\n")[1]!
    .split("\n\n")[0]!
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
}

/** What an OpenAI strict-mode model sends for `call`: every property of the matching definition present, null when unused. */
function withNulls(call: unknown, schema: Json): unknown {
  const defs = schema["$defs"] as Record<string, Json>;
  const propsOf = (s: Json | undefined) => Object.keys((s?.["properties"] ?? {}) as Json);
  const definition = (node: Json) =>
    Object.values(defs).find((d) => {
      const p = d["properties"] as Record<string, Json> | undefined;
      const t = p?.["type"];
      const types = t === undefined ? [] : "const" in t ? [t["const"]] : ((t["enum"] ?? []) as unknown[]);
      if (!types.includes(node["type"])) return false;
      const field = p!["field"];
      if (field === undefined || typeof node["field"] !== "string") return true;
      const resolved = typeof field["$ref"] === "string" ? defs[field["$ref"].replace("#/$defs/", "")] : field;
      return ((resolved?.["enum"] ?? []) as unknown[]).includes(node["field"]);
    });
  const fill = (value: unknown, props: string[] | undefined): unknown => {
    if (Array.isArray(value)) return value.map((v) => fill(v, undefined));
    if (!isObject(value)) return value;
    const names = props ?? (typeof value["type"] === "string" ? propsOf(definition(value)) : []);
    const out: Json = {};
    for (const n of names) if (!(n in value)) out[n] = null;
    for (const [k, v] of Object.entries(value)) out[k] = fill(v, undefined);
    return out;
  };
  return fill(call, propsOf(schema));
}

describe("the oneindex meta-package", () => {
  it("exposes the public API of the four packages", () => {
    for (const name of [
      "defineDocument",
      "Field",
      "documentSchemaFromJSON",
      "querySchema",
      "SearchTool",
      "parseQuery",
      "tryParseQuery",
      "QueryParseError",
      "SearchIndex",
    ]) {
      expect(oneindex, name).toHaveProperty(name);
    }
    expect(typeof SearchTool.for).toBe("function");
    expect(typeof SearchIndex).toBe("function");
  });

  it("parses every example call the tool description shows, in every format and detail (with the parser at that detail)", () => {
    const docs: DocumentDefinition[] = [Invoice, Tags, Amounts, IdOnly];
    for (const doc of docs) {
      for (const format of TOOL_FORMATS)
        for (const detail of QUERY_DETAILS) {
          const descriptor = SearchTool.descriptor(doc, { format, detail }) as unknown as Json;
          for (const call of examples(descriptor)) {
            const plain = tryParseQuery(doc, call, { detail });
            expect(plain.ok, `${doc.name} ${format} ${detail} ${JSON.stringify(call)}: ${plain.ok ? "" : plain.error.message}`).toBe(true);
            if (format === "openai-strict") {
              const sent = withNulls(call, descriptor["parameters"] as Json);
              const strict = tryParseQuery(doc, sent, { nulls: "absent", detail });
              expect(strict.ok, `${doc.name} ${JSON.stringify(sent)}: ${strict.ok ? "" : strict.error.message}`).toBe(true);
              expect(strict.ok && plain.ok && JSON.stringify(strict.query) === JSON.stringify(plain.query)).toBe(true);
            }
          }
        }
    }
  });

  it("parses the filter-language and strict-language samples the description teaches", () => {
    for (const doc of [Invoice, Tags, Amounts] as readonly DocumentDefinition[]) {
      const description = SearchTool.descriptor(doc).description;
      const filter = /a node or a string: (.+) \(= != /.exec(description)?.[1];
      expect(filter, doc.name).toBeDefined();
      const parsedFilter = tryParseQuery(doc, { v: 1, filter });
      expect(parsedFilter.ok, `${doc.name} ${filter}: ${parsedFilter.ok ? "" : parsedFilter.error.message}`).toBe(true);
      const strict = /(\{"type":"strict","query":.+?\}) takes/.exec(description)?.[1];
      expect(strict, doc.name).toBeDefined();
      const parsedStrict = tryParseQuery(doc, { v: 1, query: JSON.parse(strict!) });
      expect(parsedStrict.ok, `${doc.name} ${strict}: ${parsedStrict.ok ? "" : parsedStrict.error.message}`).toBe(true);
    }
  });

  it("accepts every piece of string-language syntax the description names", () => {
    const syntax = [
      { v: 1, q: 'words "a phrase" -not +must a OR b pre* fuzzy~1' },
      {
        v: 1,
        filter:
          'total >= 100 and total <= 200 and count > 1 and count < 9 and paid = true and customer != "x" and customer in ["a", "b"] and exists(notes) and not (issued < 2024-01-01) or (paid = false)',
      },
      {
        v: 1,
        query: {
          type: "strict",
          query:
            'customer:a AND notes:"exact words"~2 OR notes:pre* OR notes:/st.el/ OR total:[1 TO 5} AND NOT paid:true OR (customer:b)^2',
        },
      },
    ];
    for (const call of syntax) {
      const parsed = tryParseQuery(Invoice, call);
      expect(parsed.ok, `${JSON.stringify(call)}: ${parsed.ok ? "" : parsed.error.message}`).toBe(true);
    }
    const description = SearchTool.descriptor(Invoice).description;
    expect(description).toContain('words "a phrase" -not +must a OR b pre* fuzzy~1');
    expect(description).toContain("(= != < <= > >= in, and/or/not, (); strings in double quotes)");
    expect(description).toContain("exists(notes)");
    expect(description).toContain('field:value field:"phrase"~2 field:pre* field:/regex/ field:[a TO b} AND OR NOT ( ) ^boost');
  });

  it("rejects, in the parser, what a lowered format's schema cannot express (packages/tool/test/support/beyond-format.ts)", () => {
    const beyond: [format: "openai-strict" | "gemini", call: Json][] = [
      ["openai-strict", { v: 1, filter: { type: "range", field: "total" } }],
      ["openai-strict", { v: 1, filter: { type: "range", field: "total", gt: 1, gte: 2 } }],
      ["openai-strict", { v: 1, query: { type: "term", field: "customer", value: "x".repeat(1025) } }],
      ["gemini", { v: 1, filter: { type: "range", field: "issued" } }],
      ["gemini", { v: 1, filter: { type: "range", field: "issued", gte: "yesterday" } }],
      ["gemini", { v: 1, query: { type: "functionScore", functions: [{ type: "exp", field: "total", origin: 0, scale: 1, decay: 0 }] } }],
      ["gemini", { v: 1, q: "word ".repeat(1000) }],
    ];
    for (const [format, call] of beyond) {
      const sent = format === "openai-strict" ? withNulls(call, SearchTool.descriptor(Invoice, { format }).parameters as Json) : call;
      const parsed = tryParseQuery(Invoice, sent, { nulls: "absent" });
      expect(parsed.ok, `${format} ${JSON.stringify(sent).slice(0, 120)}`).toBe(false);
      if (!parsed.ok) expect(parsed.error.toToolResult().length).toBeGreaterThan(0);
    }
  });

  it("runs the README's 30 seconds: a tool, an index, a model's call executed", () => {
    const tool = JSON.parse(SearchTool.for(Invoice)) as Json;
    expect(tool["name"]).toBe("search_Invoice");
    const index = new SearchIndex(Invoice);
    index.add([
      { id: "inv-1", customer: "acme", notes: "Late delivery of steel beams", total: 1200, issued: "2024-03-01", paid: false },
      { id: "inv-2", customer: "globex", notes: "Steel pipes, delivered on time", total: 300, issued: "2024-04-11", paid: true },
    ]);
    const parsed = index.tryParse('{"v":1,"q":"steel delivery","filter":"paid = false and total >= 100"}');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const results = parsed.query.execute();
    expect(results.hits.map((h) => h.id)).toEqual(["inv-1"]);
    const answer = index.trySearch('{"v":1,"q":"steel delivery","filter":"paid = false and total >= 100"}');
    expect(answer.ok && answer.results.hits.map((h) => h.id)).toEqual(["inv-1"]);
    const bad = index.trySearch('{"v":1,"filter":"paid = flase"}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.toToolResult()).toContain("/filter");
    const small = new SearchIndex(Invoice, { workBudget: 1 });
    small.add([
      { id: "inv-3", customer: "acme", notes: "x", total: 1, issued: "2024-01-01", paid: true },
      { id: "inv-4", customer: "apex", notes: "y", total: 2, issued: "2024-01-02", paid: true },
    ]);
    const costly = small.trySearch('{"v":1,"query":{"type":"prefix","field":"customer","value":"a"}}');
    expect(costly.ok).toBe(false);
    if (!costly.ok) expect(costly.error.toToolResult()).toContain("/query");
  });
});
