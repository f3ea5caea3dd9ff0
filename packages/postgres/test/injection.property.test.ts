/**
 * Injection: random hostile strings (quotes, backslashes, `$1`, `;`, comments, NUL, lone
 * surrogates, LIKE wildcards) in every value slot of a call. Each call must mean what it means on
 * the embedded engine (same matches), the value must never appear in the SQL text, and after all
 * runs every table of the database must be exactly as before (no row, table or statistic changed).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchIndex } from "@oneindex/engine";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex } from "../src/index.js";
import { databaseKinds, openDatabase, type TestDatabase } from "./support/databases.js";

const Item = defineDocument("Item", {
  id: Field.id(),
  name: Field.keyword({ sortable: true }),
  tags: Field.keyword({ array: true }),
  body: Field.text(),
  plain: Field.text({ analyzer: "standard" }),
});

/** Stored values: hostile but storable (no NUL, no lone surrogate, no character past U+DFFF, where code-point and UTF-16 order part). */
const STORED = ["O'Brien", 'say "hi"', "back\\slash", "$1", "a;b", "--x", "/* c */", "100%", "a_b", "DROP TABLE item", "plain", "é'"];
const DOCS = STORED.map((s, i) => ({
  id: `id-${i}${s}`,
  name: s,
  tags: [s, `t${i}`],
  body: `${s} body words ${i}`,
  plain: `${s} plain ${i}`,
}));

const PIECES = [
  "'",
  "''",
  '"',
  "\\",
  "\\'",
  "$1",
  "$$",
  ";",
  "--",
  "/*",
  "*/",
  "\u0000",
  "\ud800",
  "\udfff",
  "%",
  "_",
  " ",
  "E'",
  "::",
  ")",
  "(",
  "DROP TABLE x",
  "O'Brien",
  "body",
];
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(...PIECES),
      fc.string({ maxLength: 3 }),
      fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(""));

/** One call per value slot. */
function calls(s: string, t: string): CheckedQuery[] {
  const nodes: QueryNode[] = [
    { type: "term", field: "name", value: { kind: "string", value: s }, boost: 1 },
    { type: "term", field: "id", value: { kind: "string", value: s }, boost: 1 },
    { type: "term", field: "body", value: { kind: "string", value: s }, boost: 1 },
    { type: "phrase", field: "body", terms: [s, t], slop: 0, boost: 1 },
    { type: "phrase", field: "plain", terms: [s, t], slop: 2, boost: 1 },
    { type: "phrase", field: "name", terms: [s], slop: 0, boost: 1 },
    { type: "prefix", field: "name", value: s, boost: 1 },
    { type: "prefix", field: "body", value: s, boost: 1 },
    { type: "fuzzy", field: "tags", value: s, maxEdits: 2, prefixLength: 0, transpositions: true, boost: 1 },
    { type: "fuzzy", field: "plain", value: s, maxEdits: 1, prefixLength: 1, transpositions: false, boost: 1 },
    { type: "multiFieldTerm", fields: ["name", "tags", "body"], value: s, boost: 1 },
    { type: "range", field: "name", gte: { kind: "string", value: s }, lt: { kind: "string", value: t } },
    { type: "range", field: "id", gt: { kind: "string", value: s } },
    { type: "text", text: `${s} ${t}`, fields: ["body", "plain"], operator: "or", boost: 1 },
    { type: "text", text: s, fields: ["plain"], operator: "and", boost: 1 },
  ];
  return nodes.map((query) => ({ v: 1, query, limit: 100, offset: 0, countExactly: true, sort: [] }) as CheckedQuery);
}

async function fingerprint(db: TestDatabase, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const result = await db.client.query(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*) AS n FROM "${table.replaceAll('"', '""')}" t`,
    );
    parts.push(JSON.stringify(result.rows[0]));
  }
  const all = await db.client.query("SELECT count(*) AS n FROM pg_class WHERE relkind = 'r'");
  parts.push(JSON.stringify(all.rows[0]));
  return parts.join("\n");
}

for (const kind of databaseKinds()) {
  describe(`hostile values on ${kind}`, () => {
    let db: TestDatabase;
    let index: PostgresIndex<typeof Item>;
    const engine = new SearchIndex(Item);
    let tables: string[];
    beforeAll(async () => {
      db = await openDatabase(kind, "injection");
      const table = db.table("item");
      index = new PostgresIndex(Item, { client: db.client, table });
      await index.dropTable();
      await index.createTable();
      await index.addDocuments(DOCS);
      engine.add(DOCS);
      tables = [table, `${table}_postings`, `${table}_terms`, `${table}_fields`];
    });
    afterAll(async () => {
      await index?.dropTable();
      await db?.close();
    });

    it("matches every hostile value literally, never puts it in SQL text, and changes nothing", async () => {
      const before = await fingerprint(db, tables);
      let compared = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostile, fc.constantFrom(...STORED)), hostile, async (s, t) => {
          for (const query of calls(s, t)) {
            const expected = engine.prepare(query).execute();
            const compiled = await index.compile(query);
            if (s.length >= 3 && /['";\\]/.test(s)) expect(compiled.text).not.toContain(s);
            const found = await index.prepare(query).execute();
            expect(found.hits.map((h) => h.id).sort(), JSON.stringify(query)).toEqual(expected.hits.map((h) => h.id).sort());
            compared++;
          }
        }),
        { numRuns: 60 },
      );
      expect(compared).toBeGreaterThan(0);
      // A stored value is found by its own term, so the comparison above is not vacuous.
      const exact = await index.search({ v: 1, query: { type: "term", field: "name", value: "O'Brien" } });
      expect(exact.hits.map((h) => h.document.name)).toEqual(["O'Brien"]);
      expect(await fingerprint(db, tables)).toBe(before);
    }, 600_000);
  });
}
