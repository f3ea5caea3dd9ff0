import { describe, expect, it } from "vitest";
import { SearchTool, TOOL_FORMATS, type ToolFormat } from "../src/index.js";
import { BEYOND_FORMAT } from "./support/beyond-format.js";
import { fillNulls } from "./support/calls.js";
import { EveryKind, Invoice } from "./support/documents.js";
import { PYTHON, pythonVerdicts } from "./support/python-jsonschema.js";
import type { Schema } from "./support/schema-tools.js";
import { EVERY_KIND_CALLS, EVERY_KIND_INVALID } from "./support/valid-calls.js";

function schemaOf(format: ToolFormat, doc: typeof EveryKind | typeof Invoice): Schema {
  return JSON.parse(SearchTool.schemaFor(doc, { format, detail: "full" })) as Schema; // the calls use the whole language
}

// A second, independent validator: Python's jsonschema, as the schema package's tests use it. Each
// call checks the schema itself first (check_schema), so every schema sent here is also meta-checked.
describe.skipIf(PYTHON === undefined)("Python jsonschema (Draft202012Validator) on every format's schema", () => {
  it("accepts the valid EveryKind calls and rejects the invalid ones in every format, as Ajv does", () => {
    for (const format of TOOL_FORMATS) {
      const schema = schemaOf(format, EveryKind);
      const send = (call: unknown) => (format === "openai-strict" ? fillNulls(call, schema) : call);
      const verdicts = pythonVerdicts(schema, [...EVERY_KIND_CALLS, ...EVERY_KIND_INVALID].map(send));
      expect(verdicts, format).toEqual([...EVERY_KIND_CALLS.map(() => true), ...EVERY_KIND_INVALID.map(() => false)]);
    }
  });

  it("agrees that the lowered formats accept what they cannot express, and the full schema does not", () => {
    for (const format of ["openai-strict", "gemini"] as const) {
      const schema = schemaOf(format, Invoice);
      const cases = BEYOND_FORMAT.filter((c) => c.format === format);
      const sent = cases.map((c) => (format === "openai-strict" ? fillNulls(c.plain, schema) : c.plain));
      expect(pythonVerdicts(schema, sent), format).toEqual(cases.map(() => true));
    }
    expect(
      pythonVerdicts(
        schemaOf("anthropic", Invoice),
        BEYOND_FORMAT.map((c) => c.plain),
      ),
    ).toEqual(BEYOND_FORMAT.map(() => false));
  });
});
