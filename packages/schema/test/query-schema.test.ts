import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { QUERY_SCHEMA_DIALECT, querySchema } from "../src/index.js";
import { EveryKind, KeywordsOnly, NumbersOnly } from "./support/documents.js";

const DOCS = { EveryKind, KeywordsOnly, NumbersOnly };

describe("querySchema", () => {
  for (const [name, doc] of Object.entries(DOCS)) {
    it(`${name}: is a valid 2020-12 schema that Ajv compiles in strict mode`, () => {
      const schema = querySchema(doc);
      expect(schema["$schema"]).toBe(QUERY_SCHEMA_DIALECT);
      const ajv = new Ajv2020({ strict: true });
      expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
      const validate = ajv.compile(schema);
      expect(validate({ v: 1 })).toBe(true);
      expect(validate({})).toBe(false);
    });
  }

  it("is deterministic and JSON-clean", () => {
    expect(JSON.stringify(querySchema(EveryKind))).toBe(JSON.stringify(querySchema(EveryKind)));
    expect(JSON.parse(JSON.stringify(querySchema(EveryKind)))).toEqual(querySchema(EveryKind));
  });
});
