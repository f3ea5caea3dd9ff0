import type { Tool as AnthropicTool } from "@anthropic-ai/sdk/resources/messages/messages";
import type { FunctionDeclaration } from "@google/genai";
import { ListToolsResultSchema, ToolSchema, type Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import type { ChatCompletionFunctionTool } from "openai/resources/chat/completions";
import type { FunctionTool } from "openai/resources/responses/responses";
import { toStrictJsonSchema } from "openai/lib/transform";
import { describe, expect, it } from "vitest";
import { QUERY_DETAILS, querySchema } from "@oneindex/schema";
import { SearchTool, TOOL_FORMATS, type ToolFormat } from "../src/index.js";
import { fillNulls } from "./support/calls.js";
import { DOCUMENTS, EveryKind, Invoice } from "./support/documents.js";
import { geminiViolations } from "./support/gemini-rules.js";
import { openAIStrictViolations } from "./support/openai-strict-rules.js";
import { metaSchemaErrors, validatorFor, type Schema } from "./support/schema-tools.js";
import { EVERY_KIND_CALLS, EVERY_KIND_INVALID } from "./support/valid-calls.js";
import { BEYOND_FORMAT } from "./support/beyond-format.js";

/** The arguments' schema inside a descriptor of any format. */
function schemaOf(format: ToolFormat, descriptor: Record<string, unknown>): Schema {
  switch (format) {
    case "anthropic":
      return descriptor["input_schema"] as Schema;
    case "openai-chat":
      return (descriptor["function"] as Record<string, unknown>)["parameters"] as Schema;
    case "openai-responses":
    case "openai-strict":
      return descriptor["parameters"] as Schema;
    case "mcp":
      return descriptor["inputSchema"] as Schema;
    case "gemini":
      return descriptor["parametersJsonSchema"] as Schema;
  }
}

/** The examples the description shows, one JSON call per line under "Examples:". */
function examplesIn(description: string): unknown[] {
  const block = description.split("Examples:\n")[1]!.split("\n\n")[0]!;
  return block.split("\n").map((line) => JSON.parse(line) as unknown);
}

// Type-level checks: `tsc -p test/tsconfig.json` (part of `pnpm test`) fails if a descriptor stops fitting its SDK's type.
const anthropic = SearchTool.descriptor(Invoice) satisfies AnthropicTool;
const openaiChat = SearchTool.descriptor(Invoice, { format: "openai-chat" }) satisfies ChatCompletionFunctionTool;
const openaiResponses = SearchTool.descriptor(Invoice, { format: "openai-responses" }) satisfies FunctionTool;
const openaiStrict = SearchTool.descriptor(Invoice, { format: "openai-strict" }) satisfies FunctionTool;
const mcp = SearchTool.descriptor(Invoice, { format: "mcp" }) satisfies McpTool;
const gemini = SearchTool.descriptor(Invoice, { format: "gemini" }) satisfies FunctionDeclaration;

describe("every format, every document type, every detail", () => {
  for (const [docName, doc] of Object.entries(DOCUMENTS)) {
    for (const format of TOOL_FORMATS)
      for (const detail of QUERY_DETAILS) {
        it(`${docName} as ${format}, ${detail}: a valid draft 2020-12 schema whose examples it accepts`, () => {
          const descriptor = SearchTool.descriptor(doc, { format, detail }) as unknown as Record<string, unknown>;
          const schema = schemaOf(format, descriptor);
          expect(metaSchemaErrors(schema)).toEqual([]);
          // Anthropic (and so every MCP client that talks to Claude) rejects a root that is not a plain
          // object: "input_schema does not support oneOf, allOf, or anyOf at the top level"; OpenAI's strict mode too.
          expect(schema["type"]).toBe("object");
          for (const combinator of ["oneOf", "anyOf", "allOf", "not", "if"]) expect(schema[combinator], combinator).toBeUndefined();
          const validate = validatorFor(schema);
          const description = String(descriptor["description"] ?? (descriptor["function"] as Record<string, unknown>)?.["description"]);
          const examples = examplesIn(description);
          expect(examples.length).toBeGreaterThanOrEqual(2);
          expect(examples.length).toBeLessThanOrEqual(5);
          for (const call of examples) {
            const sent = format === "openai-strict" ? fillNulls(call, schema) : call;
            expect(validate(sent), JSON.stringify(sent)).toEqual([]);
          }
        });
      }
  }
});

describe("what each format keeps and rejects", () => {
  for (const format of TOOL_FORMATS) {
    it(`${format}: accepts every valid EveryKind call and rejects the invalid ones`, () => {
      const schema = schemaOf(format, SearchTool.descriptor(EveryKind, { format, detail: "full" }) as unknown as Record<string, unknown>);
      const validate = validatorFor(schema);
      for (const call of EVERY_KIND_CALLS) {
        const sent = format === "openai-strict" ? fillNulls(call, schema) : call;
        expect(validate(sent), JSON.stringify(sent)).toEqual([]);
      }
      for (const call of EVERY_KIND_INVALID) {
        const sent = format === "openai-strict" ? fillNulls(call, schema) : call;
        expect(validate(sent), JSON.stringify(sent)).not.toEqual([]);
      }
    });
  }
});

describe("what a lowered format cannot express", () => {
  it("is accepted by that format's schema and rejected by the full one (the parser rejects it too: packages/oneindex/test)", () => {
    const full = validatorFor(SearchTool.descriptor(Invoice, { detail: "full" }).input_schema);
    for (const { format, rule, plain } of BEYOND_FORMAT) {
      const schema = schemaOf(format, SearchTool.descriptor(Invoice, { format, detail: "full" }) as unknown as Record<string, unknown>);
      const sent = format === "openai-strict" ? fillNulls(plain, schema) : plain;
      expect(validatorFor(schema)(sent), `${format}: ${rule}`).toEqual([]);
      expect(full(plain), `full schema: ${rule}`).not.toEqual([]);
    }
  });
});

describe("tool names", () => {
  it("match every provider's rule", () => {
    for (const format of TOOL_FORMATS) {
      for (const doc of Object.values(DOCUMENTS)) {
        const d = SearchTool.descriptor(doc, { format }) as unknown as { name?: string; function?: { name: string } };
        const name = d.name ?? d.function!.name;
        expect(name).toBe(`search_${doc.name}`);
        expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/); // Anthropic and OpenAI
        expect(name).toMatch(/^[a-zA-Z_][a-zA-Z0-9_.:-]{0,127}$/); // Gemini
        expect(name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/); // MCP
      }
    }
  });
});

