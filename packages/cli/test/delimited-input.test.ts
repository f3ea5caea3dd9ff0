// CSV and TSV as files hold them (issue 32 item 8, issue 33 item 3): any mix of line endings read as
// RFC 4180 readers read them, the streaming reader agreeing with the in-memory one (ingest's
// readDataText, which the demo uses) record for record and line for line, in chunks of any size.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readDataText, type DelimitedReadOptions } from "@oneindex/ingest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { streamRawRecords } from "../src/index.js";
import { run } from "./support/run.js";

const dir = mkdtempSync(join(tmpdir(), "oneindex-delimited-"));
let files = 0;

function file(name: string, content: string): string {
  const path = join(dir, `${files++}-${name}`);
  writeFileSync(path, content);
  return path;
}

/** What the streaming reader gives for a file: its records, or the problem that stopped it (as `file:line…: message`). */
async function streamed(path: string, highWaterMark: number, layout: DelimitedReadOptions = {}): Promise<unknown> {
  const records: unknown[] = [];
  try {
    for await (const r of streamRawRecords(path, { highWaterMark, ...layout })) records.push(r);
  } catch (error) {
    return { problem: (error as Error).message.slice(path.length + 1) };
  }
  return records.length === 0 ? { problem: "no records" } : records;
}

/** The same, from the in-memory reader. */
function inMemory(text: string, format: "csv" | "tsv", layout: DelimitedReadOptions = {}): unknown {
  const read = readDataText(text, format, layout);
  if (read.ok) return read.records;
  if (read.problem.code === "no-records") return { problem: "no records" };
  return { problem: `${read.problem.line}${read.problem.column === undefined ? "" : `:${read.problem.column}`}: ${read.problem.message}` };
}

