// The command line on real files: each command in-process through runCli, and the built binary
// spawned for the exit codes a shell sees.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { documentSchemaFromJSON, SearchTool } from "oneindex";
import { describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => join(here, "fixtures", name);
const bin = join(here, "..", "dist", "main.js");

const tmp = () => mkdtempSync(join(tmpdir(), "oneindex-cli-"));

describe("oneindex tool", () => {
  it("prints the descriptor in each format", async () => {
    const anthropic = await run("tool", fixture("invoice.definition.json"));
    expect(anthropic.code).toBe(0);
    const tool = JSON.parse(anthropic.out);
    expect(tool.name).toBe("search_Invoice");
    expect(tool.input_schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const mcp = JSON.parse((await run("tool", fixture("invoice.definition.json"), "--format", "mcp")).out);
    expect(mcp.inputSchema).toBeDefined();
  });

  it("names every problem of a malformed definition, with the file", async () => {
    const r = await run("tool", fixture("bad.definition.json"));
    expect(r.code).toBe(1);
    expect(r.err).toContain("bad.definition.json: the document definition is not valid");
    expect(r.err).toContain("/fields/price/kind");
    expect(r.err).toContain('did you mean "number"?');
    expect(r.err).toContain("/fields/title/sortable");
  });

  it("prints the descriptor of the detail asked, and refuses an unknown detail with a suggestion", async () => {
    const definition = documentSchemaFromJSON(readFileSync(fixture("invoice.definition.json"), "utf8"));
    const compact = await run("tool", fixture("invoice.definition.json"), "--format", "mcp", "--detail", "compact");
    expect(compact.code).toBe(0);
    expect(JSON.parse(compact.out)).toEqual(SearchTool.descriptor(definition, { format: "mcp", detail: "compact" }));
    const bad = await run("tool", fixture("invoice.definition.json"), "--detail", "compakt");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--detail takes full, standard, compact, found "compakt" (did you mean "compact"?)');
  });

  it("rejects an unknown format as a usage error with a suggestion", async () => {
    const r = await run("tool", fixture("invoice.definition.json"), "--format", "openai-strcit");
    expect(r.code).toBe(2);
    expect(r.err).toContain('did you mean "openai-strict"?');
  });
});

describe("oneindex index", () => {
  it("reports every rejected record by line and field, and writes nothing unless asked", async () => {
    const dir = tmp();
    const out = join(dir, "invoices.oneindex");
    const r = await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", out);
    expect(r.code).toBe(1);
    expect(existsSync(out)).toBe(false);
    const lines = r.err.split("\n").filter((l) => l.includes("invoices.ndjson:"));
    expect(lines.some((l) => /invoices\.ndjson:4: .*\/total.*number/.test(l))).toBe(true);
    expect(lines.some((l) => /invoices\.ndjson:4: .*\/issued/.test(l))).toBe(true);
    expect(lines.some((l) => /invoices\.ndjson:5: not valid JSON/.test(l))).toBe(true);
    expect(lines.some((l) => /invoices\.ndjson:6:/.test(l))).toBe(false); // "colour" names no field: left out (unknownFields defaults to "ignore")
    expect(r.err).toContain('invoices.ndjson: ignored what the definition names no field for: "colour"');
    expect(lines.some((l) => /invoices\.ndjson:7: .*already in the index/.test(l))).toBe(true);
    expect(r.err).toContain("--skip-invalid");
  });

  it("indexes the valid records with --skip-invalid, and the snapshot searches", async () => {
    const dir = tmp();
    const out = join(dir, "invoices.oneindex");
    const r = await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", out, "--skip-invalid");
    expect(r.code).toBe(0);
    expect(r.err).toContain("indexed 3 documents");
    const s = await run("search", out, '{"v":1,"q":"steel","countExactly":true}', "--json");
    expect(s.code).toBe(0);
    const results = JSON.parse(s.out);
    expect(results.total).toEqual({ value: 2, relation: "eq" });
    expect(results.hits.map((h: { id: string }) => h.id).sort()).toEqual(["1", "2"]);
  });

  it("reads CSV with typed cells, arrays and points, and reports bad cells and rows", async () => {
    const dir = tmp();
    const out = join(dir, "csv.oneindex");
    const r = await run("index", fixture("invoice.definition.json"), fixture("invoices.csv"), "--out", out, "--skip-invalid");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/invoices\.csv:4: .*\/total/);
    expect(r.err).toMatch(/invoices\.csv:4: .*\/paid/);
    expect(r.err).toMatch(/invoices\.csv:5: has 3 columns, the header has 8/);
    const s = JSON.parse((await run("search", out, '{"v":1,"filter":"exists(office) and total > 100"}', "--json")).out);
    expect(s.hits.map((h: { id: string }) => h.id)).toEqual(["1"]);
    expect(s.hits[0].document.tags).toEqual(["steel", "urgent"]);
    expect(s.hits[0].document.office).toEqual({ lat: 48.85, lng: 2.35 });
  });

  it("gives JSON array records their line", async () => {
    const r = await run("index", fixture("invoice.definition.json"), fixture("invoices.json"), "--out", join(tmp(), "x.oneindex"));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/invoices\.json:3:3: .*\/paid/);
  });

  it("moves the progress bar as records stream in, not only at 0% and 100%", async () => {
    const dir = tmp();
    const data = join(dir, "many.ndjson");
    writeFileSync(data, Array.from({ length: 2_500 }, (_, i) => JSON.stringify({ id: String(i), notes: `steel ${i}` })).join("\n"));
    const r = await run("index", fixture("invoice.definition.json"), data, "--out", join(dir, "many.oneindex"), "--progress");
    expect(r.code).toBe(0);
    // The percentage is of the file's bytes read (the record count is not known before the end).
    expect(r.err).toMatch(/ [1-9][0-9]% \| 1000 records \| 0 rejected/);
    expect(r.err).toMatch(/ \d+% \| 2000 records/);
    expect(r.err).toMatch(/100% \| 2500 records/);
  });

  it("draws a progress bar when asked", async () => {
    const r = await run(
      "index",
      fixture("invoice.definition.json"),
      fixture("invoices.csv"),
      "--out",
      join(tmp(), "p.oneindex"),
      "--skip-invalid",
      "--progress",
    );
    expect(r.err).toMatch(/indexing \[.*\] 100% \| 4 records \| 2 rejected/);
  });
});