describe("anthropic", () => {
  it("is name, description, input_schema, the full schema with $schema", () => {
    expect(Object.keys(anthropic)).toEqual(["name", "description", "input_schema"]);
    expect(anthropic.input_schema["$schema"]).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(anthropic.input_schema["required"]).toEqual(["v"]);
    // The description lists the fields with their descriptions, so the descriptor's schema leaves them out of its root.
    expect(JSON.stringify(anthropic.input_schema)).toBe(JSON.stringify(querySchema(Invoice, { fieldDescriptions: false })));
    expect(SearchTool.schemaFor(Invoice)).toBe(JSON.stringify(querySchema(Invoice)));
  });
});

describe("openai-chat and openai-responses", () => {
  it("wrap the full schema in each API's shape, not strict", () => {
    expect(Object.keys(openaiChat)).toEqual(["type", "function"]);
    expect(Object.keys(openaiChat.function)).toEqual(["name", "description", "parameters"]);
    expect(openaiChat.function.parameters).toEqual(anthropic.input_schema);
    expect(Object.keys(openaiResponses)).toEqual(["type", "name", "description", "parameters", "strict"]);
    expect(openaiResponses.strict).toBe(false);
    expect(openaiResponses.parameters).toEqual(anthropic.input_schema);
  });
});