describe("CSV line endings", () => {
  it("stores no CR from CRLF rows under an LF header, so an exact filter finds the row (issue 32, item 8)", async () => {
    const data = file("mixed.csv", "name,n\nalpha,1\r\nbeta,2\rgamma,3\n");
    const definition = file(
      "mixed.definition.json",
      JSON.stringify({
        name: "Row",
        fields: { id: { kind: "id", generated: true }, name: { kind: "keyword", filterable: true }, n: { kind: "integer" } },
      }),
    );
    const snapshot = join(dir, "mixed.oneindex");
    const index = await run("index", definition, data, "--out", snapshot);
    expect(index.err).toBe(`indexed 3 documents into ${snapshot}\n`);
    for (const name of ["alpha", "beta", "gamma"]) {
      const search = await run("search", snapshot, JSON.stringify({ v: 1, filter: `name = "${name}"` }), "--json");
      expect(JSON.parse(search.out).total.value, name).toBe(1);
    }
  });

  it("streams any text the way the in-memory reader reads it, in chunks of 1 to 9 bytes, under any layout (property)", async () => {
    const token = fc.constantFrom("a", "é", " ", ",", "\t", ";", "|", '"', '""', "\r", "\n", "\r\n", "\uFEFF", "#", "\n#");
    const layout = fc.record(
      { comment: fc.constant("#"), headerRow: fc.constant(false), padShortRows: fc.constant(true) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(token, { minLength: 1, maxLength: 40 }).map((t) => t.join("")),
        fc.constantFrom("csv" as const, "tsv" as const),
        fc.integer({ min: 1, max: 9 }),
        layout,
        async (text, format, highWaterMark, options) => {
          const path = file(`random.${format}`, text);
          expect(await streamed(path, highWaterMark, options)).toEqual(inMemory(text, format, options));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("TSV", () => {
  it("indexes a .tsv file with init + index, and a tab-separated .csv by its content", async () => {
    for (const name of ["rates.tsv", "rates.tab", "rates.csv"]) {
      const data = file(name, "id\trate\tcounty\r\n1001\t.097\tAutauga County\r\n1003\t.091\tBaldwin County\r\n");
      const definition = join(dir, `${name}.definition.json`);
      const init = await run("init", data, "--out", definition);
      expect(init.code, init.err).toBe(0);
      expect(init.err).toContain("inferred from 2 records");
      const snapshot = join(dir, `${name}.oneindex`);
      const index = await run("index", definition, data, "--out", snapshot);
      expect(index.err, name).toBe(`indexed 2 documents into ${snapshot}\n`);
      const search = await run("search", snapshot, JSON.stringify({ v: 1, filter: "rate > 0.095" }), "--json");
      expect(JSON.parse(search.out).hits.map((h: { document: unknown }) => h.document)).toEqual([
        { id: 1001, rate: 0.097, county: "Autauga County" },
      ]);
    }
  });

  it("reports a TSV row with another number of cells by its line", async () => {
    const data = file("short.tsv", "id\trate\n1\t.5\n2\n");
    const definition = file(
      "short.definition.json",
      JSON.stringify({ name: "Rate", fields: { id: { kind: "id" }, rate: { kind: "number" } } }),
    );
    const index = await run("index", definition, data, "--out", join(dir, "short.oneindex"));
    expect(index.code).toBe(1);
    expect(index.err).toContain(`${data}:3: has 1 columns, the header has 2\n`);
  });
});

describe("ragged rows (fewer cells than the header), as Debian's distro-info ubuntu.csv writes them", () => {
  const ragged =
    "version,codename,series,release,eol,eol-server,eol-esm\n4.10,Warty Warthog,warty,2004-10-20,2006-04-30\n10.04 LTS,Lucid Lynx,lucid,2010-04-29,2013-05-09,2015-04-30\n14.04 LTS,Trusty Tahr,trusty,2014-04-17,2019-04-25,2019-04-25,2024-04-25\n";

  it("init and index name --pad-short-rows, and with it every row is indexed with its missing trailing cells absent", async () => {
    const data = file("ubuntu.csv", ragged);
    const definition = join(dir, "ubuntu.definition.json");
    // Two of the three rows are short: a definition from the one that fits would be a guess, so none is written.
    const strict = await run("init", data, "--out", definition);
    expect(strict.code).toBe(1);
    expect(strict.err).toContain(`${data}: 2 rows have fewer cells than the header row; pass --pad-short-rows`);
    expect(strict.err).toContain(`most records of ${data} (2 of 3) do not fit its header row, so no definition was written`);
    expect(strict.err).toContain("if rows stop early where their last cells are empty, pass --pad-short-rows");
    expect(existsSync(definition)).toBe(false);
    const padded = await run("init", data, "--out", definition, "--force", "--pad-short-rows");
    expect(padded.code).toBe(0);
    expect(padded.err).toContain("from 3 records of");
    expect(padded.err).toMatch(/--out \S*ubuntu\.oneindex --pad-short-rows\n/);
    const out = join(dir, "ubuntu.oneindex");
    const refused = await run("index", definition, data, "--out", out);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${data}:2: has 5 columns, the header has 7\n`);
    expect(refused.err).toContain("pass --pad-short-rows");
    const indexed = await run("index", definition, data, "--out", out, "--pad-short-rows");
    expect(indexed.code).toBe(0);
    expect(indexed.err).toContain("indexed 3 documents");
    const lts = JSON.parse(
      (await run("search", out, '{"v":1,"filter":"exists(eol_server)","sort":[{"field":"release","order":"asc"}]}', "--json")).out,
    );
    expect(lts.hits.map((h: { id: string }) => h.id)).toEqual(["lucid", "trusty"]);
    expect(lts.hits[0].document).toEqual({
      version: "10.04 LTS",
      codename: "Lucid Lynx",
      series: "lucid",
      release: "2010-04-29",
      eol: "2013-05-09",
      eol_server: "2015-04-30",
    });
  });

  it("the streaming reader pads as the in-memory one does, in chunks of any size", async () => {
    const path = file("ragged.csv", `${ragged}15.04,Vivid,vivid,2015-04-23,2016-02-04,,,x\n`);
    const expected = readDataText(`${ragged}15.04,Vivid,vivid,2015-04-23,2016-02-04,,,x\n`, "csv", { padShortRows: true });
    expect(expected.ok).toBe(true);
    for (const highWaterMark of [1, 7, 64, 1 << 16]) {
      const records: unknown[] = [];
      for await (const r of streamRawRecords(path, { highWaterMark, padShortRows: true })) records.push(r);
      expect(records).toEqual(expected.ok ? expected.records : []);
    }
  });
});

describe("comment lines and no header row, as the tz database's zone1970.tab is written", () => {
  const zoneTab =
    "# tzdb timezone descriptions, for users who do not want to reinvent them\n#\n# codes\tcoordinates\tTZ\tcomments\nAD\t+4230+00131\tEurope/Andorra\nAE,OM\t+2518+05518\tAsia/Dubai\n#@\tlate\nDE,DK\t+5230+01322\tEurope/Berlin\tmost of Germany\nAQ\t-6617+11031\tAntarctica/Casey\tCasey\n";

  it("init refuses a file whose rows do not fit its first line, naming --comment and --no-header", async () => {
    const data = file("zone1970.tab", zoneTab);
    const definition = join(dir, "zone.definition.json");
    const refused = await run("init", data, "--out", definition);
    expect(refused.code).toBe(1);
    // The comma in the first line makes a .tab file read as CSV (the header holds no tab): either way most rows do not fit.
    expect(refused.err).toContain(`most records of ${data} (5 of 7) do not fit its header row, so no definition was written`);
    expect(refused.err).toContain(`the first line starts with "#": if such lines are comments, pass --comment '#' to skip them`);
    expect(refused.err).toContain("if the file has no header row, pass --no-header");
    expect(existsSync(definition)).toBe(false);
  });

  it("names the comment character of a file in another encoding, read as --encoding says", async () => {
    // UTF-16 big-endian with a byte order mark: the first line's bytes are not UTF-8.
    const le = Buffer.from(`\uFEFF${zoneTab}`, "utf16le");
    const path = join(dir, `${files++}-zone1970-utf16be.tab`);
    writeFileSync(path, le.swap16());
    const refused = await run("init", path, "--encoding", "utf-16be");
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`most records of ${path} (5 of 7) do not fit its header row`);
    expect(refused.err).toContain(`the first line starts with "#": if such lines are comments, pass --comment '#' to skip them`);
  });

  it("with --comment and --no-header, init and index read every row, on its own line, cells named column1…", async () => {
    const data = file("zone1970.tab", zoneTab);
    const definition = join(dir, "zone.definition.json");
    const init = await run("init", data, "--out", definition, "--comment", "#", "--no-header");
    expect(init.code).toBe(0);
    expect(init.err).toContain("from 4 records of");
    expect(init.err).toMatch(/--out \S*zone1970\.oneindex --comment '#' --no-header\n/);
    expect(Object.keys(JSON.parse(readFileSync(definition, "utf8")).fields).sort()).toEqual(
      expect.arrayContaining(["column1", "column3", "column4"]),
    );
    const out = join(dir, "zone.oneindex");
    const indexed = await run("index", definition, data, "--out", out, "--comment", "#", "--no-header");
    expect(indexed.err).toBe(`indexed 4 documents into ${out}\n`);
    const berlin = JSON.parse((await run("search", out, '{"v":1,"q":"germany"}', "--json")).out);
    expect(berlin.hits.map((h: { document: object }) => h.document)).toEqual([
      { column1: "DE,DK", column2: "+5230+01322", column3: "Europe/Berlin", column4: "most of Germany" },
    ]);
    // The streaming reader places each row on its line past the comment lines, in chunks of 5 bytes.
    const layout = [];
    for await (const r of streamRawRecords(data, { highWaterMark: 5, comment: "#", headerRow: false })) layout.push(r.line);
    expect(layout).toEqual([4, 5, 7, 8]);
  });

  it("reads a Windows-1252 export with --encoding, and without it names the option instead of blaming the header", async () => {
    const data = join(dir, "latin1.csv");
    // Excel on Windows: Windows-1252 bytes (ë, ö, é, î, and € at 0x80, which Latin-1 lacks), CRLF.
    writeFileSync(data, Buffer.from("name,city\r\nZo\xeb,K\xf6ln\r\nRen\xe9,N\xeemes \x80\r\nAnn,Bonn\r\n", "latin1"));
    const definition = join(dir, "latin1.definition.json");
    const refused = await run("init", data, "--out", definition);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${data}: 2 records are not valid UTF-8; if the file was saved in another encoding`);
    expect(refused.err).toContain(`most records of ${data} (2 of 3) are not valid UTF-8, so no definition was written`);
    expect(refused.err).not.toContain("do not fit its header row");
    expect(existsSync(definition)).toBe(false);
    const init = await run("init", data, "--out", definition, "--encoding", "windows-1252");
    expect(init.code, init.err).toBe(0);
    expect(init.err).toMatch(/--out \S*latin1\.oneindex --encoding windows-1252\n/);
    const out = join(dir, "latin1.oneindex");
    expect((await run("index", definition, data, "--out", out, "--encoding", "windows-1252")).err).toBe(
      `indexed 3 documents into ${out}\n`,
    );
    const rows = [];
    for await (const r of streamRawRecords(data, { highWaterMark: 3, encoding: "windows-1252" })) rows.push(r);
    expect(rows).toEqual([
      { line: 2, value: { name: "Zoë", city: "Köln" } },
      { line: 3, value: { name: "René", city: "Nîmes €" } },
      { line: 4, value: { name: "Ann", city: "Bonn" } },
    ]);
    const bad = await run("init", data, "--encoding", "klingon");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--encoding: unknown encoding "klingon"');
  });

  it("decodes UTF-16 (with its byte-order mark) and a .json file in another encoding", async () => {
    const tsv = join(dir, "utf16.tsv");
    writeFileSync(tsv, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("word\tn\nnaïve\t1\n", "utf16le")]));
    const rows = [];
    for await (const r of streamRawRecords(tsv, { highWaterMark: 5, encoding: "utf-16le" })) rows.push(r);
    expect(rows).toEqual([{ line: 2, value: { word: "naïve", n: "1" } }]);
    const json = join(dir, "latin1.json");
    writeFileSync(json, Buffer.from('[{"city":"K\xf6ln"}]', "latin1"));
    const plain = await run("init", json);
    expect(plain.code).toBe(1);
    expect(plain.err).toContain("pass --encoding with its name");
    const decoded = [];
    for await (const r of streamRawRecords(json, { encoding: "latin1" })) decoded.push(r);
    expect(decoded).toEqual([{ line: 1, column: 2, value: { city: "Köln" } }]);
  });

  it("refuses a comment character that cannot start a comment, and layout flags on a JSON file", async () => {
    const data = file("rows.csv", "a\n1\n");
    for (const bad of ["##", "a", '"', ","]) {
      const r = await run("init", data, "--comment", bad);
      expect(r.code, bad).toBe(2);
      expect(r.err, bad).toContain("--comment: the comment character must be one ASCII mark");
    }
    const json = file("rows.json", '[{"a":1}]');
    const r = await run("init", json, "--no-header", "--comment", "#");
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--comment and --no-header apply to CSV and TSV files only, not to ${json}`);
  });
});
