import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaStringLength } from "../src/internal.js";

describe("schemaStringLength", () => {
  it("counts code points, as JSON Schema's maxLength does", () => {
    expect(schemaStringLength("")).toBe(0);
    expect(schemaStringLength("abc")).toBe(3);
    expect(schemaStringLength("😀")).toBe(1);
    expect(schemaStringLength("a😀b")).toBe(3);
    expect(schemaStringLength("\ud800")).toBe(1);
    expect(schemaStringLength("\udc00\ud800")).toBe(2);
  });

  it("agrees with Ajv's maxLength on any string", () => {
    const ajv = new Ajv2020({ strict: true });
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), fc.integer({ min: 0, max: 12 }), (text, max) => {
        const fits = ajv.validate({ type: "string", maxLength: max }, text);
        expect(fits).toBe(schemaStringLength(text) <= max);
        expect(schemaStringLength(text)).toBe([...text].length);
      }),
    );
  });
});
