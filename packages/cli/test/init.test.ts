// `oneindex init` and definition files at index time, on small files written here.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const dir = mkdtempSync(join(tmpdir(), "oneindex-init-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("oneindex init", () => {
  it("prints a definition index accepts, and refuses to overwrite without --force", async () => {
    const data = file(
      "people.ndjson",
      '{"Full Name":"Ada Lovelace","born":"Dec 10 1815","id":"a1"}\n{"Full Name":"Alan Turing","born":"Jun 23 1912","id":"a2"}\n',
    );
    const printed = await run("init", data);
    expect(printed.code).toBe(0);
    const definition = JSON.parse(printed.out);
    expect(definition.fields.id).toEqual({ kind: "id" });
    expect(definition.fields.born).toMatchObject({ kind: "date", dateFormat: "MMM D YYYY" });
    expect(printed.err).toContain('Full_Name ← "Full Name": text');
    const out = join(dir, "people.definition.json");
    expect((await run("init", data, "--out", out)).code).toBe(0);
    expect(readFileSync(out, "utf8")).toContain('"$schema": "');
    const again = await run("init", data, "--out", out);
    expect(again.code).toBe(1);
    expect(again.err).toContain("already exists; pass --force");
    expect((await run("init", data, "--out", out, "--force")).code).toBe(0);
  });

  it("reads only the first records with --sample", async () => {
    const data = file("sample.csv", "id,v\n1,a\n2,b\nthree,c\n");
    const r = await run("init", data, "--sample", "2");
    expect(r.err).toContain("inferred from 2 records");
    expect(JSON.parse(r.out).fields.id).toMatchObject({ kind: "id", type: "integer" });
    expect((await run("init", data, "--sample", "0")).code).toBe(2);
  });

  it("exits 1 on a file with no records, for init and index", async () => {
    const empty = file("empty.csv", "id,notes\n");
    const init = await run("init", empty);
    expect(init.code).toBe(1);
    expect(init.err).toContain("holds no records");
    const def = file("d.definition.json", '{"name":"D","fields":{"id":{"kind":"id"},"notes":{"kind":"text"}}}');
    const out = join(dir, "empty.oneindex");
    const index = await run("index", def, file("empty.json", "[]"), "--out", out);
    expect(index.code).toBe(1);
    expect(index.err).toContain("holds no records");
    expect(existsSync(out)).toBe(false);
  });
});

describe("definition files at index time", () => {
  it("reports a date outside its declared format by line and field, and ignores unknown columns by name", async () => {
    const def = file(
      "f.definition.json",
      JSON.stringify({
        name: "F",
        fields: {
          id: { kind: "id", generated: true },
          title: { kind: "text", source: "Title" },
          when: { kind: "date", source: "Release Date", dateFormat: "MMM D YYYY", filterable: true },
        },
      }),
    );
    const data = file("f.csv", "Title,Release Date,Extra\nUp,May 29 2009,x\nCars,2006-06-09,y\n1776,Nov 17 1972,z\n");
    const r = await run("index", def, data, "--out", join(dir, "f.oneindex"), "--skip-invalid");
    expect(r.err).toContain(
      'f.csv:3: field /when: expected a date written as "MMM D YYYY" (such as "Jun 12 1998"), found the string "2006-06-09": it is not written in that format',
    );
    expect(r.err).toContain('f.csv: ignored what the definition names no field for: "Extra"');
    expect(r.err).toContain("indexed 2 documents");
    const s = await run("search", join(dir, "f.oneindex"), '{"v":1,"q":"1776","filter":"when < 1980-01-01"}', "--json");
    expect(JSON.parse(s.out).hits.map((h: { id: number }) => h.id)).toEqual(["3"]); // the record rejected for its date keeps its number
  });
});