describe("oneindex search", () => {
  const snapshot = join(tmp(), "s.oneindex");
  const ready = run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid");

  it("prints a table with the total", async () => {
    await ready;
    const r = await run("search", snapshot, '{"v":1,"q":"steel beams","highlight":true}');
    expect(r.code).toBe(0);
    const [total, header, first] = r.out.split("\n");
    expect(total).toBe("2 matches");
    expect(header).toMatch(/^id\s+score\s+text$/);
    expect(first).toMatch(/^1\s+\d+\.\d{4}\s+.*<em>steel<\/em>/i);
  });

  // Aggregations over every match, checked against the same matches counted here from their documents.
  const AGGS = {
    byCustomer: { type: "terms", field: "customer", aggs: { totals: { type: "stats", field: "total" } } },
    paid: { type: "terms", field: "paid" },
    totals: { type: "stats", field: "total" },
    days: { type: "cardinality", field: "issued" },
  };
  const countsOf = (values: unknown[]) => {
    const counts = new Map<string, number>();
    for (const v of values) if (v !== undefined) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
    return counts;
  };

  it("carries aggregations in --json, computed over every match", async () => {
    await ready;
    const all = JSON.parse((await run("search", snapshot, JSON.stringify({ v: 1, q: "steel OR chemicals", limit: 100 }), "--json")).out);
    const r = await run("search", snapshot, JSON.stringify({ v: 1, q: "steel OR chemicals", limit: 1, aggs: AGGS }), "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.hits).toHaveLength(1);
    expect(out.total).toEqual({ value: all.hits.length, relation: "eq" });
    const docs = all.hits.map((h: { document: Record<string, unknown> }) => h.document);
    const byCustomer = new Map(out.aggregations.byCustomer.buckets.map((b: { key: string; count: number }) => [b.key, b.count]));
    expect(byCustomer).toEqual(countsOf(docs.map((d: { customer: string }) => d.customer)));
    const paid = new Map(out.aggregations.paid.buckets.map((b: { key: boolean; count: number }) => [String(b.key), b.count]));
    expect(paid).toEqual(countsOf(docs.map((d: { paid?: boolean }) => d.paid)));
    const totals = docs.map((d: { total?: number }) => d.total).filter((t: unknown) => t !== undefined) as number[];
    expect(out.aggregations.totals).toMatchObject({
      count: totals.length,
      min: Math.min(...totals),
      max: Math.max(...totals),
      sum: totals.reduce((a, b) => a + b, 0),
    });
    expect(out.aggregations.days.value).toBe(
      new Set(docs.map((d: { issued?: string }) => d.issued).filter((d: unknown) => d !== undefined)).size,
    );
  });

  it("prints each aggregation after the hits: buckets as key/count rows, metrics on one line", async () => {
    await ready;
    const call = JSON.stringify({ v: 1, limit: 0, aggs: AGGS });
    const json = JSON.parse((await run("search", snapshot, call, "--json")).out);
    const r = await run("search", snapshot, call);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe(`${json.total.value} matches`);
    // limit 0: no hit table, only the aggregations.
    expect(r.out).not.toMatch(/^id\s+score/m);
    const block = (name: string) => lines.slice(lines.indexOf(`${name}:`) + 1, lines.indexOf("", lines.indexOf(`${name}:`)) >>> 0);
    const customerRows = block("byCustomer");
    expect(customerRows[0]).toMatch(/^ {2}key\s+count\s+totals$/);
    for (const [i, bucket] of json.aggregations.byCustomer.buckets.entries()) {
      const stats = bucket.aggs.totals;
      expect(customerRows[i + 1]).toMatch(
        new RegExp(
          `^  ${bucket.key}\\s+${bucket.count}\\s+count ${stats.count}  min ${stats.min}  max ${stats.max}  avg ${stats.avg}  sum ${stats.sum}$`,
        ),
      );
    }
    const paidRows = block("paid");
    expect(paidRows.slice(1).map((row) => row.trim().split(/\s+/))).toEqual(
      json.aggregations.paid.buckets.map((b: { key: boolean; count: number }) => [String(b.key), String(b.count)]),
    );
    const t = json.aggregations.totals;
    expect(lines).toContain(`totals: count ${t.count}  min ${t.min}  max ${t.max}  avg ${Number(t.avg.toFixed(4))}  sum ${t.sum}`);
    expect(lines).toContain(`days: ${json.aggregations.days.value} distinct`);
  });

  it("prints each hit's score explanation under its row with --explain", async () => {
    await ready;
    const r = await run("search", snapshot, '{"v":1,"q":"steel","limit":1}', "--explain");
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[2]).toMatch(/^1\s+\d+\.\d{4}\s/);
    expect(lines[3]).toMatch(/^ {4}\d+\.\d{4} = score of the query$/);
    expect(r.out).toMatch(/\n {6,}\d+\.\d{4} = .*idf/);
  });

  it("prints the model-facing error for a bad call and exits 1", async () => {
    await ready;
    const r = await run("search", snapshot, '{"v":1,"query":{"type":"term","field":"custmer","value":"acme"},"size":5}');
    expect(r.code).toBe(1);
    expect(r.out).toContain('did you mean "customer"?');
    expect(r.out).toContain('"limit"');
  });

  it("rejects a damaged snapshot with a clear error", async () => {
    await ready;
    const damaged = join(tmp(), "damaged.oneindex");
    const bytes = readFileSync(snapshot);
    bytes[bytes.length - 5]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const r = await run("search", damaged, '{"v":1}');
    expect(r.code).toBe(1);
    expect(r.err).toContain("damaged.oneindex:");
  });
});

describe("the built binary", () => {
  it("exits 2 on usage errors and 0 on help", () => {
    const usage = spawnSync(process.execPath, [bin, "frobnicate"], { encoding: "utf8" });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('unknown command "frobnicate"');
    expect(spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" }).stdout).toContain("oneindex search <snapshot>");
  });

  it("prints a tool from a real file", () => {
    const r = spawnSync(process.execPath, [bin, "tool", fixture("invoice.definition.json"), "--format", "gemini"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).parametersJsonSchema).toBeDefined();
  });
});
