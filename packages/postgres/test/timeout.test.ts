/**
 * The work budget on PostgreSQL: a search's `statement_timeout` is `workBudget / WORK_UNITS_PER_MS`
 * ms, and a statement cancelled by it is the engine's model-facing `too-costly` error. PGlite runs
 * PostgreSQL in-process as WASM with no timer interrupt, so a PGlite in the caller's thread never
 * cancels a statement (checked below: the call still answers); a PGlite in a worker thread
 * (`startPGliteWorker`) is stopped at the deadline and restarted on its data. The server variant
 * runs when ONEINDEX_PG_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex, startPGliteWorker, type PGliteWorkerClient } from "../src/index.js";
import { databaseKinds, openDatabase, type TestDatabase } from "./support/databases.js";

const Page = defineDocument("Page", { id: Field.id({ type: "integer" }), body: Field.text({ analyzer: "standard" }) });
const WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
const PAGES = Array.from({ length: 3000 }, (_, i) => ({
  id: i,
  body: Array.from({ length: 60 }, (_, j) => WORDS[(i * 7 + j * j) % WORDS.length]).join(" "),
}));
/** A sloppy phrase of common words: every position of every page, every near position of the others. */
const HEAVY = { v: 1, query: { type: "phrase", field: "body", terms: ["alpha", "beta", "gamma", "delta"], slop: 40 }, countExactly: true };

for (const kind of databaseKinds()) {
  describe(`the work budget on ${kind}`, () => {
    let db: TestDatabase;
    let table: string;
    beforeAll(async () => {
      db = await openDatabase(kind, "timeout");
      table = db.table("pages");
      const index = new PostgresIndex(Page, { client: db.client, table });
      await index.dropTable();
      await index.createTable();
      await index.addDocuments(PAGES);
    }, 120_000);
    afterAll(async () => {
      await new PostgresIndex(Page, { client: db.client, table }).dropTable();
      await db?.close();
    });

    if (kind === "server")
      it("turns a statement over its timeout into too-costly, and answers with room", async () => {
        const tight = new PostgresIndex(Page, { client: db.client, table, workBudget: 1000 });
        const started = Date.now();
        const found = await tight.trySearch(HEAVY);
        expect(Date.now() - started).toBeLessThan(5000);
        expect(found.ok).toBe(false);
        if (found.ok) return;
        expect(found.error.code).toBe("too-costly");
        expect(found.error.toToolResult()).toContain("needs more work than the index allows");
        const roomy = new PostgresIndex(Page, { client: db.client, table, workBudget: 600_000_000 });
        const answered = await roomy.trySearch({ v: 1, q: "alpha", limit: 1 });
        expect(answered.ok && answered.results.total.value).toBeGreaterThan(0);
      }, 60_000);
    else
      it("cannot cancel a statement on PGlite: the call answers (see SEMANTICS.md)", async () => {
        console.log("PGlite has no statement_timeout (WASM, no timer interrupt): only the dictionary charge bounds a call there");
        const tight = new PostgresIndex(Page, { client: db.client, table, workBudget: 1000 });
        const found = await tight.trySearch({ ...HEAVY, query: { ...HEAVY.query, slop: 1 }, limit: 1 });
        expect(found.ok).toBe(true);
      }, 120_000);

    it("charges the dictionary a fuzzy or regex reads", async () => {
      const tiny = new PostgresIndex(Page, { client: db.client, table, workBudget: 3 });
      const found = await tiny.trySearch({ v: 1, query: { type: "fuzzy", field: "body", value: "alpah" } });
      expect(found.ok).toBe(false);
      if (found.ok) return;
      expect(found.error.code).toBe("too-costly");
      expect(found.error.path).toBe("/query");
    }, 60_000);
  });
}

/** Pages of three words repeated: a sloppy phrase over them enumerates millions of position choices (minutes on PGlite unbounded). */
const DENSE = Array.from({ length: 12 }, (_, i) => ({
  id: i,
  body: Array.from({ length: 2000 }, (_, j) => ["alpha", "beta", "gamma"][j % 3]).join(" "),
}));
const COSTLY = { v: 1, query: { type: "phrase", field: "body", terms: ["gamma", "beta", "alpha"], slop: 30 }, limit: 1 };

describe("the work budget on PGlite in a worker thread", () => {
  let db: PGliteWorkerClient;
  let index: PostgresIndex<typeof Page>;
  beforeAll(async () => {
    db = await startPGliteWorker();
    index = new PostgresIndex(Page, { client: db, table: "dense" });
    await index.createTable();
    await index.addDocuments([...DENSE, ...PAGES.slice(0, 200).map((p) => ({ ...p, id: p.id + 100 }))]);
  }, 120_000);
  afterAll(async () => db?.close());

  /** Every row of the four tables, as text: what "unchanged" is checked against. */
  const contents = async () => {
    const tables = [index.layout.main, index.layout.postings, index.layout.terms, index.layout.stats];
    const rows = [];
    for (const t of tables)
      rows.push((await db.query(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h, count(*) AS n FROM ${t} x`)).rows);
    return rows;
  };

  it("ends a costly call at its deadline with too-costly, and the database answers as before", async () => {
    const before = await contents();
    const answer = await index.search({ v: 1, q: "alpha delta", limit: 5, countExactly: true });
    const started = Date.now();
    const found = await index.trySearch(COSTLY);
    // The default budget is 3 s; the statement alone runs for minutes. A generous bound for the stop and restart:
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.error.code).toBe("too-costly");
    expect(found.error.toToolResult()).toContain("needs more work than the index allows");
    expect(db.restarts).toBe(1);
    expect(await contents()).toEqual(before);
    expect(await index.search({ v: 1, q: "alpha delta", limit: 5, countExactly: true })).toEqual(answer);
    // Writes still work on the restarted worker, and a second costly call is stopped again.
    await index.addDocuments([{ id: 5000, body: "omega" }]);
    expect((await index.search({ v: 1, q: "omega" })).hits.map((h) => h.id)).toEqual([5000]);
    const again = await new PostgresIndex(Page, { client: db, table: "dense", workBudget: 200_000 }).trySearch(COSTLY);
    expect(again.ok || again.error.code).toBe("too-costly");
    expect(db.restarts).toBe(2);
  }, 120_000);
});
