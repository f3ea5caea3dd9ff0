import { DefinitionError, documentSchemaFromJSON, querySchema } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchTool, TOOL_FORMATS, ToolOptionError } from "../src/index.js";
import { DOCUMENTS, EveryKind, Invoice } from "./support/documents.js";

describe("SearchTool.for", () => {
  it("gives Anthropic's tool as JSON text by default", () => {
    const tool = JSON.parse(SearchTool.for(Invoice)) as Record<string, unknown>;
    expect(Object.keys(tool)).toEqual(["name", "description", "input_schema"]);
    expect(tool["name"]).toBe("search_Invoice");
    expect(tool["input_schema"]).toEqual(querySchema(Invoice, { fieldDescriptions: false }));
    expect(SearchTool.for(Invoice)).toBe(JSON.stringify(SearchTool.descriptor(Invoice)));
  });

  it("gives byte-identical text for the runtime form and the builder form, in every format", () => {
    for (const doc of Object.values(DOCUMENTS)) {
      const json = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
      const { name, ...unnamed } = json;
      for (const format of TOOL_FORMATS) {
        const built = SearchTool.for(doc, { format });
        expect(SearchTool.for(json, String(name), { format })).toBe(built);
        expect(SearchTool.for(unnamed, String(name), { format })).toBe(built);
        expect(SearchTool.for(JSON.stringify(unnamed), String(name), { format })).toBe(built);
        expect(SearchTool.schemaFor(json, { format })).toBe(SearchTool.schemaFor(doc, { format }));
      }
      expect(SearchTool.schemaFor(json)).toBe(SearchTool.schemaFor(doc));
      expect(SearchTool.schemaFor(unnamed, String(name))).toBe(SearchTool.schemaFor(doc));
    }
  });

  it("is deterministic and independent of the field objects' identity", () => {
    const copy = documentSchemaFromJSON(JSON.stringify(EveryKind));
    expect(SearchTool.for(copy, { format: "openai-strict" })).toBe(SearchTool.for(EveryKind, { format: "openai-strict" }));
  });

  it("takes a tool name option and checks it", () => {
    expect(SearchTool.descriptor(Invoice, { name: "find_invoices" }).name).toBe("find_invoices");
    expect(() => SearchTool.for(Invoice, { name: "has space" })).toThrow(/must be 1 to 64 letters/);
    expect(() => SearchTool.for(Invoice, { name: "x".repeat(65) })).toThrow(ToolOptionError);
  });

  it("names an unknown format or option and the nearest valid one", () => {
    expect(() => SearchTool.for(Invoice, { format: "openai-strikt" as never })).toThrow(
      /unknown format "openai-strikt" \(did you mean "openai-strict"\?\)/,
    );
    expect(() => SearchTool.for(Invoice, { formt: "mcp" } as never)).toThrow(/unknown option "formt" \(did you mean "format"\?\)/);
    try {
      SearchTool.for(Invoice, { format: "gemni" as never });
    } catch (error) {
      expect(error).toBeInstanceOf(ToolOptionError);
      expect((error as ToolOptionError).code).toBe("unknown-format");
      expect((error as ToolOptionError).option).toBe("format");
    }
  });

  it("takes a detail option (default full), checks it, and lowers every detail's schema alike", () => {
    const compact = SearchTool.descriptor(Invoice, { detail: "compact" });
    expect(JSON.stringify(compact.input_schema)).not.toContain('"#/$defs/regex"');
    expect(JSON.stringify(SearchTool.descriptor(Invoice).input_schema)).toContain('"#/$defs/regex"');
    expect(JSON.stringify(SearchTool.descriptor(Invoice, { detail: "standard" }).input_schema)).not.toContain('"#/$defs/exists"');
    expect(JSON.stringify(SearchTool.descriptor(Invoice).input_schema)).toContain('"#/$defs/exists"');
    expect(SearchTool.for(Invoice)).toBe(SearchTool.for(Invoice, { detail: "full" }));
    expect(SearchTool.schemaFor(Invoice, { detail: "compact" })).toBe(JSON.stringify(querySchema(Invoice, { detail: "compact" })));
    try {
      SearchTool.for(Invoice, { detail: "compat" as never });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ToolOptionError);
      expect((error as ToolOptionError).code).toBe("unknown-detail");
      expect((error as ToolOptionError).option).toBe("detail");
      expect((error as Error).message).toBe(
        'unknown detail "compat" (did you mean "compact"?); details are "full", "standard" and "compact"',
      );
    }
    expect(() => SearchTool.for(Invoice, { detial: "full" } as never)).toThrow(
      /unknown option "detial" \(did you mean "detail"\?\); options are format, name and detail/,
    );
  });

  it("rejects a malformed runtime definition with the schema package's error, naming the field", () => {
    expect(() => SearchTool.for({ fields: { id: { kind: "id" }, n: { kind: "nubmer" } } }, "Bad")).toThrow(DefinitionError);
    expect(() => SearchTool.for({ fields: { id: { kind: "id" }, n: { kind: "nubmer" } } }, "Bad")).toThrow(
      /\/fields\/n\/kind.*did you mean "number"/,
    );
    expect(() => SearchTool.schemaFor("{not json")).toThrow(DefinitionError);
  });

  it("refuses openai-strict for a schema beyond OpenAI's published limits, and says what to use", () => {
    const fields: Record<string, unknown> = { id: { kind: "id" } };
    for (let i = 0; i < 255; i++) fields[`k${i}`] = { kind: "keyword", sortable: true };
    expect(() => SearchTool.for({ fields }, "Wide", { format: "openai-strict" })).toThrow(
      /too large for OpenAI strict mode: \d+ enum values \(OpenAI allows 1000\).*openai-responses/,
    );
    expect(() => SearchTool.for({ fields }, "Wide", { format: "openai-responses" })).not.toThrow();
  });
});

describe("SearchTool.schemaFor", () => {
  it("is the draft 2020-12 query schema as JSON text", () => {
    expect(SearchTool.schemaFor(Invoice)).toBe(JSON.stringify(querySchema(Invoice)));
    expect(JSON.parse(SearchTool.schemaFor(Invoice))["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
  });
  it("gives a format's own schema with { format }", () => {
    const strict = JSON.parse(SearchTool.schemaFor(Invoice, { format: "openai-strict" })) as Record<string, unknown>;
    // schemaFor keeps the field descriptions on the root (there is no tool description to hold them); otherwise the same schema.
    const { description, ...rest } = strict;
    expect(description).toContain("Fields: customer: Customer name, exact");
    expect(rest).toEqual(SearchTool.descriptor(Invoice, { format: "openai-strict" }).parameters);
  });
});