describe("openai-strict", () => {
  for (const [docName, doc] of Object.entries(DOCUMENTS))
    for (const detail of QUERY_DETAILS) {
      it(`${docName}, ${detail}: keeps OpenAI's published strict rules`, () => {
        const d = SearchTool.descriptor(doc, { format: "openai-strict", detail });
        expect(d.strict).toBe(true);
        expect(openAIStrictViolations(d.parameters)).toEqual([]);
      });
      it(`${docName}, ${detail}: is already what the OpenAI SDK's strict transform makes of it`, () => {
        const { parameters } = SearchTool.descriptor(doc, { format: "openai-strict", detail });
        // toStrictJsonSchema throws on what strict mode cannot take, and closes and requires what it can.
        expect(toStrictJsonSchema(structuredClone(parameters) as never)).toEqual(parameters);
      });
    }

  it("makes optional properties nullable and required, and a call without the nulls invalid", () => {
    const { parameters } = openaiStrict;
    const props = parameters["properties"] as Record<string, Schema>;
    expect(parameters["required"]).toEqual(Object.keys(props));
    expect(props["q"]).toEqual({ anyOf: [{ $ref: "#/$defs/string" }, { type: "null" }] });
    expect(props["limit"]!["type"]).toEqual(["integer", "null"]);
    expect(JSON.stringify(props["v"])).not.toContain("null");
    expect(props["query"]!["anyOf"]).toEqual([{ $ref: "#/$defs/node" }, { type: "null" }]);
    const validate = validatorFor(parameters);
    expect(validate({ v: 1, q: "x" })).not.toEqual([]);
    expect(validate(fillNulls({ v: 1, q: "x" }, parameters))).toEqual([]);
  });

  it("turns oneOf into anyOf and writes what it drops into descriptions", () => {
    const text = JSON.stringify(openaiStrict.parameters);
    expect(text).not.toContain('"oneOf"');
    expect(text).not.toContain('"maxLength"');
    expect(text).not.toContain('"dependentSchemas"');
    const defs = openaiStrict.parameters["$defs"] as Record<string, Schema>;
    expect(defs["node"]!["anyOf"]).toBeDefined();
    expect(String(defs["range_number"]!["description"])).toContain("At least one bound; not gt with gte, nor lt with lte.");
    const phraseTerms = (defs["phrase"]!["properties"] as Record<string, Schema>)["terms"]!;
    expect(String((phraseTerms["items"] as Schema)["description"])).toContain("At most 256 characters");
    expect(openaiStrict.description).toContain("write null for each one you do not use");
  });
});

describe("mcp", () => {
  it("parses with the MCP SDK's ToolSchema and ListToolsResultSchema unchanged", () => {
    for (const doc of Object.values(DOCUMENTS))
      for (const detail of QUERY_DETAILS) {
        const d = SearchTool.descriptor(doc, { format: "mcp", detail });
        expect(ToolSchema.parse(d)).toEqual(d);
        expect(ListToolsResultSchema.parse({ tools: [d] }).tools[0]).toEqual(d);
      }
    expect(Object.keys(mcp)).toEqual(["name", "title", "description", "inputSchema", "annotations"]);
    expect(mcp.title).toBe("Search Invoice");
    expect(ToolSchema.parse(mcp).annotations).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
    expect(() => ToolSchema.parse({ ...mcp, inputSchema: { ...mcp.inputSchema, type: "array" } })).toThrow();
  });
});

describe("gemini", () => {
  for (const [docName, doc] of Object.entries(DOCUMENTS))
    for (const detail of QUERY_DETAILS) {
      it(`${docName}, ${detail}: keeps Google's published subset`, () => {
        const d = SearchTool.descriptor(doc, { format: "gemini", detail });
        expect(geminiViolations(d.parametersJsonSchema)).toEqual([]);
        expect(JSON.stringify(d.parametersJsonSchema)).not.toContain('"const"');
      });
    }
  it("writes const as a one-value enum and exclusive bounds as notes", () => {
    const schema = gemini.parametersJsonSchema;
    expect((schema["properties"] as Record<string, Schema>)["v"]!["enum"]).toEqual([1]);
    const decay = (schema["$defs"] as Record<string, Schema>)["decay_date"]!;
    const scale = (decay["properties"] as Record<string, Schema>)["scale"]!;
    expect(scale["minimum"]).toBe(0);
    expect(String(scale["description"])).toContain("Greater than 0");
    const date = (schema["$defs"] as Record<string, Schema>)["date"]!;
    expect(date["pattern"]).toBeUndefined();
    expect(String(date["description"])).toContain("ISO date");
  });
});
