import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseFilterLanguage } from "../../src/languages/index.js";
import type { ParseProblem } from "../../src/errors/parse-problem.js";
import type { QueryNode } from "../../src/tree/query-tree.js";
import { at, Invoice } from "./fixtures.js";

const P = "/filter";
const node = (text: string): QueryNode => {
  const result = parseFilterLanguage(Invoice, text, P);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("\n"));
  return result.node;
};
const problems = (text: string): ParseProblem[] => {
  const result = parseFilterLanguage(Invoice, text, P);
  if (result.ok) throw new Error(`expected ${text} to fail`);
  return result.problems;
};
const shape = (n: unknown): unknown => JSON.parse(JSON.stringify(n, (k, v) => (k === "origin" ? undefined : v)));
const bool = (parts: { should?: unknown[]; mustNot?: unknown[]; filter?: unknown[] }) => ({
  type: "bool",
  must: [],
  should: parts.should ?? [],
  mustNot: parts.mustNot ?? [],
  filter: parts.filter ?? [],
  minimumShouldMatch: (parts.should ?? []).length > 0 && (parts.filter ?? []).length === 0 ? 1 : 0,
  boost: 1,
});
const term = (field: string, value: unknown) => ({ type: "term", field, value, boost: 1 });
const date = (text: string) => ({ kind: "date", value: Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text), text });

describe("filter: trees", () => {
  it("the SPEC's example", () => {
    const tree = node('total >= 100 and paid = true and customer in ["acme", "globex"] and exists(notes) and not (issued < 2024-01-01)');
    expect(shape(tree)).toEqual(
      bool({
        filter: [
          { type: "range", field: "total", gte: { kind: "number", value: 100 } },
          term("paid", { kind: "boolean", value: true }),
          bool({ should: [term("customer", { kind: "string", value: "acme" }), term("customer", { kind: "string", value: "globex" })] }),
          { type: "exists", field: "notes" },
          bool({ mustNot: [{ type: "range", field: "issued", lt: date("2024-01-01") }] }),
        ],
      }),
    );
    expect(tree.origin).toEqual(at(P, 0, 111));
  });
  it("each comparison operator", () => {
    expect(shape(node("count = 3"))).toEqual(term("count", { kind: "integer", value: 3 }));
    expect(shape(node("count == 3"))).toEqual(term("count", { kind: "integer", value: 3 }));
    expect(shape(node('customer != "x"'))).toEqual(bool({ mustNot: [term("customer", { kind: "string", value: "x" })] }));
    expect(shape(node("total > -1.5"))).toEqual({ type: "range", field: "total", gt: { kind: "number", value: -1.5 } });
    expect(shape(node("total <= 1e3"))).toEqual({ type: "range", field: "total", lte: { kind: "number", value: 1000 } });
    expect(shape(node('issued >= "2024-03-01T10:00:00Z"'))).toEqual({ type: "range", field: "issued", gte: date("2024-03-01T10:00:00Z") });
    expect(shape(node('customer < "m"'))).toEqual({ type: "range", field: "customer", lt: { kind: "string", value: "m" } });
  });
  it("and binds tighter than or; not tighter than and; keywords are case-insensitive", () => {
    expect(shape(node("paid = true OR count = 1 AND NOT count = 2"))).toEqual(
      bool({
        should: [
          term("paid", { kind: "boolean", value: true }),
          bool({
            filter: [term("count", { kind: "integer", value: 1 }), bool({ mustNot: [term("count", { kind: "integer", value: 2 })] })],
          }),
        ],
      }),
    );
    expect(shape(node("paid = TRUE && !(count = 1 || count = 2)"))).toEqual(shape(node("paid = true and not (count = 1 or count = 2)")));
  });
  it("in with one value is a term; not in excludes; strings take escapes", () => {
    expect(shape(node('customer in ["a\\"b"]'))).toEqual(term("customer", { kind: "string", value: 'a"b' }));
    expect(shape(node('customer not in ["a", "b",]'))).toEqual(
      bool({
        mustNot: [bool({ should: [term("customer", { kind: "string", value: "a" }), term("customer", { kind: "string", value: "b" })] })],
      }),
    );
    expect(shape(node('customer = "\\u00e9t\\u00e9"'))).toEqual(term("customer", { kind: "string", value: "été" }));
  });
  it("= on a text field is a term on the analysed value", () => {
    expect(shape(node('notes = "steel"'))).toEqual(term("notes", { kind: "string", value: "steel" }));
  });
});

