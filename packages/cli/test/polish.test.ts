// The command line's own manners: --version, per-command help, suggestions for mistyped options
// (never Node's raw parseArgs message), plain words as a search, `info`, colours only when asked.
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliIo } from "../src/index.js";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => join(here, "fixtures", name);
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-polish-")), "invoices.oneindex");

beforeAll(async () => {
  expect((await run("index", fixture("invoice.definition.json"), fixture("invoices.csv"), "--out", snapshot, "--skip-invalid")).code).toBe(
    0,
  );
});

describe("help and version", () => {
  it("prints the package's version", async () => {
    const version = JSON.parse(readFileSync(join(here, "..", "package.json"), "utf8")).version;
    expect(await run("--version")).toEqual({ code: 0, out: `oneindex ${version}\n`, err: "" });
  });

  it("prints one command's help with its options", async () => {
    for (const argv of [
      ["index", "--help"],
      ["help", "index"],
    ]) {
      const r = await run(...argv);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^usage: oneindex index <definition\.json>/);
      expect(r.out).toContain("--skip-invalid");
      expect(r.out).not.toContain("--max-result-chars");
    }
  });
});

describe("option mistakes", () => {
  it("suggests the nearest option, in balanced quotes", async () => {
    const r = await run("index", fixture("invoice.definition.json"), fixture("invoices.csv"), "--out", "x.oneindex", "--skip-invald");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^oneindex: unknown option --skip-invald \(did you mean --skip-invalid\?\)\nusage: oneindex index/);
    expect(r.err).not.toMatch(/Unknown option '/);
  });

  it("names an option another command takes, and a missing value", async () => {
    const r = await run("search", snapshot, "steel", "--out", "x");
    expect(r.err).toContain("oneindex: search does not take --out; its options are --json, --explain");
    const missing = await run("index", fixture("invoice.definition.json"), fixture("invoices.csv"), "--out");
    expect(missing.err).toContain("oneindex: --out needs a value (--out <value>)");
    expect((await run("serch", snapshot, "x")).err).toContain('unknown command "serch" (did you mean "search"?)');
  });
});

describe("the warm commands' help and option mistakes", () => {
  it("prints serve's and repl's help with their options", async () => {
    const serve = await run("serve", "--help");
    expect(serve.code).toBe(0);
    expect(serve.out).toMatch(/^usage: oneindex serve <snapshot> \[<snapshot> …\] \[--port <n>\]/);
    expect(serve.out).toMatch(/--port +the port to listen on \(default 7411; 0 picks a free one\)/);
    expect(serve.out).toMatch(
      /--host +the address to listen on \(default 127\.0\.0\.1, this machine only; beyond it a token is required\)/,
    );
    const repl = await run("help", "repl");
    expect(repl.out).toMatch(/^usage: oneindex repl <snapshot> \[--json\] \[--explain\]/);
    expect(repl.out).not.toContain("--port");
  });

  it("suggests the nearest option, and names the options another command takes", async () => {
    const typo = await run("serve", snapshot, "--prot", "8080");
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/^oneindex: unknown option --prot \(did you mean --port\?\)\nusage: oneindex serve/);
    expect((await run("repl", snapshot, "--port", "1")).err).toContain(
      "oneindex: repl does not take --port; its options are --json, --explain, --max-result-chars, --work-budget",
    );
    expect((await run("serv", snapshot)).err).toContain('unknown command "serv" (did you mean "serve"?)');
  });
});

