/**
 * The work budget on PostgreSQL: a search's `statement_timeout` is `workBudget / WORK_UNITS_PER_MS`
 * ms, and a statement cancelled by it is the engine's model-facing `too-costly` error. PGlite runs
 * PostgreSQL in-process as WASM with no timer interrupt, so it never cancels a statement (checked
 * below: its variant says so and asserts the call still answers); the server variant runs when
 * ONEINDEX_PG_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex } from "../src/index.js";
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
