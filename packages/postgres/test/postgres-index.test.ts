import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchIndex } from "@oneindex/engine";
import { DocumentError, defineDocument, Field } from "@oneindex/schema";
import { PostgresIndex } from "../src/index.js";

const Invoice = defineDocument("Invoice", {
  id: Field.id(),
  customer: Field.keyword({ sortable: true }),
  notes: Field.text(),
  total: Field.number({ filterable: true, sortable: true }),
});

const INVOICES = [
  { id: "inv-1", customer: "acme", notes: "Late delivery of steel beams", total: 1200 },
  { id: "inv-2", customer: "globex", notes: "Steel rods", total: 80 },
  { id: "inv-3", customer: "acme", notes: "Copper wire, delivered", total: 300 },
];

describe("PostgresIndex on PGlite", () => {
  let db: PGlite;
  let index: PostgresIndex<typeof Invoice>;
  beforeAll(async () => {
    db = new PGlite();
    index = new PostgresIndex(Invoice, { client: db, table: "invoices" });
    await index.createTable();
    await index.addDocuments(INVOICES);
  });
  afterAll(() => db.close());

  async function rowCounts(): Promise<number[]> {
    const counts: number[] = [];
    for (const table of ["invoices", "invoices_postings", "invoices_terms", "invoices_fields"]) {
      const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
      counts.push(result.rows[0]!.n);
    }
    return counts;
  }

  it("runs the README example: same hits, scores and total as the engine", async () => {
    const engine = new SearchIndex(Invoice);
    engine.add(INVOICES);
    const call = { v: 1, q: "steel", filter: "total >= 100" };
    const found = await index.trySearch(call);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const expected = engine.search(call);
    expect(found.results.total).toEqual({ value: 1, relation: "eq" });
    expect(found.results.hits.map((h) => h.id)).toEqual(["inv-1"]);
    expect(found.results.hits[0]!.score).toBeCloseTo(expected.hits[0]!.score, 12);
    expect(found.results.hits[0]!.document).toEqual(INVOICES[0]);
  });

  it("highlights as the engine does, phrases and prefixes included", async () => {
    const engine = new SearchIndex(Invoice);
    engine.add(INVOICES);
    for (const call of [
      { v: 1, q: "steel deliver", highlight: {} },
      {
        v: 1,
        query: { type: "phrase", field: "notes", terms: ["steel", "beams"] },
        highlight: { fields: ["notes"], preTag: "[", postTag: "]" },
      },
      { v: 1, query: { type: "prefix", field: "notes", value: "Deliv" }, highlight: { fragmentSize: 10 } },
      // A phrase that matches nowhere ("zinc" is in no note) still marks its terms a matched doc has
      // (inv-3 matches through the customer): a seed of the differential test found them told apart.
      {
        v: 1,
        query: {
          type: "bool",
          should: [
            { type: "term", field: "customer", value: "acme" },
            { type: "phrase", field: "notes", terms: ["copper", "zinc"] },
          ],
        },
        highlight: {},
      },
    ]) {
      const found = await index.search(call);
      expect(found.hits.some((h) => h.highlights !== undefined)).toBe(true);
      expect(found.hits.map((h) => [h.id, h.highlights])).toEqual(engine.search(call).hits.map((h) => [h.id, h.highlights]));
    }
  });

  it("returns the parser's error for a bad call, without touching the database", async () => {
    const found = await index.trySearch({ v: 1, q: "steel", filter: "totl >= 100" });
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.error.code).toBe("unknown-field");
    expect(found.error.toToolResult()).toContain("total");
  });

  it("prints DDL with quoted identifiers, and only side tables for an existing table", () => {
    const ddl = index.ddl();
    expect(ddl).toContain('CREATE TABLE "invoices" (');
    expect(ddl).toContain('"customer" text COLLATE "C"');
    expect(ddl).toContain('CREATE TABLE "invoices_postings"');
    const mapped = new PostgresIndex(Invoice, { client: db, table: 'my "invoices"', columns: { customer: "client_name" } });
    const existing = mapped.ddl({ existing: true });
    expect(existing).not.toContain('CREATE TABLE "my ""invoices"" (');
    expect(existing).toContain('--   "client_name" text COLLATE "C"');
    expect(existing).toContain('CREATE TABLE "my ""invoices""_postings"');
    expect(() => new PostgresIndex(Invoice, { client: db, table: "x".repeat(64) })).toThrow(/longer than 63 bytes/);
    expect(() => new PostgresIndex(Invoice, { client: db, table: "t", columns: { nope: "c" } })).toThrow(/"nope", which is not a field/);
  });

  it("maps onto an existing table: DDL for review, then only side tables and indexes created", async () => {
    await db.query(
      `CREATE TABLE "crm invoices" (ref text COLLATE "C" PRIMARY KEY, client_name text COLLATE "C", memo text COLLATE "C", amount double precision, doc json NOT NULL)`,
    );
    const mapped = new PostgresIndex(Invoice, {
      client: db,
      table: "crm invoices",
      columns: { id: "ref", customer: "client_name", notes: "memo", total: "amount" },
      sourceColumn: "doc",
    });
    expect(mapped.ddl({ existing: true })).toContain('--   "amount" double precision');
    await mapped.createTable({ existing: true });
    await mapped.addDocuments(INVOICES);
    const found = await mapped.search({ v: 1, q: "steel", sort: [{ field: "total", order: "asc" }] });
    expect(found.hits.map((h) => h.id)).toEqual(["inv-2", "inv-1"]);
    const row = await db.query<{ client_name: string }>(`SELECT client_name FROM "crm invoices" WHERE ref = 'inv-2'`);
    expect(row.rows[0]!.client_name).toBe("globex");
    await mapped.dropTable();
  });

  it("refuses a bad batch whole: nothing is written", async () => {
    const before = await rowCounts();
    await expect(index.addDocuments([{ id: "inv-9", notes: "fine", total: 1 }, { id: "inv-10", total: "12" } as never])).rejects.toThrow(
      DocumentError,
    );
    await expect(
      index.addDocuments([
        { id: "inv-9", notes: "fine", total: 1 },
        { id: "inv-1", notes: "again", total: 2 },
      ]),
    ).rejects.toMatchObject({
      problems: [{ code: "id-exists", index: 1, id: "inv-1" }],
    });
    await expect(index.addDocuments([{ id: "inv-9", customer: "a\u0000b", total: 1 }])).rejects.toMatchObject({
      problems: [{ code: "wrong-type", path: "/customer" }],
    });
    await expect(index.addDocuments([{ id: "inv-9", notes: "lone \ud800", total: 1 }])).rejects.toThrow(/PostgreSQL can store/);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a bad update or remove whole, as the engine does: nothing changes", async () => {
    const before = await rowCounts();
    const answer = await index.search({ v: 1, q: "steel delivery" });
    await expect(index.removeDocuments(["inv-1", "inv-404"])).rejects.toMatchObject({
      problems: [{ code: "id-not-found", index: 1, id: "inv-404" }],
    });
    await expect(index.removeDocuments(["inv-2", "inv-2"])).rejects.toMatchObject({ problems: [{ code: "duplicate-id", index: 1 }] });
    await expect(index.removeDocuments([7 as never])).rejects.toThrow(DocumentError);
    await expect(
      index.updateDocuments([
        { id: "inv-1", notes: "changed", total: 1 },
        { id: "inv-404", notes: "new", total: 2 },
      ]),
    ).rejects.toMatchObject({ problems: [{ code: "id-not-found", index: 1, id: "inv-404" }] });
    await expect(index.updateDocuments([{ id: "inv-1", total: "lots" } as never])).rejects.toThrow(DocumentError);
    expect(await rowCounts()).toEqual(before);
    expect(await index.search({ v: 1, q: "steel delivery" })).toEqual(answer);
    // The engine refuses the same batches.
    const engine = new SearchIndex(Invoice);
    engine.add(INVOICES);
    expect(() => engine.remove(["inv-1", "inv-404"])).toThrow(DocumentError);
    expect(() => engine.update([{ id: "inv-404", notes: "new", total: 2 }])).toThrow(DocumentError);
  });

  it("updates and removes with statistics that match an engine given the same changes", async () => {
    const other = new PostgresIndex(Invoice, { client: db, table: "invoices_changed" });
    await other.createTable();
    const engine = new SearchIndex(Invoice);
    engine.add(INVOICES);
    await other.addDocuments(INVOICES);
    const update = [{ id: "inv-2", customer: "globex", notes: "Steel rods and steel wire, delivered late", total: 90 }];
    engine.update(update);
    await other.updateDocuments(update);
    engine.remove(["inv-3"]);
    await other.removeDocuments(["inv-3"]);
    for (const call of [
      { v: 1, q: "steel delivered", limit: 10 },
      { v: 1, limit: 0, aggs: { who: { type: "terms", field: "customer" } } },
      { v: 1, query: { type: "fuzzy", field: "notes", value: "wirre" } },
    ]) {
      const [a, b] = [await other.search(call), engine.search(call)];
      expect(a.total).toEqual(b.total);
      expect(a.hits.map((h) => [h.id, h.document])).toEqual(b.hits.map((h) => [h.id, h.document]));
      a.hits.forEach((h, i) => {
        expect(h.score).toBeCloseTo(b.hits[i]!.score, 12);
      });
      expect(a.aggregations).toEqual(b.aggregations);
    }
    expect((await other.search({ v: 1, q: "copper" })).total.value).toBe(0);
    await other.dropTable();
  });

  it("adds a later batch with statistics that match an engine built from all documents", async () => {
    const more = [{ id: "inv-4", customer: "initech", notes: "Steel plates and steel bolts", total: 40 }];
    const other = new PostgresIndex(Invoice, { client: db, table: "invoices_two" });
    await other.createTable();
    await other.addDocuments(INVOICES);
    await other.addDocuments(more);
    const engine = new SearchIndex(Invoice);
    engine.add([...INVOICES, ...more]);
    const call = { v: 1, q: "steel", sort: [], limit: 10 };
    const [a, b] = [await other.search(call), engine.search(call)];
    expect(a.hits.map((h) => h.id)).toEqual(b.hits.map((h) => h.id));
    a.hits.forEach((h, i) => {
      expect(h.score).toBeCloseTo(b.hits[i]!.score, 12);
    });
    await other.dropTable();
  });

  it("scores a text node over a title and a body as the engine does, under either textFieldScoring", async () => {
    const Paper = defineDocument("Paper", { id: Field.id(), title: Field.text(), body: Field.text() });
    const papers = [
      {
        id: "p1",
        title: "Wing flutter",
        body: "Flutter of a swept wing at transonic speeds, measured in a wind tunnel with a model wing.",
      },
      { id: "p2", title: "Boundary layers", body: "The boundary layer on a flat plate, with some flutter noted near the trailing edge." },
      { id: "p3", title: "Wing loads", body: "Loads on a delta planform at supersonic speeds, no oscillation observed." },
    ];
    const call = { v: 1, q: "wing flutter", sort: [], limit: 10 };
    const scores: Record<string, number[]> = {};
    for (const scoring of ["weighted-sum", "best-field"] as const) {
      const pg = new PostgresIndex(Paper, { client: db, table: `papers_${scoring.replace("-", "_")}`, textFieldScoring: scoring });
      await pg.createTable();
      await pg.addDocuments(papers);
      const engine = new SearchIndex(Paper, { textFieldScoring: scoring });
      engine.add(papers);
      const [a, b] = [await pg.search(call), engine.search(call)];
      expect(a.hits.map((h) => h.id)).toEqual(b.hits.map((h) => h.id));
      a.hits.forEach((h, i) => {
        expect(h.score).toBeCloseTo(b.hits[i]!.score, 12);
      });
      scores[scoring] = a.hits.map((h) => h.score);
      await pg.dropTable();
    }
    // The two scorings differ here (words in both fields), so the comparison above is not vacuous.
    expect(scores["weighted-sum"]).not.toEqual(scores["best-field"]);
  });

  it("refuses an unknown textFieldScoring, naming the option", () => {
    const bad = { client: db, table: "x", textFieldScoring: "most-fields" } as unknown as ConstructorParameters<typeof PostgresIndex>[1];
    expect(() => new PostgresIndex(Invoice, bad)).toThrow(/textFieldScoring must be "weighted-sum" or "best-field", not "most-fields"/);
  });
});
