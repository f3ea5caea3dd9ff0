import { toStrictJsonSchema } from "openai/lib/transform";
import { describe, expect, it } from "vitest";
import { toGemini, toOpenAIStrict, type ToolInputSchema as ObjectJsonSchema } from "../src/index.js";
import { geminiViolations } from "./support/gemini-rules.js";
import { openAIStrictViolations } from "./support/openai-strict-rules.js";
import { metaSchemaErrors, validatorFor } from "./support/schema-tools.js";

/** A hand-made schema with every construct the lowerings must handle. */
const SAMPLE: ObjectJsonSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  required: ["kind"],
  properties: {
    kind: { const: "a" },
    mode: { enum: ["x", "y"], default: "x" },
    name: { type: "string", minLength: 1, maxLength: 10, pattern: "^[a-z]+$" },
    when: { type: "string", format: "iso-week" },
    ratio: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
    tags: { type: "array", items: { type: "string" }, uniqueItems: true },
    flag: { const: true },
    either: { oneOf: [{ type: "string" }, { type: "integer" }] },
    child: { $ref: "#/$defs/child", description: "A child" },
    pair: {
      type: "object",
      properties: { lo: { type: "integer" }, hi: { type: "integer" } },
      additionalProperties: false,
      minProperties: 1,
      not: { required: ["lo", "hi"] },
    },
  },
  additionalProperties: false,
  $defs: {
    child: {
      type: "object",
      required: ["id"],
      properties: { id: { type: ["string", "integer"] }, next: { $ref: "#/$defs/child" } },
      additionalProperties: false,
    },
  },
};

describe("toOpenAIStrict", () => {
  const strict = toOpenAIStrict(SAMPLE);
  const props = strict["properties"] as Record<string, Record<string, unknown>>;

  it("keeps the published rules and is a fixed point of the OpenAI SDK's own transform", () => {
    expect(openAIStrictViolations(strict)).toEqual([]);
    expect(metaSchemaErrors(strict)).toEqual([]);
    expect(toStrictJsonSchema(structuredClone(strict) as never)).toEqual(strict);
  });

  it("makes optional properties nullable in the form each schema allows", () => {
    expect(strict["required"]).toEqual(Object.keys(SAMPLE["properties"] as object));
    expect(props["kind"]).toEqual({ type: "string", const: "a" });
    expect(props["mode"]).toEqual({ type: ["string", "null"], enum: ["x", "y", null], description: 'Default "x".' });
    expect(props["flag"]).toEqual({ type: ["boolean", "null"], enum: [true, null] });
    expect(props["either"]).toEqual({ anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] });
    expect(props["child"]).toEqual({ anyOf: [{ $ref: "#/$defs/child" }, { type: "null" }], description: "A child" });
    const child = (strict["$defs"] as Record<string, Record<string, unknown>>)["child"]!;
    expect((child["properties"] as Record<string, unknown>)["id"]).toEqual({ type: ["string", "integer"] });
    expect((child["properties"] as Record<string, unknown>)["next"]).toEqual({ anyOf: [{ $ref: "#/$defs/child" }, { type: "null" }] });
  });

  it("drops what strict mode cannot say and writes it into the description", () => {
    expect(props["name"]).toEqual({ type: ["string", "null"], pattern: "^[a-z]+$", description: "Not empty; at most 10 characters." });
    expect(props["when"]).toEqual({ type: ["string", "null"], description: "Format iso-week." });
    expect(props["ratio"]).toEqual({ type: ["number", "null"], exclusiveMinimum: 0, exclusiveMaximum: 1 });
    expect(props["tags"]!["description"]).toBe("No duplicates.");
    expect(props["pair"]!["description"]).toBe("Never both lo and hi; at least 1 property.");
    expect(strict["$schema"]).toBeUndefined();
  });

  it("still accepts what the original accepts, once nulls stand for absent properties", () => {
    const original = validatorFor(SAMPLE);
    const lowered = validatorFor(strict);
    const call = { kind: "a", name: "abc", either: 3, child: { id: 1, next: { id: "b" } } };
    expect(original(call)).toEqual([]);
    const nulls = { mode: null, when: null, ratio: null, tags: null, flag: null, pair: null };
    expect(lowered({ ...call, ...nulls, child: { id: 1, next: { id: "b", next: null } } })).toEqual([]);
    expect(lowered(call)).not.toEqual([]);
  });

  it("words object-level constraints when the object has no description of its own", () => {
    const lowered = toOpenAIStrict({
      type: "object",
      properties: {
        r: {
          type: "object",
          properties: { gt: { type: "number" }, gte: { type: "number" } },
          additionalProperties: false,
          dependentSchemas: { gt: { properties: { gte: false } } },
        },
        s: { type: "string", not: { const: "x" } },
        t: {
          type: "object",
          properties: { a: { type: "number" } },
          additionalProperties: false,
          description: "Described.",
          minProperties: 1,
        },
      },
      additionalProperties: false,
    } as ObjectJsonSchema);
    const props = lowered["properties"] as Record<string, Record<string, unknown>>;
    expect(props["r"]!["description"]).toBe("Not gt with gte.");
    expect(props["s"]!["description"]).toBe('Not "x".');
    expect(props["t"]!["description"]).toBe("Described.");
  });

  it("refuses a root union and an allOf it cannot merge", () => {
    expect(() => toOpenAIStrict({ type: "object", anyOf: [{ type: "object" }] } as ObjectJsonSchema)).toThrow(
      /object root without a union/,
    );
    expect(() => toOpenAIStrict({ type: "object", properties: { a: { allOf: [{ type: "string" }] } } } as ObjectJsonSchema)).toThrow(
      /no allOf/,
    );
  });
});

describe("toGemini", () => {
  const gemini = toGemini(SAMPLE);
  const props = gemini["properties"] as Record<string, Record<string, unknown>>;

  it("keeps Google's subset", () => {
    expect(geminiViolations(gemini)).toEqual([]);
    expect(metaSchemaErrors(gemini)).toEqual([]);
  });

  it("writes const as a one-value enum, and a boolean const as a note", () => {
    expect(props["kind"]).toEqual({ type: "string", enum: ["a"] });
    expect(props["flag"]).toEqual({ type: "boolean", description: "Must be true." });
  });

  it("turns exclusive bounds inclusive with a note, and drops string constraints into the description", () => {
    expect(props["ratio"]).toEqual({ type: "number", minimum: 0, maximum: 1, description: "Greater than 0; less than 1." });
    expect(props["name"]).toEqual({ type: "string", description: "Not empty; at most 10 characters; matching ^[a-z]+$." });
    expect(props["when"]).toEqual({ type: "string", format: "iso-week" });
  });

  it("wraps a $ref that has siblings, and leaves a bare one alone", () => {
    expect(props["child"]).toEqual({ anyOf: [{ $ref: "#/$defs/child" }], description: "A child" });
    const child = (gemini["$defs"] as Record<string, Record<string, unknown>>)["child"]!;
    expect((child["properties"] as Record<string, unknown>)["next"]).toEqual({ $ref: "#/$defs/child" });
  });

  it("accepts what the original accepts", () => {
    const call = { kind: "a", mode: "y", name: "abc", ratio: 0.5, tags: ["p"], flag: true, either: 3, child: { id: 1 }, pair: { lo: 1 } };
    expect(validatorFor(SAMPLE)(call)).toEqual([]);
    expect(validatorFor(gemini)(call)).toEqual([]);
  });
});
