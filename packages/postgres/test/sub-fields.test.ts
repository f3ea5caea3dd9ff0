/**
 * A text field's keyword sub-field (`title.keyword`) holds its text field's strings: it reads that
 * column instead of keeping a copy, and answers as the engine's sub-field does. On PGlite, and on
 * the server when ONEINDEX_PG_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchIndex } from "@oneindex/engine";
import { defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex } from "../src/index.js";
import { databaseKinds, openDatabase, type TestDatabase } from "./support/databases.js";

for (const kind of databaseKinds()) {
  describe(`keyword sub-fields on ${kind}`, () => {
    let db: TestDatabase;
    let table: string;
    beforeAll(async () => {
      db = await openDatabase(kind, "subfields");
      table = db.table("films");
    });
    afterAll(async () => {
      await db?.close();
    });

    it("keeps a keyword sub-field's strings once, in its text field's column, and answers as the engine", async () => {
      const Film = defineDocument("Film", {
        id: Field.id(),
        title: Field.text({ keyword: true }),
        genres: Field.text({ array: true, keyword: true, analyzer: "standard" }),
      });
      const films = [
        { id: "f1", title: "The Land Girls", genres: ["Drama", "War"] },
        { id: "f2", title: "Alien", genres: ["Horror", "Science Fiction"] },
        { id: "f3", title: "Aliens", genres: ["Science Fiction", "Action"] },
        { id: "f4", title: "The Girls", genres: [] },
      ];
      const other = new PostgresIndex(Film, { client: db.client, table });
      expect(other.ddl()).not.toContain('"title.keyword"');
      expect(other.ddl()).toContain(`CREATE INDEX ON "${table}" ("title")`);
      await other.dropTable();
      await other.createTable();
      await other.addDocuments(films);
      const columns = await db.client.query(
        "SELECT attname AS name FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped ORDER BY attnum",
        [table],
      );
      expect((columns.rows as { name: string }[]).map((r) => r.name)).toEqual(["id", "title", "genres", "_source"]);
      const engine = new SearchIndex(Film);
      engine.add(films);
      const calls = [
        { v: 1, query: { type: "term", field: "title.keyword", value: "Alien" } },
        { v: 1, query: { type: "prefix", field: "genres.keyword", value: "Sci" }, sort: [{ field: "title.keyword", order: "desc" }] },
        { v: 1, q: "girls", sort: [{ field: "title.keyword", order: "asc" }] },
        { v: 1, query: { type: "range", field: "title.keyword", gte: "Aliens" }, sort: [{ field: "title.keyword", order: "asc" }] },
        { v: 1, query: { type: "exists", field: "genres.keyword" }, limit: 0, aggs: { g: { type: "terms", field: "genres.keyword" } } },
      ];
      for (const call of calls) {
        const [a, b] = [await other.search(call), engine.search(call)];
        expect(a.total).toEqual(b.total);
        expect(a.hits.map((h) => h.id)).toEqual(b.hits.map((h) => h.id));
        expect(a.aggregations).toEqual(b.aggregations);
      }
      await other.updateDocuments([{ id: "f2", title: "Alien 3", genres: ["Horror"] }]);
      engine.update([{ id: "f2", title: "Alien 3", genres: ["Horror"] }]);
      const after = { v: 1, query: { type: "term", field: "title.keyword", value: "Alien 3" } };
      expect((await other.search(after)).hits.map((h) => h.id)).toEqual(engine.search(after).hits.map((h) => h.id));
      expect(() => new PostgresIndex(Film, { client: db.client, table, columns: { "title.keyword": "t" } })).toThrow(
        /keyword sub-field: it reads the column of "title"/,
      );
      await other.dropTable();
    });
  });
}
