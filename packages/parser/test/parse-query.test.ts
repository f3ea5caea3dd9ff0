/** The checked tree: defaults resolved in one place, as the query-tree doc comments say. */
import { describe, expect, it } from "vitest";
import { parseQuery, QueryParseError, tryParseQuery, type BoolNode, type QueryNode } from "../src/index.js";
import { Catalog, Invoice, Metrics } from "./support/documents.js";

/** Most of these tests are about the whole language: the full detail (the default is `standard`). */
const FULL = { detail: "full" } as const;
const query = (q: unknown, doc = Invoice): QueryNode => parseQuery(doc, { v: 1, query: q }, FULL).query!;
const strip = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === "origin" && typeof x === "object" && x !== null && "path" in x ? undefined : x)));

describe("parseQuery", () => {
  it("resolves the root defaults", () => {
    expect(parseQuery(Invoice, '{"v":1}')).toEqual({ v: 1, limit: 10, offset: 0, countExactly: false, sort: [] });
    const r = parseQuery(Invoice, '{"v":1,"limit":0,"offset":10000,"countExactly":true,"sort":[{"field":"total","order":"desc"}]}');
    expect(r).toMatchObject({ limit: 0, offset: 10000, countExactly: true, sort: [{ field: "total", order: "desc" }] });
  });

  it("accepts JSON text and parsed values alike", () => {
    const text = '{"v":1,"query":{"type":"term","field":"customer","value":"acme","boost":2}}';
    expect(parseQuery(Invoice, text)).toEqual(parseQuery(Invoice, JSON.parse(text)));
    expect(strip(parseQuery(Invoice, text).query)).toEqual({
      type: "term",
      field: "customer",
      value: { kind: "string", value: "acme" },
      boost: 2,
    });
  });

  it("types term values by the field: dates to epoch ms, integers exact", () => {
    expect(strip(query({ type: "term", field: "issued", value: "2024-03-01T12:00:00+02:00" }))).toMatchObject({
      value: { kind: "date", value: Date.UTC(2024, 2, 1, 10), text: "2024-03-01T12:00:00+02:00" },
      boost: 1,
    });
    expect(strip(query({ type: "term", field: "id", value: 9007199254740991 }))).toMatchObject({
      value: { kind: "integer", value: 9007199254740991 },
    });
    expect(strip(query({ type: "term", field: "paid", value: false }))).toMatchObject({ value: { kind: "boolean", value: false } });
  });

  it("rejects integers beyond 2^53 rather than rounding them, from text and from bigint values", () => {
    for (const input of [
      '{"v":1,"query":{"type":"term","field":"quantity","value":9007199254740992}}',
      { v: 1, query: { type: "term", field: "quantity", value: 2n ** 60n } },
    ]) {
      const r = tryParseQuery(Invoice, input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe("integer-out-of-range");
    }
  });

  it("resolves fuzzy, phrase, text and highlight defaults", () => {
    expect(strip(query({ type: "fuzzy", field: "notes", value: "stel" }))).toEqual({
      type: "fuzzy",
      field: "notes",
      value: "stel",
      maxEdits: 2,
      prefixLength: 0,
      transpositions: true,
      boost: 1,
    });
    expect(strip(query({ type: "phrase", field: "notes", terms: ["late", "delivery"] }))).toEqual({
      type: "phrase",
      field: "notes",
      terms: ["late", "delivery"],
      slop: 0,
      boost: 1,
    });
    expect(strip(query({ type: "text", text: "steel" }))).toEqual({
      type: "text",
      text: "steel",
      fields: ["notes", "lines"],
      operator: "or",
      boost: 1,
    });
    expect(parseQuery(Invoice, { v: 1, highlight: true }, FULL).highlight).toEqual({
      fields: ["notes", "lines"],
      preTag: "<em>",
      postTag: "</em>",
      fragmentSize: 150,
      fragments: 3,
    });
    expect(parseQuery(Invoice, { v: 1, highlight: { fields: ["lines"], fragments: 1 } }, FULL).highlight).toEqual({
      fields: ["lines"],
      preTag: "<em>",
      postTag: "</em>",
      fragmentSize: 150,
      fragments: 1,
    });
    expect(parseQuery(Invoice, { v: 1, highlight: false }, FULL).highlight).toBeUndefined();
  });

  it("resolves bool minimumShouldMatch by Elasticsearch's rule", () => {
    const m = (q: object) => (query({ type: "bool", ...q }) as BoolNode).minimumShouldMatch;
    const all = { type: "matchAll" };
    expect(m({ should: [all] })).toBe(1);
    expect(m({ should: [all], must: [all] })).toBe(0);
    expect(m({ should: [all], filter: [all] })).toBe(0);
    expect(m({ should: [all], mustNot: [all] })).toBe(1);
    expect(m({})).toBe(0);
    expect(m({ should: [all, all], minimumShouldMatch: 2 })).toBe(2);
  });

  it("resolves functionScore and function defaults", () => {
    const fs = strip(
      query({
        type: "functionScore",
        functions: [
          { type: "weight", weight: 2 },
          { type: "fieldValueFactor", field: "total" },
          { type: "gauss", field: "issued", origin: "2024-01-01", scale: 30 },
          { type: "exp", field: "office", origin: { lat: 51.5, lng: -0.1 }, scale: 5, decay: 0.3, weight: 2 },
        ],
      }),
    );
    expect(fs).toEqual({
      type: "functionScore",
      query: { type: "matchAll", boost: 1 },
      functions: [
        { type: "weight", weight: 2 },
        { type: "fieldValueFactor", field: "total", factor: 1, modifier: "none" },
        {
          type: "gauss",
          field: "issued",
          origin: { kind: "date", value: Date.UTC(2024, 0, 1), text: "2024-01-01" },
          scale: 30,
          offset: 0,
          decay: 0.5,
        },
        { type: "exp", field: "office", origin: { kind: "geo", lat: 51.5, lng: -0.1 }, scale: 5, offset: 0, decay: 0.3, weight: 2 },
      ],
      scoreMode: "multiply",
      boostMode: "multiply",
      maxBoost: null, // Infinity (unbounded) serialises as null
    });
    expect((query({ type: "functionScore", functions: [{ type: "weight", weight: 1 }] }) as { maxBoost: number }).maxBoost).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it("turns a strict node into its string's tree, wrapped in a bool when boosted", () => {
    const plain = query({ type: "strict", query: "customer:acme" });
    expect(plain.type).toBe("term");
    const boosted = query({ type: "strict", query: "customer:acme", boost: 3 }) as BoolNode;
    expect(boosted.type).toBe("bool");
    expect(boosted.boost).toBe(3);
    expect(boosted.must).toEqual([plain]);
    expect(boosted.minimumShouldMatch).toBe(0);
  });

  it("parses q and filter strings, and takes a node as filter", () => {
    const r = parseQuery(Invoice, { v: 1, q: "steel", filter: "total >= 100" });
    expect(r.q).toBeDefined();
    expect(r.filter).toBeDefined();
    expect(parseQuery(Invoice, { v: 1, filter: { type: "exists", field: "notes" } }, FULL).filter).toMatchObject({
      type: "exists",
      field: "notes",
    });
  });

  it("offers only the node kinds a document type's fields allow", () => {
    const r = tryParseQuery(Metrics, { v: 1, query: { type: "text", text: "x" } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("unknown-node-type");
    expect(tryParseQuery(Catalog, { v: 1, query: { type: "prefix", field: "brand", value: "ac" } }).ok).toBe(true);
  });

  it("throws QueryParseError from parseQuery, never anything else", () => {
    expect(() => parseQuery(Invoice, "{")).toThrow(QueryParseError);
    expect(() => parseQuery(Invoice, null)).toThrow(QueryParseError);
  });
});

describe("the nulls option", () => {
  const strictMode = {
    v: 1,
    q: null,
    query: { type: "fuzzy", field: "notes", value: "stel", maxEdits: null, prefixLength: null, transpositions: null, boost: null },
    filter: null,
    limit: null,
    offset: null,
    countExactly: null,
    highlight: null,
    sort: null,
  };

  it("by default a null is an error naming where, and suggesting to leave the property out", () => {
    const r = tryParseQuery(Invoice, strictMode, FULL);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.problems.every((p) => p.code === "null-not-allowed")).toBe(true);
      expect(r.error.problems.map((p) => p.path)).toContain("/query/maxEdits");
      expect(r.error.problems[0]!.message).toContain("leave the property out");
    }
  });

  it('with nulls: "absent" (OpenAI strict mode) a null is an absent property', () => {
    const r = parseQuery(Invoice, strictMode, { nulls: "absent", detail: "full" });
    expect(r).toEqual(parseQuery(Invoice, { v: 1, query: { type: "fuzzy", field: "notes", value: "stel" } }, FULL));
  });

  it('with nulls: "absent" a null required property is missing, and a null item still an error', () => {
    const missing = tryParseQuery(Invoice, { v: 1, query: { type: "term", field: "customer", value: null } }, { nulls: "absent" });
    expect(!missing.ok && missing.error.code).toBe("missing-property");
    const item = tryParseQuery(Invoice, { v: 1, query: { type: "bool", must: [null] } }, { nulls: "absent" });
    expect(!item.ok && item.error.path).toBe("/query/must/0");
    const version = tryParseQuery(Invoice, { v: null }, { nulls: "absent" });
    expect(!version.ok && version.error.code).toBe("missing-property");
  });
});

describe("the detail option", () => {
  it("accepts at each detail only what that detail's schema offers, with the same wording as unknown kinds and properties", () => {
    const regex = { v: 1, query: { type: "regex", field: "notes", pattern: "st.*l" } };
    expect(tryParseQuery(Invoice, regex).ok).toBe(true);
    expect(tryParseQuery(Invoice, regex, FULL).ok).toBe(true);
    const compact = tryParseQuery(Invoice, regex, { detail: "compact" });
    expect(compact.ok).toBe(false);
    if (!compact.ok) {
      expect(compact.error.code).toBe("unknown-node-type");
      expect(compact.error.problems[0]!.expected).not.toContain('"regex"');
    }
    const minimum = (detail: "standard" | "compact") =>
      tryParseQuery(
        Invoice,
        { v: 1, query: { type: "bool", should: [{ type: "term", field: "customer", value: "a" }], minimumShouldMatch: 1 } },
        { detail },
      );
    expect(minimum("standard").ok).toBe(true);
    const compactMinimum = minimum("compact");
    expect(compactMinimum.ok || compactMinimum.error.problems.map((p) => [p.code, p.path])).toEqual([
      ["unknown-property", "/query/minimumShouldMatch"],
    ]);
    for (const detail of ["standard", "compact"] as const) {
      const exists = tryParseQuery(Invoice, { v: 1, filter: { type: "exists", field: "notes" } }, { detail });
      expect(exists.ok || exists.error.problems.map((p) => [p.code, p.path])).toEqual([["unknown-node-type", "/filter/type"]]);
      expect(tryParseQuery(Invoice, { v: 1, filter: "exists(notes)" }, { detail }).ok).toBe(true);
    }
    // standard: no fieldValueFactor, no fuzzy tuning; highlight options stay (compact takes none).
    const standard = { detail: "standard" } as const;
    expect(tryParseQuery(Invoice, { v: 1, q: "x", highlight: { fragments: 2 } }, standard).ok).toBe(true);
    const factor = tryParseQuery(
      Invoice,
      { v: 1, query: { type: "functionScore", functions: [{ type: "fieldValueFactor", field: "total" }] } },
      standard,
    );
    expect(factor.ok || factor.error.problems.map((p) => [p.code, p.path])).toEqual([["unknown-function", "/query/functions/0/type"]]);
    const fuzzy = tryParseQuery(
      Invoice,
      { v: 1, query: { type: "fuzzy", field: "notes", value: "stel", maxEdits: 1, transpositions: false } },
      standard,
    );
    // The default is full: every kind and property.
    expect(
      tryParseQuery(Invoice, { v: 1, query: { type: "fuzzy", field: "notes", value: "stel", maxEdits: 1, transpositions: false } }).ok,
    ).toBe(true);
    expect(fuzzy.ok || fuzzy.error.problems.map((p) => [p.code, p.path])).toEqual([["unknown-property", "/query/transpositions"]]);
    // compact: no range node (the filter language still compares), no boosts, no countExactly or highlight.
    expect(tryParseQuery(Invoice, { v: 1, filter: { type: "range", field: "total", gte: 1 } }, { detail: "compact" }).ok).toBe(false);
    expect(tryParseQuery(Invoice, { v: 1, filter: 'customer >= "a" and total >= 1' }, { detail: "compact" }).ok).toBe(true);
    // compact: term over strings only; a number, a date or a boolean is compared in the filter string, which the hint says.
    const numberTerm = tryParseQuery(Invoice, { v: 1, filter: { type: "term", field: "total", value: 1 } }, { detail: "compact" });
    expect(numberTerm.ok || numberTerm.error.problems.map((p) => [p.code, p.path, p.hint])).toEqual([
      ["wrong-field-kind", "/filter/field", 'this detail leaves "total" out of term: compare it in the filter string (total = …)'],
    ]);
    for (const field of ["id", "quantity", "issued", "paid"])
      expect(tryParseQuery(Invoice, { v: 1, query: { type: "term", field, value: 1 } }, { detail: "compact" }).ok, field).toBe(false);
    expect(tryParseQuery(Invoice, { v: 1, filter: { type: "term", field: "total", value: 1 } }).ok).toBe(true);
    expect(
      tryParseQuery(Invoice, { v: 1, filter: "total = 1 and issued = 2024-01-01 and paid = true and id in [1, 2]" }, { detail: "compact" })
        .ok,
    ).toBe(true);
    const boosted = tryParseQuery(
      Invoice,
      { v: 1, query: { type: "term", field: "customer", value: "a", boost: 2 }, countExactly: true },
      { detail: "compact" },
    );
    expect(boosted.ok || boosted.error.problems.map((p) => [p.code, p.path])).toEqual([
      ["unknown-property", "/countExactly"],
      ["unknown-property", "/query/boost"],
    ]);
  });

  it("names an unknown detail as a bad option, never throwing", () => {
    const result = tryParseQuery(Invoice, { v: 1 }, { detail: "compakt" as never });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("bad-option");
      expect(result.error.message).toContain('unknown detail "compakt" (did you mean "compact"?)');
    }
    expect(() => parseQuery(Invoice, { v: 1 }, { detail: 1 as never })).toThrow(QueryParseError);
  });
});
