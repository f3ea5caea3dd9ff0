import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseStrictLanguage } from "../../src/languages/index.js";
import type { ParseProblem } from "../../src/errors/parse-problem.js";
import type { QueryNode } from "../../src/tree/query-tree.js";
import { at, Invoice, Reading, Sku } from "./fixtures.js";

const P = "/query/query";
const node = (text: string, doc: DocumentDefinition = Invoice): QueryNode => {
  const result = parseStrictLanguage(doc, text, P);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("\n"));
  return result.node;
};
const problems = (text: string, doc: DocumentDefinition = Invoice): ParseProblem[] => {
  const result = parseStrictLanguage(doc, text, P);
  if (result.ok) throw new Error(`expected ${text} to fail`);
  return result.problems;
};
/** A tree without origins, to compare structure. */
const shape = (n: unknown): unknown => JSON.parse(JSON.stringify(n, (k, v) => (k === "origin" ? undefined : v)));
const str = (value: string) => ({ kind: "string", value });
const term = (field: string, value: unknown, offset: number, length: number, boost = 1) => ({
  type: "term",
  field,
  value,
  boost,
  origin: at(P, offset, length),
});
const bool = (parts: { must?: unknown[]; should?: unknown[]; mustNot?: unknown[] }, offset: number, length: number, boost = 1) => {
  const must = parts.must ?? [];
  const should = parts.should ?? [];
  return {
    type: "bool",
    must,
    should,
    mustNot: parts.mustNot ?? [],
    filter: [],
    minimumShouldMatch: should.length > 0 && must.length === 0 ? 1 : 0,
    boost,
    origin: at(P, offset, length),
  };
};

describe("strict: field values", () => {
  it("field:value is a term typed by the field's kind", () => {
    expect(node("customer:acme")).toEqual(term("customer", str("acme"), 0, 13));
    expect(node("total:12.5")).toEqual(term("total", { kind: "number", value: 12.5 }, 0, 10));
    expect(node("count:-3")).toEqual(term("count", { kind: "integer", value: -3 }, 0, 8));
    expect(node("paid:true")).toEqual(term("paid", { kind: "boolean", value: true }, 0, 9));
    expect(node("issued:2024-03-01T10:00:00Z")).toEqual(
      term("issued", { kind: "date", value: Date.UTC(2024, 2, 1, 10), text: "2024-03-01T10:00:00Z" }, 0, 27),
    );
    expect(node("id:inv\\-1")).toEqual(term("id", str("inv-1"), 0, 9));
  });
  it("a quoted value is a phrase on a text field and an exact term elsewhere", () => {
    expect(node('notes:"steel beams"~2')).toEqual({
      type: "phrase",
      field: "notes",
      terms: ["steel", "beams"],
      slop: 2,
      boost: 1,
      origin: at(P, 0, 21),
    });
    expect(node('customer:"acme corp"')).toEqual(term("customer", str("acme corp"), 0, 20));
  });
  it("prefix, fuzzy, regex and exists", () => {
    expect(node("customer:ac*")).toEqual({ type: "prefix", field: "customer", value: "ac", boost: 1, origin: at(P, 0, 12) });
    expect(node("notes:stel~1")).toEqual({
      type: "fuzzy",
      field: "notes",
      value: "stel",
      maxEdits: 1,
      prefixLength: 0,
      transpositions: true,
      boost: 1,
      origin: at(P, 0, 12),
    });
    expect(node("notes:stel~")).toMatchObject({ type: "fuzzy", maxEdits: 2 });
    expect(node("customer:/ac.e/")).toEqual({
      type: "regex",
      field: "customer",
      pattern: "ac.e",
      regex: {
        type: "concat",
        items: [{ type: "char", codePoint: 97 }, { type: "char", codePoint: 99 }, { type: "any" }, { type: "char", codePoint: 101 }],
      },
      boost: 1,
      origin: at(P, 0, 15),
    });
    expect(node("paid:*")).toEqual({ type: "exists", field: "paid", origin: at(P, 0, 6) });
  });
  it("ranges: inclusive [ ], exclusive { }, open *, and comparison shorthands", () => {
    expect(node("total:[10 TO 20}")).toEqual({
      type: "range",
      field: "total",
      gte: { kind: "number", value: 10 },
      lt: { kind: "number", value: 20 },
      origin: at(P, 0, 16),
    });
    expect(node("issued:{2024-01-01 TO *]")).toEqual({
      type: "range",
      field: "issued",
      gt: { kind: "date", value: Date.UTC(2024, 0, 1), text: "2024-01-01" },
      origin: at(P, 0, 24),
    });
    expect(node("count:>=5")).toEqual({ type: "range", field: "count", gte: { kind: "integer", value: 5 }, origin: at(P, 0, 9) });
    expect(node('customer:<"m"')).toMatchObject({ type: "range", lt: str("m") });
    expect(node("total:[* TO *]")).toEqual({ type: "exists", field: "total", origin: at(P, 0, 14) });
  });
  it("bare terms search all full-text fields; *:* and * match all", () => {
    expect(node("steel")).toEqual({
      type: "text",
      text: "steel",
      fields: ["notes", "lines"],
      operator: "or",
      boost: 1,
      origin: at(P, 0, 5),
    });
    expect(node("12:30")).toMatchObject({ type: "text", text: "12:30" });
    expect(node("*:*")).toEqual({ type: "matchAll", boost: 1, origin: at(P, 0, 3) });
    expect(node('"late delivery"')).toMatchObject({
      type: "bool",
      should: [
        { type: "phrase", field: "notes" },
        { type: "phrase", field: "lines" },
      ],
    });
    expect(node("ab-1", Sku)).toEqual({ type: "multiFieldTerm", fields: ["code", "brand"], value: "ab-1", boost: 1, origin: at(P, 0, 4) });
  });
  it("boosts go on the node, or on a bool around a range", () => {
    expect(node("customer:acme^2.5")).toEqual(term("customer", str("acme"), 0, 13, 2.5));
    expect(node("total:>5^2")).toEqual(
      bool({ must: [{ type: "range", field: "total", gt: { kind: "number", value: 5 }, origin: at(P, 0, 8) }] }, 0, 8, 2),
    );
  });
  it("field:( … ) binds bare terms to the field", () => {
    expect(node("customer:(acme OR globex)")).toEqual(
      bool({ should: [term("customer", str("acme"), 10, 4), term("customer", str("globex"), 18, 6)] }, 10, 14),
    );
  });
});

