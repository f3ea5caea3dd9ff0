// The MCP server through the official SDK's own Client over stdio against `oneindex mcp`.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolResultSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchemaFromJSON, SearchTool } from "oneindex";
import { runCli } from "../src/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");

describe("oneindex mcp", () => {
  const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-mcp-")), "invoices.oneindex");
  const client = new Client({ name: "oneindex-test", version: "1.0.0" });

  beforeAll(async () => {
    const quiet = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false };
    const code = await runCli(
      [
        "index",
        join(here, "fixtures", "invoice.definition.json"),
        join(here, "fixtures", "invoices.ndjson"),
        "--out",
        snapshot,
        "--skip-invalid",
      ],
      quiet,
    );
    expect(code).toBe(0);
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, "mcp", snapshot], stderr: "ignore" }));
  });
  afterAll(async () => {
    await client.close();
  });

  it("lists one search tool with the mcp descriptor", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_Invoice"]);
    expect(tools[0]!.inputSchema.type).toBe("object");
    expect(tools[0]!.description).toContain("customer");
    // The snapshot keeps the definition as written, so the served tool is the one `oneindex tool` prints.
    const definition = documentSchemaFromJSON(readFileSync(join(here, "fixtures", "invoice.definition.json"), "utf8"));
    expect(tools[0]).toEqual(SearchTool.descriptor(definition, { format: "mcp" }));
  });

  it("answers a good call with hits as text and structuredContent", async () => {
    const result = CallToolResultSchema.parse(
      await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: "steel", countExactly: true } }),
    );
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as { hits: Array<{ id: string }>; total: { value: number } };
    expect(structured.total.value).toBe(2);
    expect(structured.hits.map((h) => h.id).sort()).toEqual(["1", "2"]);
    const text = result.content[0];
    expect(text?.type).toBe("text");
    expect(JSON.parse((text as { text: string }).text)).toEqual(structured);
  });

  it("carries aggregations in the tool result, over every match", async () => {
    const args = {
      v: 1,
      q: "steel",
      limit: 0,
      aggs: { byCustomer: { type: "terms", field: "customer" }, totals: { type: "stats", field: "total" } },
    };
    const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice", arguments: args }));
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as {
      hits: unknown[];
      total: { value: number };
      aggregations: { byCustomer: { buckets: Array<{ count: number }> }; totals: { count: number } };
    };
    expect(structured.hits).toEqual([]);
    // Every match is in one customer's bucket (one customer each), and each has a total.
    expect(structured.aggregations.byCustomer.buckets.reduce((n, b) => n + b.count, 0)).toBe(structured.total.value);
    const every = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: "steel", limit: 100 } }))
      .structuredContent as { hits: Array<{ document: { total?: number } }> };
    expect(structured.aggregations.totals.count).toBe(every.hits.filter((h) => h.document.total !== undefined).length);
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual(structured);
  });

  it("answers a bad call with isError and the parser's message", async () => {
    const result = CallToolResultSchema.parse(
      await client.callTool({ name: "search_Invoice", arguments: { v: 1, query: { type: "match", field: "notes", value: "steel" } } }),
    );
    expect(result.isError).toBe(true);
    const text = (result.content[0] as { text: string }).text;
    expect(text).toContain("/query/type");
    expect(text).toContain('"text"');
  });

  it("answers missing arguments with isError naming what is missing", async () => {
    const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice" }));
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toContain('"v"');
  });

  it("refuses an unknown tool with a JSON-RPC invalid-params error naming the tool it offers", async () => {
    const call = client.callTool({ name: "search_Invoices", arguments: { v: 1 } });
    await expect(call).rejects.toThrow(McpError);
    await expect(call).rejects.toMatchObject({ code: ErrorCode.InvalidParams, message: expect.stringContaining('"search_Invoice"') });
  });
});

