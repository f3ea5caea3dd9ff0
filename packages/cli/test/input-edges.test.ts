// Data and definition files as people really save them: byte-order marks, CRLF, quoted multi-line
// cells, empty files, repeated header names, numbers in spreadsheet notation only.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const definition = join(here, "fixtures", "invoice.definition.json");
const dir = mkdtempSync(join(tmpdir(), "oneindex-edges-"));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const BOM = "\uFEFF";

describe("data files", () => {
  it("reads .json and .ndjson saved with a byte-order mark", async () => {
    const json = await run("index", definition, file("bom.json", `${BOM}[{"id":"1","notes":"steel"}]`), "--out", join(dir, "a.oneindex"));
    expect(json.err).toContain("indexed 1 document into");
    expect(json.code).toBe(0);
    const ndjson = await run(
      "index",
      definition,
      file("bom.ndjson", `${BOM}{"id":"1","notes":"steel"}\r\n{"id":"2"}\r\n`),
      "--out",
      join(dir, "b.oneindex"),
    );
    expect(ndjson.err).toContain("indexed 2 documents into");
    expect(ndjson.code).toBe(0);
  });

  it("says a .json file is empty, and where malformed JSON breaks (line and column)", async () => {
    const empty = await run("index", definition, file("empty.json", "\n"), "--out", join(dir, "c.oneindex"));
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/empty\.json:1:1: the file is empty/);
    const broken = await run(
      "index",
      definition,
      file("broken.json", '[\r\n  {"id":"1"},\r\n  {"id":"2",}\r\n]'),
      "--out",
      join(dir, "d.oneindex"),
    );
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/broken\.json:3:13: not valid JSON/);
  });

  it("points at each element of a minified .json array by line and column", async () => {
    const r = await run(
      "index",
      definition,
      file("minified.json", '[{"id":"1"},{"id":"2","total":"x"},7]'),
      "--out",
      join(dir, "m.oneindex"),
      "--skip-invalid",
    );
    expect(r.err).toContain('minified.json:1:13: document (id "2"), field /total');
    expect(r.err).toContain("minified.json:1:36: document: expected a document object, found the number 7");
    expect(r.err).toContain("indexed 1 document into");
  });

  it("names the column of a malformed .ndjson line", async () => {
    const r = await run("index", definition, file("bad.ndjson", '{"id":"1"}\n{"id":"2",,}\n'), "--out", join(dir, "e.oneindex"));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.ndjson:2: not valid JSON at column 11:/);
  });

  it("reports a CSV record at the line it starts on, with CRLF and multi-line quoted cells", async () => {
    const csv = 'id,notes,total\r\n1,"three\r\nline\r\nnote",oops\r\n\r\n2,"a ""quoted"" word",12\r\n3,x\r\n';
    const r = await run("index", definition, file("multi.csv", csv), "--out", join(dir, "f.oneindex"), "--skip-invalid");
    expect(r.err).toMatch(/multi\.csv:2: document \(id "1"\), field \/total/);
    expect(r.err).toMatch(/multi\.csv:7: has 2 columns, the header has 3/);
    expect(r.code).toBe(0);
    const s = JSON.parse((await run("search", join(dir, "f.oneindex"), '{"v":1}', "--json")).out);
    expect(s.hits.map((h: { document: unknown }) => h.document)).toEqual([{ id: "2", notes: 'a "quoted" word', total: 12 }]);
  });

  it("converts CSV numbers and points only from decimal notation", async () => {
    const csv = 'id,total,office\n1,0x10,"1.2.3,4"\n2, 1e3 ,48.85 2.35\n3,,\n4,-.5,"-33.9,151.2"\n';
    const r = await run("index", definition, file("numbers.csv", csv), "--out", join(dir, "g.oneindex"), "--skip-invalid");
    expect(r.err).toMatch(/numbers\.csv:2: .*\/total: expected a number, found the string "0x10"/);
    expect(r.err).toMatch(/numbers\.csv:2: .*\/office/);
    const s = JSON.parse((await run("search", join(dir, "g.oneindex"), '{"v":1}', "--json")).out);
    expect(s.hits.map((h: { document: unknown }) => h.document)).toEqual([
      { id: "2", total: 1000, office: { lat: 48.85, lng: 2.35 } },
      { id: "3" },
      { id: "4", total: -0.5, office: { lat: -33.9, lng: 151.2 } },
    ]);
  });

  it("refuses a CSV header that names a column twice, and names an unnamed one by its place", async () => {
    const twice = await run("index", definition, file("twice.csv", "id,notes,notes\n1,a,b\n"), "--out", join(dir, "h.oneindex"));
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('twice.csv:1:1: the header row names "notes" twice (column 2 and column 3)');
    // Excel's trailing empty columns: named column3 and column4, their empty cells missing values.
    const trailing = file("trailing.csv", "Name,City,,\r\nZoe,Koeln,,\r\nRene,Nimes,,\r\n");
    const init = await run("init", trailing);
    expect(init.code, init.err).toBe(0);
    const fields = JSON.parse(init.out).fields;
    expect(fields.column3).toEqual({ kind: "stored" });
    expect(init.err).toContain("column3: stored, no values in the data");
    expect(init.err).toContain("inferred from 2 records");
  });
});

describe("definition files", () => {
  it("reads a definition saved with a byte-order mark", async () => {
    const r = await run("tool", file("bom.definition.json", `${BOM}{"name":"X","fields":{"id":{"kind":"id"}}}`));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).name).toBe("search_X");
  });

  it("names the line and column of malformed definition JSON", async () => {
    const r = await run("tool", file("broken.definition.json", '{\n  "name": "X",\n  "fields": { "id": { "kind": "id" }, }\n}'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/broken\.definition\.json:3:39: the definition is not valid JSON/);
  });
});

describe("the --out path", () => {
  it("is checked before any indexing: a missing folder or a folder as the file", async () => {
    const missing = await run("index", definition, file("ok.ndjson", '{"id":"1"}\n'), "--out", join(dir, "no-such-folder", "x.oneindex"));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(
      `--out ${join(dir, "no-such-folder", "x.oneindex")}: the folder ${join(dir, "no-such-folder")} does not exist`,
    );
    expect(missing.err).not.toContain("indexed");
    const folder = await run("index", definition, join(dir, "ok.ndjson"), "--out", dir);
    expect(folder.code).toBe(1);
    expect(folder.err).toContain(`--out ${dir}: it is a folder; name the snapshot file to write`);
  });
});
