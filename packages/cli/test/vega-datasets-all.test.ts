// Issue 33's done-when: every file of vega-datasets 2.9.0 that holds records (CSV, TSV, JSON arrays,
// GeoJSON) goes through `oneindex init` + `oneindex index` as it is; the files that hold no records
// (TopoJSON, grids, a graph, images, Arrow) are named and refused with a clear problem. For each
// file the test also asserts what a person asks first: a word from inside a multi-word string
// column found by `q`, and a terms aggregation on every low-cardinality string column; the results
// are the table in README.md ("vega-datasets, file by file"), which this test checks (set
// ONEINDEX_WRITE_TABLE=1 to rewrite it).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { dataFormatOf, readDataText } from "@oneindex/ingest";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const data = join(dirname(createRequire(import.meta.url).resolve("vega-datasets/package.json")), "data");
const readme = join(dirname(fileURLToPath(import.meta.url)), "..", "README.md");
const dir = mkdtempSync(join(tmpdir(), "oneindex-vega-all-"));

/** The files that hold no records, and what they hold instead. */
const NOT_RECORDS: Record<string, string> = {
  "7zip.png": "an image",
  "ffox.png": "an image",
  "gimp.png": "an image",
  "flights-200k.arrow": "Apache Arrow (binary; flights-200k.json holds the same records)",
  "annual-precip.json": "a grid of numbers",
  "volcano.json": "a grid of numbers",
  "miserables.json": "a graph (nodes and links)",
  "londonBoroughs.json": "TopoJSON",
  "londonTubeLines.json": "TopoJSON",
  "us-10m.json": "TopoJSON",
  "world-110m.json": "TopoJSON",
};

/** String columns with at most this many distinct values get a terms aggregation. */
const LOW_CARDINALITY = 50;

interface Outcome {
  readonly file: string;
  readonly records: number;
  readonly fields: number;
  /** The word searched, its column, and whether `q` found it; undefined when no string column holds several words. */
  readonly word?: { readonly column: string; readonly word: string; readonly found: boolean };
  /** Low-cardinality string columns, and those a terms aggregation was refused on. */
  readonly terms: { readonly columns: number; readonly refused: readonly string[] };
}

const definitionFields = (path: string) =>
  JSON.parse(readFileSync(path, "utf8")).fields as Record<string, { kind: string; source?: unknown; keyword?: boolean }>;

/** The field reading `column`. */
function fieldOf(fields: ReturnType<typeof definitionFields>, column: string): string | undefined {
  return Object.entries(fields).find(([name, f]) => (f.source ?? name) === column)?.[0];
}

/** Lucene's English stop words, which no analyser indexes (as in Elasticsearch): never the word asked. */
const STOP_WORDS = new Set(
  "a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with".split(
    " ",
  ),
);

/** A word (letters, 3 or more, not a stop word) from inside the first value of `values` with several words. */
function wordFrom(values: readonly string[]): string | undefined {
  const usable = (w: string) => /^[A-Za-z]{3,}$/.test(w) && !STOP_WORDS.has(w.toLowerCase());
  for (const value of values) {
    const words = value.split(/\s+/).filter((w) => w !== "");
    if (words.length < 2) continue;
    const word = words.slice(1).find(usable) ?? words.find(usable);
    if (word !== undefined) return word;
  }
  return undefined;
}

/** What `search --json` answered, as far as this test reads it. */
interface SearchAnswer {
  readonly total?: { readonly value: number };
  readonly aggregations?: { readonly t?: { readonly buckets?: readonly unknown[] } };
}

async function search(snapshot: string, call: unknown): Promise<{ code: number; result: SearchAnswer | undefined }> {
  const r = await run("search", snapshot, JSON.stringify(call), "--json");
  try {
    return { code: r.code, result: JSON.parse(r.out) as SearchAnswer };
  } catch {
    return { code: r.code, result: undefined };
  }
}

const files = readdirSync(data).sort();
const recordFiles = files.filter((f) => NOT_RECORDS[f] === undefined);
const outcomes: Outcome[] = [];

