/**
 * Error text is bounded: strings of the caller's are cut (on a code point boundary, with their
 * length noted) and the tool result never passes QUERY_LIMITS.maxToolResultLength, however long
 * the names and values a call sends. Lone surrogates are kept exactly.
 */
import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { quote } from "../../src/errors/messages.js";
import { tryParseQuery } from "../../src/index.js";
import { Invoice } from "../support/documents.js";

function failure(input: unknown) {
  const result = tryParseQuery(Invoice, input);
  if (result.ok) throw new Error("expected a failure");
  return result.error;
}

describe("bounded error text", () => {
  it("a 60 KB unknown key gives a short tool result that still names the code and the path", () => {
    const key = "k".repeat(60_000);
    for (const input of [`{"v":1,"q":"x","${key}":1}`, { v: 1, q: "x", [key]: 1 }]) {
      const error = failure(input);
      expect(error.code).toBe("unknown-property");
      expect(error.path).toBe(`/${key}`); // the data keeps the whole path
      const text = error.toToolResult();
      expect(text.length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);
      expect(text).toContain(`/${"k".repeat(QUERY_LIMITS.maxEchoLength)}…(60000 characters)`);
      expect(text).toContain(`unknown property "${"k".repeat(QUERY_LIMITS.maxEchoLength)}…" (60000 characters, cut)`);
    }
  });

  it("many long problems: the tool result stays within its bound and counts what it leaves out", () => {
    const keys = Array.from({ length: 30 }, (_, i) => `${String(i).padStart(2, "0")}${"x".repeat(1_500)}`);
    const error = failure(Object.fromEntries([["v", 1], ...keys.map((k) => [k, 1])]));
    const text = error.toToolResult();
    expect(text.length).toBeLessThanOrEqual(QUERY_LIMITS.maxToolResultLength);
    const listed = text.split("\n").filter((line) => line.startsWith("- /")).length;
    expect(listed).toBeGreaterThan(1);
    expect(text).toContain(`- … and ${30 - listed} more problems not listed.`);
  });

  it("long node types, field names and query-string names are cut too", () => {
    const long = "z".repeat(50_000);
    for (const input of [
      { v: 1, query: { type: long } },
      { v: 1, query: { type: "term", field: long, value: 1 } },
      { v: 1, filter: `${long.slice(0, 4_000)} = 1` },
    ]) {
      const text = failure(input).toToolResult();
      expect(text.length).toBeLessThan(1_500);
    }
  });

  it("cuts on a code point boundary: no half of a surrogate pair is left", () => {
    const max = QUERY_LIMITS.maxEchoLength;
    const text = `${"a".repeat(max - 1)}😀${"b".repeat(10)}`; // the emoji straddles the cut
    expect(quote(text)).toBe(`${JSON.stringify(`${"a".repeat(max - 1)}…`)} (${max + 10} characters, cut)`);
    const error = failure({ v: 1, [text]: 1 });
    expect(error.toToolResult()).not.toMatch(/\\ud83d(?!\\ude00)/i);
    expect(error.toToolResult()).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe("lone surrogates", () => {
  it("are kept exactly, from a \\ud800 escape in JSON text and from a JS value", () => {
    const lone = "steel \ud800 beams \udfff";
    const text =
      '{"v":1,"query":{"type":"bool","must":[{"type":"term","field":"customer","value":"\\ud800"},{"type":"text","text":"steel \\ud800 beams \\udfff"}]}}';
    for (const input of [
      text,
      JSON.parse(text) as unknown,
      {
        v: 1,
        query: {
          type: "bool",
          must: [
            { type: "term", field: "customer", value: "\ud800" },
            { type: "text", text: lone },
          ],
        },
      },
    ]) {
      const result = tryParseQuery(Invoice, input);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.query.query).toMatchObject({
        type: "bool",
        must: [
          { type: "term", value: { kind: "string", value: "\ud800" } },
          { type: "text", text: lone },
        ],
      });
    }
  });
});
