// `search`, `mcp` and `serve` with `--postgres` against a real PostgreSQL server, as a user runs
// them: the built CLI as a child process, its own `pg.Pool`. Runs when ONEINDEX_PG_URL names a
// database the user may create tables in (CI sets it); otherwise skipped, saying why. The same
// wiring on PGlite, which always runs: postgres-source.test.ts.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { spawn, execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillInvoices, INVOICE_DEFINITION, INVOICES } from "./support/postgres-fixture.js";

const SERVER_URL = process.env["ONEINDEX_PG_URL"];
const bin = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "main.js");
const table = `cli_invoices_${process.pid}`;

if (SERVER_URL === undefined)
  console.log(
    "ONEINDEX_PG_URL is not set: the CLI's PostgreSQL server tests are skipped (set it to a database the user may create tables in)",
  );

/** The URL's password, which no output may show. */
const password = SERVER_URL === undefined ? undefined : /^[a-z]+:\/\/[^:@/]*:([^@/]+)@/i.exec(SERVER_URL)?.[1];

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args]);
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe.skipIf(SERVER_URL === undefined)("--postgres on a PostgreSQL server", () => {
  const url = SERVER_URL!;
  const source = ["--postgres", url, "--table", table, "--definition", INVOICE_DEFINITION];
  let pool: pg.Pool;
  let fixture: Awaited<ReturnType<typeof fillInvoices>>;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    fixture = await fillInvoices(pool, table);
  }, 60_000);
  afterAll(async () => {
    await fixture?.postgres.dropTable();
    await pool?.end();
  });

  it("search answers as the embedded engine, through its own pg.Pool", async () => {
    const call = { v: 1, q: "steel", filter: "total >= 100", sort: [{ field: "total", order: "desc" }] };
    const { code, out, err } = await cli("search", ...source, "--json", JSON.stringify(call));
    expect(err).toBe("");
    expect(code).toBe(0);
    const results = JSON.parse(out) as { hits: { id: string }[] };
    expect(results.hits.map((h) => h.id)).toEqual(fixture.embedded.search(call).hits.map((h) => h.id));
  }, 30_000);

  it("a missing table and an unreachable server are one line each, the password hidden", async () => {
    const missing = await cli("search", "--postgres", url, "--table", "no_such_table_here", "--definition", INVOICE_DEFINITION, "x");
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^oneindex: table "no_such_table_here" does not exist in the database at postgres/);
    expect(missing.err.trim().split("\n")).toHaveLength(1);
    const down = await cli(
      "search",
      "--postgres",
      url.replace(/:5432\//, ":1/"),
      "--table",
      table,
      "--definition",
      INVOICE_DEFINITION,
      "x",
    );
    if (url.includes(":5432/")) {
      expect(down.code).toBe(1);
      expect(down.err).toMatch(/^oneindex: cannot connect to PostgreSQL at .*ECONNREFUSED/);
    }
    if (password !== undefined) for (const r of [missing, down]) expect(r.out + r.err).not.toContain(password);
  }, 30_000);

  it("repl answers piped lines in order from the table, and says which line failed", async () => {
    const child = spawn(process.execPath, [bin, "repl", ...source, "--json"]);
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (t: string) => (out += t));
    child.stderr.setEncoding("utf8").on("data", (t: string) => (err += t));
    const exited = once(child, "close");
    const calls = [
      { v: 1, q: "copper" },
      { v: 1, q: "wire", sort: [{ field: "total", order: "asc" }] },
    ];
    child.stdin.end(`${calls.map((c) => JSON.stringify(c)).join("\n")}\n{"v":1,"q":"x","filter":"totl > 1"}\n.info\n`);
    expect((await exited)[0]).toBe(1);
    expect(err).toContain("search_Invoice (34 documents) is open");
    const [first, second] = out.split("\n").filter((l) => l.startsWith("{"));
    expect((JSON.parse(first!) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(["3"]);
    expect((JSON.parse(second!) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(["3", "4"]);
    expect(out).toContain("totl");
    expect(out).toContain(`table "${table}" at postgres`);
    if (password !== undefined) expect(out + err).not.toContain(password);
  }, 30_000);

  it("index creates and fills a table from a data file, which search then answers from", async () => {
    const loaded = `cli_loaded_${process.pid}`;
    const data = join(mkdtempSync(join(tmpdir(), "oneindex-pg-index-")), "invoices.ndjson");
    writeFileSync(data, INVOICES.map((r) => JSON.stringify(r)).join("\n"));
    try {
      const made = await cli("index", INVOICE_DEFINITION, data, "--postgres", url, "--table", loaded);
      expect(made.code).toBe(0);
      expect(made.err).toContain(`indexed ${INVOICES.length} documents into table "${loaded}"`);
      const call = { v: 1, q: "inventory", sort: [{ field: "total", order: "desc" }], limit: 4 };
      const found = await cli(
        "search",
        "--postgres",
        url,
        "--table",
        loaded,
        "--definition",
        INVOICE_DEFINITION,
        "--json",
        JSON.stringify(call),
      );
      expect(found.code).toBe(0);
      expect((JSON.parse(found.out) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(
        fixture.embedded.search(call).hits.map((h) => h.id),
      );
      if (password !== undefined) expect(made.out + made.err + found.err).not.toContain(password);
    } finally {
      await pool.query(`DROP TABLE IF EXISTS "${loaded}", "${loaded}_postings", "${loaded}_terms", "${loaded}_fields"`);
    }
  }, 60_000);

  it("mcp serves the table's tool to an MCP client", async () => {
    const client = new Client({ name: "oneindex-test", version: "1.0.0" });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, "mcp", ...source], stderr: "ignore" }));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_Invoice"]);
    const found = CallToolResultSchema.parse(
      await client.callTool({
        name: "search_Invoice",
        arguments: { v: 1, q: "wire", sort: [{ field: "total", order: "asc" }] },
      }),
    );
    expect((found.structuredContent as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(["3", "4"]);
    await client.close();
  }, 30_000);

  it("serve answers POST /search on the table, behind the exposure policy", async () => {
    const child = spawn(process.execPath, [bin, "serve", ...source, "--port", "0"]);
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (t: string) => (stderr += t));
    const exited = once(child, "close");
    while (!/ on (http:\/\/\S+) /.test(stderr))
      await Promise.race([
        once(child.stderr, "data"),
        exited.then(() => {
          throw new Error(stderr);
        }),
      ]);
    const base = / on (http:\/\/\S+) /.exec(stderr)![1]!;
    const answer = await fetch(`${base}/search`, { method: "POST", body: JSON.stringify({ v: 1, q: "copper" }) });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(["3"]);
    const foreign = await fetch(`${base}/search`, { method: "POST", headers: { origin: "https://evil.example" }, body: "{}" });
    expect(foreign.status).toBe(403);
    child.kill("SIGINT");
    expect((await exited)[0]).toBe(0);
    if (password !== undefined) expect(stderr).not.toContain(password);
  }, 30_000);
});
