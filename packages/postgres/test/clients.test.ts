/**
 * Every kind of client the README names: a PGlite instance, PGlite in a worker thread, a `pg` `Pool` and a `pg` `Client`
 * (the server ones when ONEINDEX_PG_URL is set). Concurrent calls on a single-session client must
 * not interleave inside one another's transactions.
 */
import { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "@oneindex/engine";
import { defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex, startPGliteWorker, type PostgresClientLike } from "../src/index.js";
import { SERVER_SKIP_REASON, SERVER_URL } from "./support/databases.js";

const Note = defineDocument("Note", { id: Field.id(), body: Field.text(), tag: Field.keyword() });
const NOTES = Array.from({ length: 40 }, (_, i) => ({
  id: `n${i}`,
  body: `note ${i} about ${i % 3 === 0 ? "steel" : "copper"} wire`,
  tag: `t${i % 4}`,
}));

async function exercise(client: PostgresClientLike, table: string): Promise<void> {
  const index = new PostgresIndex(Note, { client, table });
  await index.dropTable();
  await index.createTable();
  try {
    // Loads and searches started together: each runs in its own transaction, none sees another's half.
    await Promise.all([index.addDocuments(NOTES.slice(0, 20)), index.addDocuments(NOTES.slice(20))]);
    const engine = new SearchIndex(Note);
    engine.add(NOTES);
    const calls = [
      { v: 1, q: "steel" },
      { v: 1, q: "copper wire", filter: 'tag = "t1"' },
      { v: 1, limit: 0, aggs: { tags: { type: "terms", field: "tag" } } },
    ];
    const found = await Promise.all(calls.map((call) => index.search(call)));
    found.forEach((results, i) => {
      const expected = engine.search(calls[i]!);
      expect(results.total).toEqual(expected.total);
      expect(results.hits.map((h) => h.id)).toEqual(expected.hits.map((h) => h.id));
      expect(results.aggregations).toEqual(expected.aggregations);
    });
  } finally {
    await index.dropTable();
  }
}

describe("clients", () => {
  it("PGlite", async () => {
    const db = new PGlite();
    await exercise(db, "notes");
    await db.close();
  }, 120_000);

  it("PGlite in a worker thread, on a data directory it removes when closed", async () => {
    const db = await startPGliteWorker();
    await exercise(db, "notes");
    await db.close();
    expect(existsSync(db.dataDir)).toBe(false);
    await expect(db.query("SELECT 1")).rejects.toThrow("closed");
  }, 120_000);

  if (SERVER_URL === undefined) {
    it("pg Pool and Client need ONEINDEX_PG_URL", () => {
      console.log(SERVER_SKIP_REASON);
      expect(SERVER_URL).toBeUndefined();
    });
    return;
  }

  it("pg Pool", async () => {
    const pool = new pg.Pool({ connectionString: SERVER_URL, max: 3 });
    await exercise(pool, `notes_pool_${process.pid}`);
    await pool.end();
  }, 120_000);

  it("pg Client", async () => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    await exercise(client, `notes_client_${process.pid}`);
    await client.end();
  }, 120_000);
});
