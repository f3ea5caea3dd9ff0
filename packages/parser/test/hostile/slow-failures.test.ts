/**
 * Failing calls answer as fast as succeeding ones. Before, a failure re-read the text recording
 * the offset of every value in a Map keyed by its JSON Pointer; V8 hashes strings longer than
 * 16,383 characters by their length alone, so under a 16,400-character key every pointer collided
 * and a 65 KB call took minutes. How long these calls take is measured by `pnpm bench --part hostile`
 * (long-key-text, long-key-value), never by a timed test; here, what each failure says.
 */
import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { tryParseQuery } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

const longKey = (length: number, c = "k") => c.repeat(length);

describe("failing calls answer fast, whatever their shape", () => {
  it("a 16,400-character unknown key over 24,500 array items (65,412 characters), as text and as value", () => {
    const key = longKey(16_400);
    const text = `{"v":1,"${key}":[${new Array<number>(24_500).fill(1).join(",")}]}`;
    expect(text.length).toBe(65_412);
    for (const input of [text, JSON.parse(text) as unknown]) {
      const result = tryParseQuery(Invoice, input);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe("unknown-property");
      expect(result.error.path).toBe(`/${key}`);
      if (typeof input === "string") expect(result.error.problems[0]!.inputOffset).toBe(7); // at the name
    }
  });

  const shapes: Record<string, string> = {
    "long keys at many levels": (() => {
      let s = `{"v":1,"query":{"type":"bool","must":[{"type":"term","field":"customer","value":1}]}}`;
      for (const c of "abc") s = `{"v":1,"${longKey(16_400, c)}":${s}}`;
      return s;
    })(),
    "many long unknown keys": `{"v":1,${Array.from({ length: 60 }, (_, i) => `"${longKey(1_000)}${i}":1`).join(",")}}`,
    "many duplicate keys under a long key": `{"v":1,"${longKey(16_400)}":{${new Array(11_000).fill('"x":1').join(",")}}}`,
    "repeated long keys": `{"v":1,${new Array(3).fill(`"${longKey(17_000)}":1`).join(",")}}`,
    "the most problems a bool can hold": `{"v":1,"query":{"type":"bool","must":[${new Array(256).fill('{"type":"term","field":"nope","value":1}').join(",")}]}}`,
    "nesting past the limit under long keys": (() => {
      let s = "1";
      for (let i = 0; i < 70; i++) s = `{"${longKey(900)}":${s}}`;
      return s;
    })(),
    "a long key beside a problem deep in a long array": `{"v":1,"${longKey(16_400)}":1,"query":{"type":"bool","filter":[${new Array(200).fill('{"type":"matchAll"}').join(",")},{"type":"term","field":"nope","value":1}]},"sort":[${new Array(3_000).fill(1).join(",")}]}`,
    "a long unknown node type": `{"v":1,"query":{"type":"${longKey(60_000)}"}}`,
  };
  for (const [name, text] of Object.entries(shapes)) {
    it(name, () => {
      expect(text.length).toBeLessThanOrEqual(QUERY_LIMITS.maxInputLength + 20_000);
      const inputs: unknown[] = [text];
      try {
        inputs.push(JSON.parse(text));
      } catch {
        // duplicate keys are still JSON.parse-able; nothing else here fails
      }
      for (const input of inputs) {
        const result = tryParseQuery(Invoice, input);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error.code).not.toBe("internal-error");
          expect(result.error.toToolResult().length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);
        }
      }
    });
  }

  it("lists at most maxProblems duplicate keys and counts the rest", () => {
    const text = `{"v":1,"q":"x",${new Array(500).fill('"v":1').join(",")}}`;
    const result = tryParseQuery(Invoice, text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("duplicate-key");
    expect(result.error.problems).toHaveLength(QUERY_LIMITS.maxProblems);
    expect(result.error.omitted).toBe(500 - QUERY_LIMITS.maxProblems);
  });
});
