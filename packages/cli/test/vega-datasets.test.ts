// Issue 16's done-when: five real files from vega-datasets, as they are, indexed with
// `oneindex init` + `oneindex index` and no hand editing, then searched. flights-3m.csv (231,083
// rows, no id column) is indexed whole.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const data = join(dirname(createRequire(import.meta.url).resolve("vega-datasets/package.json")), "data");
const dir = mkdtempSync(join(tmpdir(), "oneindex-vega-"));
const schemaFile = createRequire(import.meta.url).resolve("@oneindex/ingest/definition-file.schema.json");
const validate = new (Ajv2020 as unknown as typeof Ajv2020.default)({ strict: true }).compile(JSON.parse(readFileSync(schemaFile, "utf8")));

/** Each file, the records it holds, and a search that must find something in it. */
const CASES = [
  {
    file: "airports.csv",
    records: 3376,
    id: { field: "iata", generated: false },
    search: { v: 1, q: "municipal", filter: 'state = "TX"' },
    expect: /Municipal/,
  },
  {
    file: "movies.json",
    records: 3201,
    id: { field: "id", generated: true },
    search: { v: 1, q: "titanic", filter: "Release_Date >= 1990-01-01" },
    expect: /Titanic/,
  },
  {
    file: "zipcodes.csv",
    records: 42049,
    id: { field: "zip_code", generated: false },
    search: { v: 1, q: "springfield", filter: 'state = "IL"' },
    expect: /Springfield/,
  },
  {
    file: "cars.json",
    records: 406,
    id: { field: "id", generated: true },
    search: { v: 1, q: "chevrolet", filter: "Cylinders = 8" },
    expect: /chevrolet/,
  },
  {
    file: "flights-3m.csv",
    records: 231_083,
    id: { field: "id", generated: true },
    search: { v: 1, filter: 'origin = "MCI" and delay > 60', sort: [{ field: "delay", order: "desc" }] },
    expect: /"origin":"MCI"/,
  },
] as const;

describe("vega-datasets files, as they are", () => {
  for (const c of CASES) {
    it(`${c.file}: init, index, search`, async () => {
      const base = c.file.replace(/\.[^.]*$/, "");
      const definition = join(dir, `${base}.definition.json`);
      const snapshot = join(dir, `${base}.oneindex`);
      const init = await run("init", join(data, c.file), "--out", definition);
      expect(init.err, init.err).toContain(`inferred from ${c.records} records`);
      expect(init.code).toBe(0);
      const written = JSON.parse(readFileSync(definition, "utf8"));
      expect(validate(written), JSON.stringify(validate.errors)).toBe(true); // what init writes, the shipped JSON Schema accepts
      expect(existsSync(resolve(dir, written.$schema))).toBe(true); // and its "$schema" points at that schema
      expect(written.fields[c.id.field]).toMatchObject({ kind: "id", ...(c.id.generated ? { generated: true } : {}) });

      const index = await run("index", definition, join(data, c.file), "--out", snapshot);
      expect(index.err).toBe(`indexed ${c.records} documents into ${snapshot}\n`);
      expect(index.code).toBe(0);

      const search = await run("search", snapshot, JSON.stringify(c.search), "--json");
      expect(search.code, search.out).toBe(0);
      const results = JSON.parse(search.out);
      expect(results.hits.length).toBeGreaterThan(0);
      expect(JSON.stringify(results.hits[0].document)).toMatch(c.expect);
    }, 300_000);
  }

  it("movies.json keeps the source names and reads the release dates", () => {
    const movies = JSON.parse(readFileSync(join(dir, "movies.definition.json"), "utf8"));
    expect(movies.fields.US_Gross).toMatchObject({ kind: "integer", source: "US Gross" });
    expect(movies.fields.Release_Date).toMatchObject({ kind: "date", source: "Release Date", dateFormat: "MMM D YYYY" });
    expect(movies.fields.Title).toEqual({ kind: "text", keyword: true }); // 9 titles are JSON numbers (1776, 2012 …): indexed as their text
  });
});
