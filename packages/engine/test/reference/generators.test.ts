import { describe, expect, it } from "vitest";
import type { QueryNode } from "@oneindex/parser";
import { DEFINITIONS } from "./definitions.js";
import { randomCollection } from "./generate-documents.js";
import { QueryGenerator, queryContext } from "./generate-query.js";
import { Random } from "./random.js";
import { ReferenceEvaluator } from "./reference-evaluator.js";

function* nodesOf(node: QueryNode | undefined): Generator<QueryNode> {
  if (node === undefined) return;
  yield node;
  if (node.type === "bool") for (const c of [...node.must, ...node.should, ...node.mustNot, ...node.filter]) yield* nodesOf(c);
  if (node.type === "functionScore") {
    yield* nodesOf(node.query);
    for (const f of node.functions) yield* nodesOf(f.filter);
  }
}

describe("random collections and queries", () => {
  it("cover every node kind, function, mode and field kind, and give non-trivial results", () => {
    const r = new Random(4242);
    const kinds = new Set<string>();
    const functions = new Set<string>();
    const modes = new Set<string>();
    let some = 0;
    let notAll = 0;
    let queries = 0;
    for (const definition of DEFINITIONS) {
      const docs = randomCollection(r, definition, 40);
      const reference = new ReferenceEvaluator(definition, docs);
      const generator = new QueryGenerator(r, queryContext(definition, docs));
      for (let i = 0; i < 150; i++) {
        const query = generator.query();
        for (const part of [query.q, query.query, query.filter])
          for (const n of nodesOf(part)) {
            kinds.add(n.type);
            if (n.type === "functionScore") {
              modes.add(`score:${n.scoreMode}`).add(`boost:${n.boostMode}`);
              for (const f of n.functions)
                functions.add(f.type === "gauss" || f.type === "exp" || f.type === "linear" ? `${f.type}:${f.origin.kind}` : f.type);
            }
          }
        const result = reference.search(query);
        queries++;
        if (result.total > 0) some++;
        if (result.total < docs.length) notAll++;
        for (const h of result.all) expect(Number.isFinite(h.score) && h.score >= 0, `score ${h.score}`).toBe(true);
      }
    }
    expect([...kinds].sort()).toEqual([
      "bool",
      "exists",
      "functionScore",
      "fuzzy",
      "matchAll",
      "multiFieldTerm",
      "phrase",
      "prefix",
      "range",
      "regex",
      "term",
      "text",
    ]);
    for (const f of ["weight", "fieldValueFactor", "gauss:number", "exp:date", "linear:geo"]) expect(functions).toContain(f);
    expect(modes.size).toBe(12);
    expect(some / queries).toBeGreaterThan(0.4);
    expect(notAll / queries).toBeGreaterThan(0.4);
  });

  it("draws documents with every field kind, arrays and missing values", () => {
    const r = new Random(7);
    const docs = randomCollection(r, DEFINITIONS[1]!, 60);
    const kinds = new Set(
      docs.flatMap((d) =>
        Object.entries(d).map(([k, v]) => `${k}:${v === null ? "null" : Array.isArray(v) ? (v.length === 0 ? "[]" : "array") : typeof v}`),
      ),
    );
    for (const k of [
      "name:string",
      "notes:array",
      "notes:[]",
      "stock:array",
      "stores:array",
      "flags:array",
      "launched:string",
      "active:boolean",
      "code:null",
    ])
      expect(kinds).toContain(k);
    expect(new Set(docs.map((d) => d["sku"])).size).toBe(60);
  });
});
