import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFilterLanguage, parseStrictLanguage } from "../../src/languages/index.js";
import type { QueryNode } from "../../src/tree/query-tree.js";
import { Invoice } from "./fixtures.js";

/**
 * Random expressions rendered to text, parsed, and compared with the tree the README's rules say
 * they mean (built here independently); every leaf's origin must point at its own text.
 */
type Expr<L> = { leaf: L } | { and: Expr<L>[] } | { or: Expr<L>[] } | { not: Expr<L> };

const shape = (n: unknown): unknown => JSON.parse(JSON.stringify(n, (k, v) => (k === "origin" ? undefined : v)));
const bool = (p: { must?: unknown[]; should?: unknown[]; mustNot?: unknown[]; filter?: unknown[] }) => {
  const must = p.must ?? [];
  const should = p.should ?? [];
  const filter = p.filter ?? [];
  return {
    type: "bool",
    must,
    should,
    mustNot: p.mustNot ?? [],
    filter,
    minimumShouldMatch: should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0,
    boost: 1,
  };
};
function exprArb<L>(leaf: fc.Arbitrary<L>): fc.Arbitrary<Expr<L>> {
  return fc.letrec<{ e: Expr<L> }>((tie) => ({
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf.map((l) => ({ leaf: l })),
      fc.array(tie("e"), { minLength: 2, maxLength: 3 }).map((items) => ({ and: items })),
      fc.array(tie("e"), { minLength: 2, maxLength: 3 }).map((items) => ({ or: items })),
      tie("e").map((e) => ({ not: e })),
    ),
  })).e;
}
/** Every leaf node of a tree with its origin, in order. */
function leaves(node: QueryNode, out: QueryNode[] = []): QueryNode[] {
  if (node.type === "bool") for (const c of [...node.must, ...node.should, ...node.mustNot, ...node.filter]) leaves(c, out);
  else out.push(node);
  return out;
}

// ---- filter

interface FilterLeaf {
  readonly text: string;
  readonly node: unknown;
}
const word = fc.constantFrom("acme", "globex", "a b", 'q"uote', "été");
const filterLeaf: fc.Arbitrary<FilterLeaf> = fc.oneof(
  fc.tuple(fc.constantFrom(">", ">=", "<", "<="), fc.integer({ min: -1000, max: 1000 })).map(([op, n]) => ({
    text: `total ${op} ${n}`,
    node: { type: "range", field: "total", [{ ">": "gt", ">=": "gte", "<": "lt", "<=": "lte" }[op]!]: { kind: "number", value: n } },
  })),
  word.map((w) => ({
    text: `customer = ${JSON.stringify(w)}`,
    node: { type: "term", field: "customer", value: { kind: "string", value: w }, boost: 1 },
  })),
  fc.boolean().map((b) => ({
    text: `paid != ${b}`,
    node: bool({ mustNot: [{ type: "term", field: "paid", value: { kind: "boolean", value: b }, boost: 1 }] }),
  })),
  fc.constantFrom("notes", "issued", "office").map((f) => ({ text: `exists(${f})`, node: { type: "exists", field: f } })),
  fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 2, maxLength: 3 }).map((ns) => ({
    text: `count in [${ns.join(", ")}]`,
    node: bool({ should: ns.map((n) => ({ type: "term", field: "count", value: { kind: "integer", value: n }, boost: 1 })) }),
  })),
  fc.integer({ min: 1, max: 28 }).map((d) => {
    const date = `2024-02-${String(d).padStart(2, "0")}`;
    return {
      text: `issued >= ${date}`,
      node: { type: "range", field: "issued", gte: { kind: "date", value: Date.UTC(2024, 1, d), text: date } },
    };
  }),
);
const renderFilter = (e: Expr<FilterLeaf>): string =>
  "leaf" in e
    ? e.leaf.text
    : "and" in e
      ? `(${e.and.map(renderFilter).join(" and ")})`
      : "or" in e
        ? `(${e.or.map(renderFilter).join(" OR ")})`
        : `not ${renderFilter(e.not)}`;
const expectFilter = (e: Expr<FilterLeaf>): unknown =>
  "leaf" in e
    ? e.leaf.node
    : "and" in e
      ? bool({ filter: e.and.map(expectFilter) })
      : "or" in e
        ? bool({ should: e.or.map(expectFilter) })
        : bool({ mustNot: [expectFilter(e.not)] });
const filterLeaves = (e: Expr<FilterLeaf>): FilterLeaf[] =>
  "leaf" in e ? [e.leaf] : "and" in e ? e.and.flatMap(filterLeaves) : "or" in e ? e.or.flatMap(filterLeaves) : filterLeaves(e.not);

