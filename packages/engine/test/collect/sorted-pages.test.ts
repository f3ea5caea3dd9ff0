/**
 * A page sorted by fields holds the docs a full sort of every match would put there: by the sort
 * keys in order (booleans as 0/1, missing last in both orders), ties by id ascending. Random data with many ties
 * and missing values, random keys, orders, offsets and limits (deep pages near the match count
 * among them), on both execution paths.
 */
import { defineDocument, Field } from "@oneindex/schema";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "../../src/index.js";
import { Random } from "../reference/random.js";

const Row = defineDocument("Row", {
  id: Field.id(),
  body: Field.text({ analyzer: "standard" }),
  n: Field.number({ filterable: true, sortable: true }),
  m: Field.integer({ filterable: true, sortable: true }),
  code: Field.keyword({ sortable: true }),
  ok: Field.boolean({ filterable: true, sortable: true }),
});

interface RowDoc {
  id: string;
  body: string;
  n?: number;
  m?: number;
  code?: string;
  ok?: boolean;
}

type Key = { field: "id" | "n" | "m" | "code" | "ok"; order: "asc" | "desc" };

/** A doc's value for a sort key as the engine documents it; undefined when missing. */
function keyOf(doc: RowDoc, key: Key): number | string | undefined {
  switch (key.field) {
    case "id":
      return doc.id;
    case "n":
      return doc.n;
    case "m":
      return doc.m;
    case "code":
      return doc.code;
    case "ok":
      return doc.ok === undefined ? undefined : doc.ok ? 1 : 0;
  }
}

/** The reference order: every match sorted with a plain comparator. */
function referenceOrder(docs: readonly RowDoc[], sort: readonly Key[]): string[] {
  return [...docs]
    .sort((a, b) => {
      for (const key of sort) {
        const x = keyOf(a, key);
        const y = keyOf(b, key);
        if (x === y) continue;
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        const c = x < y ? -1 : 1;
        return key.order === "desc" ? -c : c;
      }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    })
    .map((d) => d.id);
}

describe("pages sorted by fields", () => {
  it("match a full sort of every match, for random keys, orders, offsets and limits", () => {
    const r = new Random(20_260_612);
    const words = ["red", "green", "blue", "amber"];
    const docs: RowDoc[] = [];
    for (let i = 0; i < 1500; i++) {
      const doc: RowDoc = { id: `r${String(r.int(0, 1e6)).padStart(7, "0")}-${i}`, body: r.subset(words, 1, 3).join(" ") };
      // Few distinct values, so ties are common and fall to the next key or the id.
      if (r.chance(0.85)) doc.n = r.int(-20, 20) / 2;
      if (r.chance(0.8)) doc.m = r.int(0, 30);
      if (r.chance(0.8)) doc.code = r.pick(["a", "b", "B", "c", "aa", ""]);
      if (r.chance(0.8)) doc.ok = r.chance(0.5);
      docs.push(doc);
    }
    const index = new SearchIndex(Row);
    index.add(docs);
    const fields: Key["field"][] = ["n", "m", "code", "ok", "id"];
    const queries = [
      { query: { type: "matchAll" as const }, matches: docs },
      { query: { type: "text" as const, text: "red blue" }, matches: docs.filter((d) => /red|blue/.test(d.body)) },
      {
        query: { type: "bool" as const, must: [{ type: "text" as const, text: "green" }] },
        filter: "n >= 0",
        matches: docs.filter((d) => d.body.includes("green") && d.n !== undefined && d.n >= 0),
      },
    ];
    for (let round = 0; round < 60; round++) {
      const { query, filter, matches } = queries[round % queries.length]!;
      const sort: Key[] = r.subset(fields, 1, 3).map((field) => ({ field, order: r.chance(0.5) ? "asc" : "desc" }));
      const want = referenceOrder(matches, sort);
      const deep = r.chance(0.5);
      const limit = r.int(1, 50);
      const offset = deep ? Math.max(0, matches.length - r.int(0, 60)) : r.int(0, 200);
      const call = { v: 1, query, ...(filter === undefined ? {} : { filter }), sort, offset, limit };
      const got = index.search(call);
      const label = JSON.stringify({ query: query.type, sort, offset, limit });
      expect(
        got.hits.map((h) => h.id),
        label,
      ).toEqual(want.slice(offset, offset + limit));
      expect(got.total, label).toEqual({ value: matches.length, relation: "eq" });
      // Scores are the query's own, whatever the order: the same as an unsorted call's for the doc.
      const scored = new Map(
        index.search({ v: 1, query, ...(filter === undefined ? {} : { filter }), limit: 10_000 }).hits.map((h) => [h.id, h.score]),
      );
      for (const hit of got.hits) expect(hit.score, label).toBe(scored.get(hit.id));
      // The same page through the cursors.
      const cursors = index.search(call, { strategy: "doc-at-a-time" });
      expect(
        cursors.hits.map((h) => h.id),
        `${label} doc at a time`,
      ).toEqual(want.slice(offset, offset + limit));
    }
  });
});