describe("every vega-datasets file that holds records, as it is", () => {
  it("holds the files this test expects: the record files and the others, named", () => {
    expect(files.filter((f) => NOT_RECORDS[f] !== undefined)).toEqual(Object.keys(NOT_RECORDS).sort());
    expect(recordFiles.every((f) => dataFormatOf(f) !== undefined)).toBe(true);
    expect(recordFiles.length).toBe(62);
  });

  for (const file of recordFiles) {
    it(`${file}: init, index, a word search and terms aggregations`, async () => {
      const path = join(data, file);
      const read = readDataText(readFileSync(path, "utf8"), dataFormatOf(file)!);
      if (!read.ok) throw new Error(`${file}: ${read.problem.message}`);
      const records = read.records.filter((r) => r.error === undefined).map((r) => r.value as Record<string, unknown>);
      expect(records.length, "every record of the file is readable").toBe(read.records.length);

      const definition = join(dir, `${file}.definition.json`);
      const init = await run("init", path, "--out", definition);
      expect(init.code, init.err).toBe(0);
      expect(init.err).toContain(`inferred from ${records.length} record`);
      const snapshot = join(dir, `${file}.oneindex`);
      const index = await run("index", definition, path, "--out", snapshot);
      expect(index.code, index.err).toBe(0);
      expect(index.err).toContain(`indexed ${records.length} document${records.length === 1 ? "" : "s"} into ${snapshot}\n`);

      const fields = definitionFields(definition);
      const stringColumns = [...new Set(records.flatMap((r) => Object.keys(r)))].filter((column) => {
        const field = fieldOf(fields, column);
        return field !== undefined && (fields[field]!.kind === "text" || fields[field]!.kind === "keyword");
      });
      const textOf = (column: string) => records.map((r) => r[column]).filter((v): v is string => typeof v === "string" && v.trim() !== "");

      let word: Outcome["word"];
      for (const column of stringColumns) {
        const found = wordFrom(textOf(column));
        if (found === undefined) continue;
        const r = await search(snapshot, { v: 1, q: found, limit: 1 });
        word = { column, word: found, found: r.code === 0 && (r.result?.total?.value ?? 0) > 0 };
        break;
      }
      const refused: string[] = [];
      let columns = 0;
      for (const column of stringColumns) {
        const distinct = new Set(textOf(column));
        if (distinct.size < 2 || distinct.size > LOW_CARDINALITY) continue;
        columns++;
        const declared = fieldOf(fields, column)!;
        // A text column init gave a keyword sub-field is counted through it, as the tool description says.
        const field = fields[declared]!.keyword === true ? `${declared}.keyword` : declared;
        const r = await search(snapshot, { v: 1, limit: 0, aggs: { t: { type: "terms", field } } });
        if (r.code !== 0 || (r.result?.aggregations?.t?.buckets?.length ?? 0) === 0) refused.push(field);
      }
      outcomes.push({
        file,
        records: records.length,
        fields: Object.keys(fields).length,
        ...(word === undefined ? {} : { word }),
        terms: { columns, refused },
      });
      // What a person asks first works on the file as it is: a word from inside a multi-word
      // string column is found, and every low-cardinality string column takes terms.
      if (word !== undefined) expect(word.found, `q ${JSON.stringify(word.word)} (from ${word.column})`).toBe(true);
      expect(refused, "terms refused on these fields").toEqual([]);
    }, 300_000);
  }

  for (const [file, holds] of Object.entries(NOT_RECORDS)) {
    if (dataFormatOf(file) === undefined) continue;
    it(`${file} (${holds}): refused by init with a clear problem`, async () => {
      const init = await run("init", join(data, file));
      expect(init.code).toBe(1);
      expect(init.err).toMatch(/:1:1: a \.json data file must hold an array of documents or be a GeoJSON FeatureCollection/);
      expect(init.err).not.toMatch(/unexpected error|\n\s+at /);
    });
  }

  it("the README's table says what this run measured", () => {
    expect(outcomes.length).toBe(recordFiles.length);
    const table = tableOf(outcomes.sort((a, b) => a.file.localeCompare(b.file)));
    const text = readFileSync(readme, "utf8");
    const start = text.indexOf(TABLE_START);
    const end = text.indexOf(TABLE_END);
    expect(start, "README.md has the table's markers").toBeGreaterThan(0);
    const updated = `${text.slice(0, start + TABLE_START.length)}\n${table}${text.slice(end)}`;
    if (process.env["ONEINDEX_WRITE_TABLE"] === "1") writeFileSync(readme, updated);
    const checked = readFileSync(readme, "utf8");
    expect(checked.slice(checked.indexOf(TABLE_START) + TABLE_START.length + 1, checked.indexOf(TABLE_END))).toBe(table);
  });
});

const TABLE_START = "<!-- vega-datasets table: written by test/vega-datasets-all.test.ts -->";
const TABLE_END = "<!-- end of vega-datasets table -->";

function tableOf(rows: readonly Outcome[]): string {
  const lines = [
    "| file | records | fields | init + index | a word from a multi-word string column, by `q` | terms on low-cardinality string columns |",
    "| --- | ---: | ---: | --- | --- | --- |",
  ];
  for (const r of rows) {
    const word =
      r.word === undefined
        ? "no multi-word string column"
        : `${r.word.found ? "found" : "**not found**"}: "${r.word.word}" (${r.word.column})`;
    const terms =
      r.terms.columns === 0
        ? "no such column"
        : r.terms.refused.length === 0
          ? `${r.terms.columns} of ${r.terms.columns}`
          : `**${r.terms.columns - r.terms.refused.length} of ${r.terms.columns}** (refused: ${r.terms.refused.join(", ")})`;
    lines.push(`| ${r.file} | ${r.records.toLocaleString("en-US")} | ${r.fields} | unedited | ${word} | ${terms} |`);
  }
  const found = rows.filter((r) => r.word?.found === true).length;
  const withWord = rows.filter((r) => r.word !== undefined).length;
  const termsOk = rows.filter((r) => r.terms.columns > 0 && r.terms.refused.length === 0).length;
  const withTerms = rows.filter((r) => r.terms.columns > 0).length;
  lines.push("");
  lines.push(
    `${rows.length} files read unedited; the word found in ${found} of the ${withWord} files with a multi-word string column; terms on every low-cardinality string column in ${termsOk} of the ${withTerms} files that have one.`,
  );
  return `${lines.join("\n")}\n`;
}