describe("filter round trip", () => {
  it("random conditions parse to the documented tree, with origins on their own text", () => {
    fc.assert(
      fc.property(exprArb(filterLeaf), (e) => {
        const text = renderFilter(e);
        const result = parseFilterLanguage(Invoice, text, "/filter");
        if (!result.ok) throw new Error(`${text}: ${result.problems[0]!.message}`);
        expect(shape(result.node)).toEqual(expectFilter(e));
        // Leaves of `in` lists are their values; compare the others with the leaf's text.
        const written = filterLeaves(e).filter((l) => !l.text.includes(" in ") && !l.text.includes("!="));
        const parsed = leaves(result.node).filter(
          (n) => !(n.type === "term" && n.field === "count") && !(n.type === "term" && n.field === "paid"),
        );
        expect(parsed.map((n) => text.slice(n.origin!.offset, n.origin!.offset! + n.origin!.length!)).sort()).toEqual(
          written.map((l) => l.text).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});

// ---- strict

interface StrictLeaf {
  readonly text: string;
  readonly node: unknown;
}
const token = fc.constantFrom("acme", "globex", "x1", "été", "a-b");
const strictLeaf: fc.Arbitrary<StrictLeaf> = fc.oneof(
  token.map((w) => ({ text: `customer:${w}`, node: { type: "term", field: "customer", value: { kind: "string", value: w }, boost: 1 } })),
  token.map((w) => ({ text: `customer:${w}*`, node: { type: "prefix", field: "customer", value: w, boost: 1 } })),
  fc.tuple(token, fc.integer({ min: 0, max: 2 })).map(([w, n]) => ({
    text: `notes:${w}~${n}`,
    node: { type: "fuzzy", field: "notes", value: w, maxEdits: n, prefixLength: 0, transpositions: true, boost: 1 },
  })),
  fc.tuple(fc.array(token, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 5 })).map(([ws, slop]) => ({
    text: `notes:"${ws.join(" ")}"~${slop}`,
    node: { type: "phrase", field: "notes", terms: ws, slop, boost: 1 },
  })),
  fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), fc.boolean(), fc.boolean()).map(([a, d, li, hi]) => ({
    text: `count:${li ? "[" : "{"}${a} TO ${a + d}${hi ? "]" : "}"}`,
    node: {
      type: "range",
      field: "count",
      [li ? "gte" : "gt"]: { kind: "integer", value: a },
      [hi ? "lte" : "lt"]: { kind: "integer", value: a + d },
    },
  })),
  fc.boolean().map((b) => ({ text: `paid:${b}`, node: { type: "term", field: "paid", value: { kind: "boolean", value: b }, boost: 1 } })),
  fc.constant({ text: "office:*", node: { type: "exists", field: "office" } }),
);
const renderStrict = (e: Expr<StrictLeaf>): string =>
  "leaf" in e
    ? e.leaf.text
    : "and" in e
      ? `(${e.and.map(renderStrict).join(" AND ")})`
      : "or" in e
        ? `(${e.or.map(renderStrict).join(" OR ")})`
        : `NOT ${renderStrict(e.not)}`;
/** NOT inside an AND list goes to mustNot; inside an OR list it is a should of bool{mustNot}; alone, bool{mustNot}. */
const expectStrict = (e: Expr<StrictLeaf>): unknown => {
  if ("leaf" in e) return e.leaf.node;
  if ("not" in e) return bool({ mustNot: [expectStrict(e.not)] });
  if ("and" in e) {
    const must = e.and.filter((i) => !("not" in i)).map(expectStrict);
    const mustNot = e.and.filter((i): i is { not: Expr<StrictLeaf> } => "not" in i).map((i) => expectStrict(i.not));
    return bool({ must, mustNot });
  }
  return bool({ should: e.or.map(expectStrict) });
};
const strictLeaves = (e: Expr<StrictLeaf>): StrictLeaf[] =>
  "leaf" in e ? [e.leaf] : "and" in e ? e.and.flatMap(strictLeaves) : "or" in e ? e.or.flatMap(strictLeaves) : strictLeaves(e.not);

describe("strict round trip", () => {
  it("random queries parse to the documented tree, with origins on their own text", () => {
    fc.assert(
      fc.property(exprArb(strictLeaf), (e) => {
        const text = renderStrict(e);
        const result = parseStrictLanguage(Invoice, text, "/query/query");
        if (!result.ok) throw new Error(`${text}: ${result.problems[0]!.message}`);
        expect(shape(result.node)).toEqual(expectStrict(e));
        const parsed = leaves(result.node);
        // Clauses are regrouped (must before mustNot), so compare as multisets.
        expect(parsed.map((n) => text.slice(n.origin!.offset, n.origin!.offset! + n.origin!.length!)).sort()).toEqual(
          strictLeaves(e)
            .map((l) => l.text)
            .sort(),
        );
      }),
      { numRuns: 300 },
    );
  });
});