describe("strict: boolean structure", () => {
  it("NOT binds tighter than AND, AND tighter than OR", () => {
    const a = term("customer", str("a"), 0, 10);
    const b = term("customer", str("b"), 14, 10);
    const c = term("customer", str("c"), 33, 10);
    expect(node("customer:a OR customer:b AND NOT customer:c")).toEqual(
      bool({ should: [a, bool({ must: [b], mustNot: [c] }, 14, 29)] }, 0, 43),
    );
  });
  it("&&, || and ! are AND, OR and NOT", () => {
    expect(shape(node("customer:a && !customer:b"))).toEqual(shape(node("customer:a AND NOT customer:b")));
    expect(shape(node("customer:a || customer:b"))).toEqual(shape(node("customer:a OR customer:b")));
  });
  it("+ and - are Lucene's must and mustNot within a clause list; adjacency is OR", () => {
    expect(node("+customer:a -customer:b steel")).toEqual(
      bool(
        {
          must: [term("customer", str("a"), 1, 10)],
          should: [{ type: "text", text: "steel", fields: ["notes", "lines"], operator: "or", boost: 1, origin: at(P, 24, 5) }],
          mustNot: [term("customer", str("b"), 13, 10)],
        },
        0,
        29,
      ),
    );
  });
  it("a lone NOT or - means documents without it", () => {
    expect(node("NOT paid:true")).toEqual(bool({ mustNot: [term("paid", { kind: "boolean", value: true }, 4, 9)] }, 0, 13));
    expect(node("-paid:true")).toEqual(
      node("NOT paid:true") && bool({ mustNot: [term("paid", { kind: "boolean", value: true }, 1, 9)] }, 0, 10),
    );
  });
  it("parentheses group", () => {
    expect(node("(customer:a OR customer:b) AND paid:true")).toMatchObject({
      type: "bool",
      must: [
        { type: "bool", should: [{}, {}] },
        { type: "term", field: "paid" },
      ],
    });
  });
});