describe("search and info", () => {
  it("searches plain words as q, and says so", async () => {
    const r = await run("search", snapshot, "steel", "beams");
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      'searching "steel beams" as q (the arguments are not JSON; pass a tool call such as \'{"v":1,"q":"…","filter":"…"}\' for more)\n',
    );
    expect(r.out).toMatch(/^2 matches\nid +score +text\n1 +[0-9.]+ +Late delivery of <em>steel<\/em> <em>beams<\/em>/);
  });

  it("draws highlights instead of printing tags when stdout takes colours", async () => {
    let out = "";
    const io: CliIo = { stdout: (t) => void (out += t), stderr: () => {}, stderrIsTTY: true, stdoutColor: true };
    expect(await runCli(["search", snapshot, "steel"], io)).toBe(0);
    expect(out).toContain("\u001b[1;33msteel\u001b[22;39m");
    expect(out).not.toContain("<em>");
  });

  it("describes a snapshot", async () => {
    const r = await run("info", snapshot);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${snapshot}: Invoice — Invoices of a small steel trader`);
    expect(r.out).toMatch(/documents {2}2\n/);
    expect(r.out).toMatch(/size {7}[0-9.]+ kB \([0-9,]+ bytes\)/);
    expect(r.out).toMatch(/total +number, filterable, sortable/);
    const json = JSON.parse((await run("info", snapshot, "--json")).out);
    expect(json).toMatchObject({ documents: 2, tool: "search_Invoice", definition: { name: "Invoice" } });
    expect((await run("info", join(dirname(snapshot), "missing.oneindex"))).code).toBe(1);
  });
});

describe("the results table", () => {
  it("shows the text field that matched, not the first text field (issue 33, item 7)", async () => {
    const { formatAnswer } = await import("../src/calls/results-table.js");
    const { defineDocument, Field, SearchIndex } = await import("oneindex");
    const Quake = defineDocument("Quake", { id: Field.id(), title: Field.text(), place: Field.text() });
    const index = new SearchIndex(Quake);
    index.add([{ id: "q1", title: "M 2.0 earthquake", place: "4km W of Castaic, CA" }]);
    const call = JSON.stringify({ v: 1, q: "castaic" });
    const answer = { ok: true as const, results: index.search(JSON.parse(call)) as never };
    expect(formatAnswer(Quake, answer, { json: false, color: false, call })).toMatch(/\nq1 +[0-9.]+ +4km W of Castaic, CA\n$/);
    const inQuery = JSON.stringify({ v: 1, query: { type: "text", field: "place", text: "castaic" } });
    expect(formatAnswer(Quake, answer, { json: false, color: false, call: inQuery })).toContain("4km W of Castaic, CA");
    // No call words (a filter only): the first text field, as before.
    expect(formatAnswer(Quake, answer, { json: false, color: false })).toContain("M 2.0 earthquake");
  });

  it("shows a hit's first values when the document has no text to show", async () => {
    const { formatTable } = await import("../src/calls/results-table.js");
    const { defineDocument, Field, SearchIndex } = await import("oneindex");
    const Flight = defineDocument("Flight", { id: Field.id(), origin: Field.keyword(), delay: Field.integer({ filterable: true }) });
    const index = new SearchIndex(Flight);
    index.add([{ id: "1", origin: "MCI", delay: 14 }]);
    expect(formatTable(Flight, index.search({ v: 1, filter: 'origin = "MCI"' }) as never)).toMatch(
      /^1 match\nid +score +text\n1 +0\.0000 +origin=MCI delay=14\n$/,
    );
  });
});

describe("hints for a first hour (issue 33, item 7)", () => {
  const vega = join(dirname(createRequire(import.meta.url).resolve("vega-datasets/package.json")), "data");

  it("says a data file given as the definition is one, with the usage, instead of a JSON error at a far line", async () => {
    const definition = join(here, "fixtures", "invoice.definition.json");
    const out = join(tmpdir(), "swapped.oneindex");
    for (const [data, what] of [
      [join(vega, "seattle-weather.csv"), "a .csv file"],
      [join(vega, "cars.json"), "a JSON array"],
      [join(vega, "earthquakes.json"), "a GeoJSON FeatureCollection"],
    ] as const) {
      const r = await run("index", data, definition, "--out", out);
      expect(r.code).toBe(1);
      expect(r.err).toBe(
        `oneindex: ${data} looks like a data file (${what}), not a definition; usage: oneindex index <definition> <data> --out <snapshot>\n`,
      );
    }
  });

  it("notes a MMDDHHmm column that stays a keyword (flights-3m.csv's date)", async () => {
    const r = await run("init", join(vega, "flights-3m.csv"), "--sample", "2000");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\n {2}date: keyword, [^\n]*\n {4}note: the values read as dates written MMDDHHmm with no year/);
    expect(r.err.match(/note:/g)).toHaveLength(1); // delay, distance, origin, destination: no note
  });
});