describe("oneindex mcp --max-result-chars", () => {
  const dir = mkdtempSync(join(tmpdir(), "oneindex-mcp-cut-"));
  const snapshot = join(dir, "invoices.oneindex");
  const client = new Client({ name: "oneindex-test", version: "1.0.0" });

  beforeAll(async () => {
    const quiet = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false };
    // 40 invoices: far more than 1,500 characters of hits.
    const data = join(dir, "many.ndjson");
    writeFileSync(
      data,
      Array.from({ length: 40 }, (_, i) =>
        JSON.stringify({
          id: String(i),
          customer: `customer ${i}`,
          notes: "steel beams and pipes",
          total: i,
          issued: "2024-03-01",
          paid: false,
        }),
      ).join("\n"),
    );
    expect(await runCli(["index", join(here, "fixtures", "invoice.definition.json"), data, "--out", snapshot], quiet)).toBe(0);
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [bin, "mcp", snapshot, "--max-result-chars", "1500"], stderr: "ignore" }),
    );
  });
  afterAll(async () => {
    await client.close();
  });

  it("cuts the hits to the budget and says how to page on", async () => {
    const result = CallToolResultSchema.parse(
      await client.callTool({ name: "search_Invoice", arguments: { v: 1, limit: 100, countExactly: true } }),
    );
    expect(result.isError).toBeFalsy();
    const structured = result.structuredContent as {
      hits: unknown[];
      total: { value: number };
      cut?: { hitsReturned: number; hitsOmitted: number; message: string };
    };
    expect(structured.cut).toBeDefined();
    expect(structured.hits.length).toBe(structured.cut!.hitsReturned);
    expect(structured.cut!.hitsReturned + structured.cut!.hitsOmitted).toBe(structured.total.value);
    expect(structured.cut!.message).toContain('"offset"');
    const text = (result.content[0] as { text: string }).text;
    expect(text.length).toBeLessThanOrEqual(1500);
    expect(structured.cut!.hitsReturned).toBeGreaterThan(1);
    expect(JSON.parse(text)).toEqual(structured);
  });

  it("keeps the aggregations whole when it cuts the hits", async () => {
    const args = { v: 1, limit: 100, aggs: { perTotal: { type: "histogram", field: "total", interval: 10 } } };
    const structured = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice", arguments: args })).structuredContent as {
      hits: unknown[];
      total: { value: number };
      cut?: unknown;
      aggregations: { perTotal: { buckets: Array<{ count: number }> } };
    };
    expect(structured.cut).toBeDefined();
    expect(structured.hits.length).toBeLessThan(structured.total.value);
    expect(structured.aggregations.perTotal.buckets.reduce((n, b) => n + b.count, 0)).toBe(structured.total.value);
  });
});

describe("oneindex mcp options", () => {
  it("rejects a budget that is not a positive whole number", async () => {
    let err = "";
    const code = await runCli(["mcp", "x.oneindex", "--max-result-chars", "ten"], {
      stdout: () => {},
      stderr: (s: string) => (err += s),
      stderrIsTTY: false,
    });
    expect(code).toBe(2);
    expect(err).toContain('--max-result-chars takes a whole number of characters from 1000 to 999999999, found "ten"');
  });
});

describe("oneindex mcp --detail", () => {
  const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-mcp-detail-")), "invoices.oneindex");
  const definitionFile = join(here, "fixtures", "invoice.definition.json");
  const compact = new Client({ name: "oneindex-test", version: "1.0.0" });
  const full = new Client({ name: "oneindex-test", version: "1.0.0" });
  /** A call the default detail accepts and compact refuses: compact offers term without boost. */
  const boosted = { name: "search_Invoice", arguments: { v: 1, query: { type: "term", field: "customer", value: "acme", boost: 2 } } };

  beforeAll(async () => {
    const quiet = { stdout: () => {}, stderr: () => {}, stderrIsTTY: false };
    expect(
      await runCli(["index", definitionFile, join(here, "fixtures", "invoices.ndjson"), "--out", snapshot, "--skip-invalid"], quiet),
    ).toBe(0);
    const spawnWith = (...extra: string[]) =>
      new StdioClientTransport({ command: process.execPath, args: [bin, "mcp", snapshot, ...extra], stderr: "ignore" });
    await compact.connect(spawnWith("--detail", "compact"));
    await full.connect(spawnWith());
  });
  afterAll(async () => {
    await compact.close();
    await full.close();
  });

  it("lists the compact descriptor and parses calls with the compact detail", async () => {
    const definition = documentSchemaFromJSON(readFileSync(definitionFile, "utf8"));
    expect((await compact.listTools()).tools).toEqual([SearchTool.descriptor(definition, { format: "mcp", detail: "compact" })]);
    const refused = CallToolResultSchema.parse(await compact.callTool(boosted));
    expect(refused.isError).toBe(true);
    expect((refused.content[0] as { text: string }).text).toContain("boost");
    const answered = CallToolResultSchema.parse(await full.callTool(boosted));
    expect(answered.isError).toBeFalsy();
    expect((answered.structuredContent as { hits: Array<{ id: string }> }).hits.length).toBeGreaterThan(0);
  });
});
