// `oneindex init` at the limits (issue 32, item 10): every limit a clear problem naming the file and
// line, never an internal error with a stack.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const dir = mkdtempSync(join(tmpdir(), "oneindex-init-limits-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** A value nesting `depth` arrays (`[[[1]]]`) or objects. */
const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}1${close.repeat(depth)}`;

describe("oneindex init at the limits", () => {
  it("keeps the first 256 fields of a file with 300 columns and says where the rest went", async () => {
    const columns = Array.from({ length: 300 }, (_, i) => `c${i}`);
    const data = file(
      "wide.csv",
      `${columns.join(",")}\n${columns.map((_, i) => i).join(",")}\n${columns.map((_, i) => i + 1).join(",")}\n`,
    );
    const definition = join(dir, "wide.definition.json");
    const init = await run("init", data, "--out", definition);
    expect(init.code, init.err).toBe(0);
    expect(init.err).not.toMatch(/unexpected error|DefinitionError|\n\s+at /);
    expect(init.err).toContain(
      `${data}:1: the data has 301 fields, more than the 256 a definition may hold: the definition keeps the first 256, and leaves out "c255" and the 44 after it`,
    );
    const written = JSON.parse(readFileSync(definition, "utf8"));
    expect(Object.keys(written.fields)).toHaveLength(256);
    const snapshot = join(dir, "wide.oneindex");
    const index = await run("index", definition, data, "--out", snapshot);
    expect(index.code, index.err).toBe(0);
    expect(index.err).toContain('ignored what the definition names no field for: "c255"');
  });

  it("names the line of the record that brought a JSON file past the limit", async () => {
    const narrow = JSON.stringify({ a: 1 });
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])));
    const data = file("wide.json", `[\n${narrow},\n${narrow},\n${wide}\n]\n`);
    const init = await run("init", data);
    expect(init.code, init.err).toBe(0);
    expect(init.err).toContain(`${data}:4: the data has 302 fields`);
  });

  it("leaves out a record nested 20,000 deep by its line, in NDJSON and JSON, with no RangeError", async () => {
    for (const [open, close] of [
      ["[", "]"],
      ['{"x":', "}"],
    ] as const) {
      const deep = nested(20_000, open, close);
      const ndjson = file("deep.ndjson", `{"a":1,"b":"x"}\n{"a":2,"b":${deep}}\n{"a":3,"b":"y"}\n`);
      const fromNdjson = await run("init", ndjson);
      expect(fromNdjson.code, fromNdjson.err).toBe(0);
      expect(fromNdjson.err).toContain(`${ndjson}:2: the record nests arrays and objects more than 1000 levels deep`);
      expect(fromNdjson.err).toContain("inferred from 2 records");
      expect(fromNdjson.err).not.toMatch(/RangeError|unexpected error/);
      const json = file("deep.json", `[{"a":1},\n ${deep}]`);
      const fromJson = await run("init", json);
      expect(fromJson.err).toContain(`${json}:2:2: the record nests arrays and objects more than 1000 levels deep`);
      expect(fromJson.err).not.toMatch(/RangeError|unexpected error/);
    }
  });

  it("says which option made the definition invalid instead of an internal error", async () => {
    const data = file("names.csv", "id,name\n1,Ada\n");
    const init = await run("init", data, "--name", "1bad");
    expect(init.code).toBe(1);
    expect(init.err).toBe(
      'oneindex: the definition inferred is not valid, so nothing was written:\n  /name: the name "1bad" must start with a letter and hold only letters, digits, "_" and "-" (at most 57 characters)\n',
    );
  });
});

describe("nested data and sources", () => {
  it("indexes nested NDJSON through dotted sources that init writes, and searches a nested field", async () => {
    const data = file(
      "people.ndjson",
      `${JSON.stringify({ name: "Ada", address: { city: "London" }, tags: [{ label: "math" }, { label: "poetry" }] })}\n${JSON.stringify({ name: "Alan", address: { city: "Wilmslow" }, tags: [{ label: "math" }] })}\n`,
    );
    const definition = join(dir, "people.definition.json");
    expect((await run("init", data, "--out", definition)).code).toBe(0);
    expect(JSON.parse(readFileSync(definition, "utf8")).fields.address_city).toMatchObject({ source: "address.city" });
    const snapshot = join(dir, "people.oneindex");
    const index = await run("index", definition, data, "--out", snapshot);
    expect(index.err).toBe(`indexed 2 documents into ${snapshot}\n`);
    const search = await run(
      "search",
      snapshot,
      JSON.stringify({ v: 1, filter: 'address_city = "London" and tags_label = "poetry"' }),
      "--json",
    );
    expect(JSON.parse(search.out).hits.map((h: { document: { name: string } }) => h.document.name)).toEqual(["Ada"]);
  });

  it("refuses a source no record has, naming the nearest column, and writes nothing (issue 33, item 2)", async () => {
    const data = file("movies.csv", "Title,US Gross\nTitanic,600788188\n");
    const definition = file(
      "movies.definition.json",
      JSON.stringify({
        name: "Movie",
        fields: { id: { kind: "id", generated: true }, Title: { kind: "text" }, gross: { kind: "integer", source: "US Gros" } },
      }),
    );
    const snapshot = join(dir, "movies.oneindex");
    const index = await run("index", definition, data, "--out", snapshot);
    expect(index.code).toBe(1);
    expect(index.err).toContain(`${definition}: field /gross: no record has "US Gros" (did you mean "US Gross"?)`);
    expect(index.err).toContain(`oneindex: 1 field of the definition reads nothing from ${data}; nothing was written\n`);
  });
});
