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
});
