// Issue 32 item 4: every command's answer goes through the one size gate, aggregations included;
// `--work-budget` reaches the index.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSnapshotDefinition, SearchIndex } from "oneindex";
import { createMcpServer } from "../src/index.js";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const dir = mkdtempSync(join(tmpdir(), "oneindex-gate-"));
const snapshot = join(dir, "bulky.oneindex");

/** Ten `terms` aggregations of size 1,000 over 10 KB tags: megabytes before the gate (a 486-character call). */
const MANY_BUCKETS = JSON.stringify({
  v: 1,
  limit: 0,
  aggs: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`t${i}`, { type: "terms", field: "tag", size: 1000 }])),
});
const MANY_HITS = JSON.stringify({ v: 1, q: "body", limit: 200 });

beforeAll(async () => {
  writeFileSync(
    join(dir, "bulky.definition.json"),
    JSON.stringify({ name: "Bulky", fields: { id: { kind: "id" }, tag: { kind: "keyword" }, body: { kind: "text" } } }),
  );
  const rows = Array.from({ length: 200 }, (_, i) =>
    JSON.stringify({ id: String(i), tag: `${i} `.padEnd(10_000, "t"), body: `body ${"word ".repeat(2_000)}` }),
  );
  writeFileSync(join(dir, "bulky.ndjson"), rows.join("\n"));
  expect((await run("index", join(dir, "bulky.definition.json"), join(dir, "bulky.ndjson"), "--out", snapshot)).code).toBe(0);
});

describe("oneindex search through the size gate", () => {
  it("keeps the JSON and the table within --max-result-chars, hits and aggregations alike", async () => {
    for (const call of [MANY_BUCKETS, MANY_HITS]) {
      for (const json of [true, false]) {
        const printed = await run("search", snapshot, call, "--max-result-chars", "20000", ...(json ? ["--json"] : []));
        expect(printed.code).toBe(0);
        expect(printed.out.length).toBeLessThanOrEqual(20_001); // and its closing newline
        expect(printed.out).toMatch(json ? /"cut":\{/ : /The result was cut to stay under 20000 characters/);
      }
    }
    // The default bound holds too.
    expect((await run("search", snapshot, MANY_BUCKETS, "--json")).out.length).toBeLessThanOrEqual(100_001);
  });

  it("refuses a bound under 1,000 and a work budget that is not a whole number", async () => {
    const small = await run("search", snapshot, "{}", "--max-result-chars", "999");
    expect(small.code).toBe(2);
    expect(small.err).toContain("--max-result-chars takes a whole number of characters from 1000");
    const budget = await run("search", snapshot, "{}", "--work-budget", "lots");
    expect(budget.code).toBe(2);
    expect(budget.err).toContain(
      '--work-budget takes a whole number of work units from 1 to 999999999999999 (default 3000000), found "lots"',
    );
  });

  it("passes --work-budget to the index: a call over a small budget is too costly, under the default it runs", async () => {
    const call = JSON.stringify({ v: 1, q: "word", limit: 200 });
    expect((await run("search", snapshot, call, "--json")).code).toBe(0);
    const starved = await run("search", snapshot, call, "--work-budget", "10");
    expect(starved.code).toBe(1);
    expect(starved.out).toContain("The search was stopped because it would take too long");
  });
});

describe("oneindex mcp --max-result-chars 20000", () => {
  const client = new Client({ name: "oneindex-test", version: "1.0.0" });
  beforeAll(async () => {
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin, "mcp", snapshot, "--max-result-chars", "20000"],
        stderr: "ignore",
      }),
    );
  });
  afterAll(async () => {
    await client.close();
  });

  it("cuts ten aggregations of 1,000 long buckets to the bound, each keeping its head", async () => {
    const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Bulky", arguments: JSON.parse(MANY_BUCKETS) }));
    expect(result.isError).toBeFalsy();
    const text = (result.content[0] as { text: string }).text;
    expect(text.length).toBeLessThanOrEqual(20_000);
    const structured = result.structuredContent as {
      aggregations: Record<string, { buckets: unknown[] }>;
      cut: { bucketsOmitted: object };
    };
    expect(JSON.parse(text)).toEqual(structured);
    expect(Object.keys(structured.cut.bucketsOmitted).length).toBeGreaterThan(0);
    expect(structured.aggregations.t0!.buckets.length).toBeGreaterThan(0);
  });
});

describe("messages built from what a client sent", () => {
  it("repeat at most 64 characters of an unknown tool's name", async () => {
    const bytes = new Uint8Array(readFileSync(snapshot));
    const server = createMcpServer(SearchIndex.load(readSnapshotDefinition(bytes), bytes), { log: () => {} });
    const client = new Client({ name: "t", version: "1" });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(b), client.connect(a)]);
    const name = "x".repeat(1_000_000);
    const error = (await client.callTool({ name, arguments: { v: 1 } }).catch((e: Error) => e)) as Error;
    expect(error.message.length).toBeLessThan(500);
    expect(error.message).toContain("(1000000 characters)");
    await client.close();
  });
});
