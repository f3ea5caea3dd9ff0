import { QUERY_LIMITS } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { parseQLanguage } from "../../src/languages/index.js";
import type { FuzzyNode, QueryNode, TextNode } from "../../src/tree/query-tree.js";
import { at, Invoice, Note, Reading, Sku } from "./fixtures.js";

const P = "/q";
const node = (doc: Parameters<typeof parseQLanguage>[0], text: string): QueryNode => {
  const result = parseQLanguage(doc, text, P);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join("\n"));
  return result.node;
};
const bool = (parts: { must?: QueryNode[]; should?: QueryNode[]; mustNot?: QueryNode[] }, origin: ReturnType<typeof at>, msm?: number) => {
  const must = parts.must ?? [];
  const should = parts.should ?? [];
  return {
    type: "bool",
    must,
    should,
    mustNot: parts.mustNot ?? [],
    filter: [],
    minimumShouldMatch: msm ?? (should.length > 0 && must.length === 0 ? 1 : 0),
    boost: 1,
    origin,
  };
};
const text = (t: string, fields: string[], offset: number, length = t.length): TextNode => ({
  type: "text",
  text: t,
  fields,
  operator: "or",
  boost: 1,
  origin: at(P, offset, length),
});

describe("q: trees", () => {
  it("words are text nodes over all full-text fields, should clauses, one required", () => {
    expect(node(Invoice, "steel beams")).toEqual(
      bool({ should: [text("steel", ["notes", "lines"], 0), text("beams", ["notes", "lines"], 6)] }, at(P, 0, 11)),
    );
  });
  it("+ is must, - is mustNot; should clauses then only score", () => {
    expect(node(Note, "+steel -pipes beams")).toEqual(
      bool(
        { must: [text("steel", ["body"], 0, 6)], should: [text("beams", ["body"], 14)], mustNot: [text("pipes", ["body"], 7, 6)] },
        at(P, 0, 19),
        0,
      ),
    );
  });
  it("a phrase is a phrase per text field (one field: the phrase itself), with ~N as slop", () => {
    expect(node(Note, '"late delivery"~3')).toEqual(
      bool(
        { should: [{ type: "phrase", field: "body", terms: ["late", "delivery"], slop: 3, boost: 1, origin: at(P, 0, 17) }] },
        at(P, 0, 17),
      ),
    );
    const two = node(Invoice, '"late delivery"');
    expect(two).toMatchObject({
      should: [
        {
          type: "bool",
          should: [
            { type: "phrase", field: "notes" },
            { type: "phrase", field: "lines" },
          ],
          minimumShouldMatch: 1,
        },
      ],
    });
  });
  it("prefix* and fuzzy~N are per-field prefix and fuzzy nodes; ~ alone is 2 edits; above 2 is 2", () => {
    expect(node(Note, "stee*")).toEqual(
      bool({ should: [{ type: "prefix", field: "body", value: "stee", boost: 1, origin: at(P, 0, 5) }] }, at(P, 0, 5)),
    );
    const fuzzy = (value: string, maxEdits: number, offset: number, length: number): FuzzyNode => ({
      type: "fuzzy",
      field: "body",
      value,
      maxEdits,
      prefixLength: 0,
      transpositions: true,
      boost: 1,
      origin: at(P, offset, length),
    });
    expect(node(Note, "stel~1 stel~ stel~9")).toEqual(
      bool({ should: [fuzzy("stel", 1, 0, 6), fuzzy("stel", 2, 7, 5), fuzzy("stel", 2, 13, 6)] }, at(P, 0, 19)),
    );
  });
  it("OR is the default operator: a OR b means a b", () => {
    const withOr = node(Note, "steel OR pipes");
    expect(withOr).toEqual(bool({ should: [text("steel", ["body"], 0), text("pipes", ["body"], 9)] }, at(P, 0, 14)));
  });
  it("blank, symbols-only and operator-only strings match everything", () => {
    for (const s of ["", "   ", '- + * ~ OR "" 🙂 \u0000\u0007'])
      expect(node(Note, s)).toEqual({ type: "matchAll", boost: 1, origin: at(P, 0, s.length) });
  });
  it("only exclusions: documents without them", () => {
    expect(node(Note, "-steel")).toEqual(bool({ mustNot: [text("steel", ["body"], 0, 6)] }, at(P, 0, 6)));
  });
  it("an unclosed quote makes the rest a phrase", () => {
    expect(node(Note, 'a "late deli')).toMatchObject({
      should: [
        { type: "text", text: "a" },
        { type: "phrase", terms: ["late", "deli"] },
      ],
    });
  });
  it("control characters separate words; stray operators and emoji are ignored", () => {
    expect(node(Note, "steel\u0000beams 🙂 -- ++")).toEqual(
      bool({ should: [text("steel", ["body"], 0), text("beams", ["body"], 6)] }, at(P, 0, 20)),
    );
  });
  it("without text fields, words are multiFieldTerm over the keyword fields", () => {
    expect(node(Sku, 'ab-1 "x y"')).toEqual(
      bool(
        {
          should: [
            { type: "multiFieldTerm", fields: ["code", "brand"], value: "ab-1", boost: 1, origin: at(P, 0, 4) },
            { type: "multiFieldTerm", fields: ["code", "brand"], value: "x y", boost: 1, origin: at(P, 5, 5) },
          ],
        },
        at(P, 0, 10),
      ),
    );
  });
  it("without text or keyword fields, words match nothing", () => {
    expect(node(Reading, "x")).toMatchObject({ should: [{ type: "bool", mustNot: [{ type: "matchAll" }] }] });
  });
  it("reports the node count", () => {
    const result = parseQLanguage(Invoice, 'steel "a b"', P);
    expect(result.ok && result.nodeCount).toBe(5);
  });
});

describe("q: fails only on limits", () => {
  it("too long", () => {
    const result = parseQLanguage(Note, "a".repeat(QUERY_LIMITS.maxQueryStringLength + 1), P);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ code: "too-long", path: P, offset: QUERY_LIMITS.maxQueryStringLength });
  });
  it("too many terms, with the offset of the first one over", () => {
    const words = Array.from({ length: QUERY_LIMITS.maxLanguageTerms + 1 }, (_, i) => `w${i}`);
    const result = parseQLanguage(Note, words.join(" "), P);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems[0]!.code).toBe("too-many-terms");
      expect(result.problems[0]!.offset).toBe(words.slice(0, -1).join(" ").length + 1);
      expect(result.problems[0]!.message).toContain("/q");
    }
    expect(parseQLanguage(Note, words.slice(1).join(" "), P).ok).toBe(true);
  });
  it("too many nodes when phrases expand over many fields", () => {
    const many = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`t${i}`, { kind: "text", array: false, filterable: true, sortable: false }]),
    );
    const doc = {
      name: "Wide",
      fields: { id: { kind: "id", array: false, filterable: true, sortable: false, idType: "string" }, ...many },
    } as const;
    const phrases = Array.from({ length: 120 }, (_, i) => `"a${i} b"`).join(" ");
    const result = parseQLanguage(doc as never, phrases, P);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]!.code).toBe("too-many-nodes");
  });
});