describe("filter: errors", () => {
  it("an unknown field names the nearest one", () => {
    const [p] = problems('custmer = "acme"');
    expect(p).toMatchObject({ code: "unknown-field", offset: 0, length: 7, suggestion: "customer", path: P });
    expect(p!.message).toContain('did you mean "customer"?');
  });
  it("a field that cannot take the operator names the nearest that can", () => {
    expect(problems("notes > 5")[0]).toMatchObject({ code: "wrong-field-kind", offset: 0 });
    expect(problems("exists(id)")[0]).toMatchObject({ code: "wrong-field-kind", offset: 7 });
    expect(problems("office = 1")[0]).toMatchObject({ code: "wrong-field-kind" });
  });
  it("values must fit the field, quoted for strings and bare otherwise", () => {
    expect(problems("customer = acme")[0]).toMatchObject({
      code: "unexpected-token",
      offset: 11,
      hint: 'to compare with the text, quote it: "acme"',
    });
    expect(problems("customer = 42")[0]).toMatchObject({ code: "wrong-type", offset: 11 });
    expect(problems('total > "5"')[0]).toMatchObject({ code: "wrong-type", offset: 8 });
    expect(problems("issued < 2024-02-30")[0]).toMatchObject({ code: "not-a-date", offset: 9 });
    expect(problems("count = 1.5")[0]).toMatchObject({ code: "wrong-type", offset: 8 });
    expect(problems("count = 99999999999999999999")[0]).toMatchObject({ code: "integer-out-of-range" });
    expect(problems("paid = null")[0]!.hint).toContain("not exists(paid)");
    expect(problems("total > count")[0]).toMatchObject({
      code: "unexpected-token",
      offset: 8,
      hint: "a field is compared with a value, not with another field",
    });
    expect(problems('customer in ("a", "b")')[0]).toMatchObject({
      code: "unexpected-token",
      offset: 12,
      hint: 'lists use square brackets: in ["a", "b"]',
    });
  });
  it("lists every independent field and value problem", () => {
    expect(problems('custmer = "a" and totl > 1 and issued < 2024-13-01').map((p) => [p.code, p.offset, p.suggestion])).toEqual([
      ["unknown-field", 0, "customer"],
      ["unknown-field", 18, "total"],
      ["not-a-date", 40, undefined],
    ]);
  });
  it("syntax errors: unbalanced parentheses and quotes at the opener, stray tokens where they are", () => {
    expect(problems("paid = true and (count = 1 or count = 2")[0]).toMatchObject({ code: "unclosed-paren", offset: 16 });
    expect(problems('customer = "acme')[0]).toMatchObject({ code: "unclosed-quote", offset: 11 });
    expect(problems('customer in ["a", "b"')[0]).toMatchObject({ code: "unclosed-bracket", offset: 12 });
    expect(problems("paid = true)")[0]).toMatchObject({ code: "unexpected-token", offset: 11 });
    expect(problems("paid = true and")[0]).toMatchObject({ code: "unexpected-end", offset: 15 });
    expect(problems("paid true")[0]).toMatchObject({ code: "unexpected-token", offset: 5, hint: "write paid = true" });
    expect(problems("paid")[0]).toMatchObject({ code: "unexpected-end", offset: 4, hint: "write paid = true" });
    expect(problems("total")[0]).toMatchObject({ code: "unexpected-end", offset: 5 });
    expect(problems("customer = 'acme'")[0]).toMatchObject({
      code: "unexpected-character",
      offset: 11,
      hint: "strings go in double quotes",
    });
    expect(problems('customer = "a\\qb"')[0]).toMatchObject({ code: "bad-escape", offset: 13 });
    expect(problems("")[0]).toMatchObject({ code: "unexpected-end", offset: 0 });
    expect(problems("customer in []")[0]).toMatchObject({ code: "too-few-items", offset: 12 });
  });
  it("after a syntax error it reads on from the next and/or, so independent mistakes are all listed", () => {
    const codes = (text: string) => problems(text).map((p) => [p.code, p.offset]);
    expect(codes('total >= and paid = yes and custmer = "a"')).toEqual([
      ["unexpected-token", 9],
      ["unexpected-token", 20],
      ["unknown-field", 28],
    ]);
    expect(codes('customer = "a\\qb" and totl > 5')).toEqual([
      ["bad-escape", 13],
      ["unknown-field", 22],
    ]);
    expect(codes('(total > and paid = true) or custmer = "x"')).toEqual([
      ["unexpected-token", 9],
      ["unknown-field", 29],
    ]);
    expect(codes('paid = true) and custmer = "x"')).toEqual([
      ["unexpected-token", 11],
      ["unknown-field", 17],
    ]);
    expect(codes("@@@ and @@@ or totl = 1")).toEqual([
      ["unexpected-character", 0],
      ["unexpected-character", 8],
      ["unknown-field", 15],
    ]);
  });
  it("recovery stops at the problem bound", () => {
    const many = Array.from({ length: 40 }, () => "total >").join(" and ");
    expect(problems(many).length).toBe(QUERY_LIMITS.maxProblems);
  });
  it("limits: length, terms and nesting", () => {
    expect(problems("a".repeat(QUERY_LIMITS.maxQueryStringLength + 1))[0]!.code).toBe("too-long");
    expect(problems(Array.from({ length: QUERY_LIMITS.maxLanguageTerms }, () => "count = 1").join(" or "))[0]!.code).toBe("too-many-terms");
    const depth = QUERY_LIMITS.maxNodeDepth + 1;
    expect(problems(`${"(".repeat(depth)}paid = true${")".repeat(depth)}`)[0]!.code).toBe("nodes-too-deep");
    expect(problems(`${"not ".repeat(depth)}paid = true`)[0]!.code).toBe("nodes-too-deep");
  });
});