describe("strict: errors", () => {
  it("an unknown field names the nearest one", () => {
    const [p] = problems("custmer:acme");
    expect(p).toMatchObject({ code: "unknown-field", path: P, offset: 0, length: 7, suggestion: "customer", found: '"custmer"' });
    expect(p!.message).toContain('did you mean "customer"?');
    expect(p!.message).toContain(P);
  });
  it("a field of the wrong kind names the nearest usable one", () => {
    const [p] = problems("total:ab*");
    expect(p).toMatchObject({ code: "wrong-field-kind", offset: 0, length: 5 });
    expect(p!.expected).toContain('"customer"');
    expect(problems("notes:[a TO b]")[0]).toMatchObject({ code: "wrong-field-kind", offset: 0 });
    expect(problems("office:1")[0]).toMatchObject({ code: "wrong-field-kind" });
    expect(problems("pdf:x")[0]).toMatchObject({ code: "unknown-field" });
    expect(problems("__proto__:x")[0]).toMatchObject({ code: "unknown-field" });
  });
  it("lists every independent field and value problem", () => {
    const list = problems("custmer:a AND totl:5 AND issued:2024-02-30 AND count:1.5");
    expect(list.map((p) => [p.code, p.offset])).toEqual([
      ["unknown-field", 0],
      ["unknown-field", 14],
      ["not-a-date", 32],
      ["wrong-type", 53],
    ]);
    expect(list[1]!.suggestion).toBe("total");
  });
  it("a long run of digits that is not a number is rejected (the number check is unambiguous, no backtracking)", () => {
    expect(problems(`total:${"1".repeat(4000)}x`)[0]).toMatchObject({ code: "wrong-type", offset: 6 });
    expect(node(`total:${"1".repeat(300)}.5`)).toMatchObject({ type: "term", value: { kind: "number" } });
  });
  it("integers beyond int64 and beyond 2^53 are rejected, never rounded", () => {
    expect(problems("count:9223372036854775808")[0]!.code).toBe("integer-out-of-range");
    expect(problems("count:9007199254740993")[0]!.code).toBe("integer-out-of-range");
  });
  it("unbalanced parentheses and quotes point at the opener", () => {
    expect(problems("paid:true AND (customer:a OR (customer:b)")[0]).toMatchObject({ code: "unclosed-paren", offset: 14 });
    expect(problems('customer:a notes:"steel')[0]).toMatchObject({ code: "unclosed-quote", offset: 17 });
    expect(problems("customer:/ab")[0]).toMatchObject({ code: "unclosed-regex", offset: 9 });
    expect(problems("total:[1 TO")[0]).toMatchObject({ code: "unclosed-range", offset: 6 });
    expect(problems("customer:a)")[0]).toMatchObject({ code: "unmatched-paren", offset: 10 });
  });
  it("after a syntax error it reads on from the next AND, OR or field:, so independent mistakes are all listed", () => {
    const codes = (text: string) => problems(text).map((p) => [p.code, p.offset]);
    expect(codes("total:[1 2] AND custmer:x")).toEqual([
      ["unexpected-token", 9],
      ["unknown-field", 16],
    ]);
    expect(codes("notes:a^x customer:b totl:3")).toEqual([
      ["bad-boost", 7],
      ["unknown-field", 21],
    ]);
    expect(codes("customer:a) AND custmer:x")).toEqual([
      ["unmatched-paren", 10],
      ["unknown-field", 16],
    ]);
    expect(codes("(customer:a OR total:>) paid:maybe")).toEqual([
      ["unexpected-token", 22],
      ["wrong-type", 29],
    ]);
    expect(codes('customer:a*c notes:"x')).toEqual([
      ["unsupported-wildcard", 10],
      ["unclosed-quote", 19],
    ]);
    expect(codes("((a")).toEqual([
      ["unclosed-paren", 1],
      ["unclosed-paren", 0],
    ]);
  });
  it("syntax errors say what was expected and found, with the offset", () => {
    expect(problems("customer:")[0]).toMatchObject({ code: "unexpected-end", offset: 9 });
    expect(problems("customer:a AND")[0]).toMatchObject({ code: "unexpected-end", offset: 14 });
    expect(problems("")[0]).toMatchObject({ code: "unexpected-end", offset: 0 });
    expect(problems("total:[1 2]")[0]).toMatchObject({ code: "unexpected-token", offset: 9, found: '"2"' });
    expect(problems("customer:a^x")[0]).toMatchObject({ code: "bad-boost", offset: 10 });
    expect(problems("notes:stel~3")[0]).toMatchObject({ code: "bad-tilde", offset: 11 });
    expect(problems("customer:a*c")[0]).toMatchObject({ code: "unsupported-wildcard", offset: 10 });
    expect(problems("total:>")[0]).toMatchObject({ code: "unexpected-end", offset: 7 });
    expect(problems("total:> AND")[0]).toMatchObject({ code: "wrong-type", offset: 8 });
  });
  it("habits from other languages get a hint", () => {
    expect(problems("total>=5")[0]).toMatchObject({
      code: "unexpected-token",
      offset: 5,
      hint: "comparisons are written field:>=value, such as total:>=100",
    });
    expect(problems("customer = acme")[0]).toMatchObject({
      code: "unexpected-token",
      offset: 9,
      hint: "write field:value (a colon, no spaces)",
    });
    expect(problems("customer :acme")[0]).toMatchObject({
      code: "unexpected-token",
      offset: 9,
      hint: "write field:value with no space before the colon",
    });
    expect(node("customer: acme")).toMatchObject({ type: "term", field: "customer", value: { value: "acme" } });
  });
  it("regex problems carry the offset inside the strict string", () => {
    expect(problems("customer:/ab(c/")[0]).toMatchObject({ code: "regex-unclosed-group", offset: 12 });
  });
  it("a bare term needs a field when there is nowhere to search it", () => {
    expect(problems("x", Reading)[0]).toMatchObject({ code: "no-default-field", offset: 0 });
  });
  it("limits: length, terms and nesting", () => {
    expect(problems("a".repeat(QUERY_LIMITS.maxQueryStringLength + 1))[0]!.code).toBe("too-long");
    expect(problems(Array.from({ length: QUERY_LIMITS.maxLanguageTerms + 1 }, () => "a").join(" "))[0]!.code).toBe("too-many-terms");
    const depth = QUERY_LIMITS.maxNodeDepth + 1;
    expect(problems(`${"(".repeat(depth)}a${")".repeat(depth)}`)[0]!.code).toBe("nodes-too-deep");
    expect(problems(`${"NOT ".repeat(depth)}a`)[0]!.code).toBe("nodes-too-deep");
  });
});
