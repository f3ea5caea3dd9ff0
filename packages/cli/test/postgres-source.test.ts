// `--postgres <url> --table <name> --definition <file>` through the command line's own path, with a
// PGlite instance passed in where the CLI would open a `pg.Pool` (a URL cannot reach PGlite): the
// checks of the table, answers equal to the embedded engine's, the size gate, the work budget, and
// the URL's password kept out of every message. The same commands on a real server: postgres-server.test.ts.
import { PGlite } from "@electric-sql/pglite";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliIo, type ConnectPostgres } from "../src/index.js";
import { createMcpServer } from "../src/commands/mcp-command.js";
import { openPostgresSource, postgresCalls, redactUrl } from "../src/postgres/postgres-source.js";
import { readPipedLines } from "../src/repl/read-lines.js";
import { ReplSession } from "../src/repl/repl-session.js";
import { fillInvoices, INVOICE_DEFINITION, INVOICES } from "./support/postgres-fixture.js";

const URL_WITH_PASSWORD = "postgresql://reader:s3cr%3Et-pw@db.example:5432/shop";
const PASSWORD = ["s3cr%3Et-pw", "s3cr>t-pw"];
const db = new PGlite();
let closed = 0;
const connect: ConnectPostgres = () => ({ client: db, close: async () => void closed++ });
const dir = mkdtempSync(join(tmpdir(), "oneindex-pg-cli-"));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
  const code = await runCli(argv, io, { connectPostgres: connect });
  for (const secret of PASSWORD) expect(out + err).not.toContain(secret);
  return { code, out, err };
}

const source = ["--postgres", URL_WITH_PASSWORD, "--table", "invoices", "--definition", INVOICE_DEFINITION];
let embedded: Awaited<ReturnType<typeof fillInvoices>>["embedded"];

beforeAll(async () => {
  ({ embedded } = await fillInvoices(db, "invoices"));
});
afterAll(async () => {
  await db.close();
});

describe("search --postgres", () => {
  it("answers as the embedded engine does, and closes the connection", async () => {
    const call = { v: 1, q: "steel", filter: "total >= 100", sort: [{ field: "total", order: "desc" }] };
    const before = closed;
    const { code, out } = await run("search", ...source, "--json", JSON.stringify(call));
    expect(code).toBe(0);
    const results = JSON.parse(out) as { hits: { id: string }[]; total: { value: number } };
    const expected = embedded.search(call);
    expect(results.hits.map((h) => h.id)).toEqual(expected.hits.map((h) => h.id));
    expect(results.total.value).toBe(expected.total.value);
    expect(results.hits.map((h) => h.id)).toEqual(["1", "2"]);
    expect(closed).toBe(before + 1);
  });

  it("prints plain words as a table with highlights, and aggregations", async () => {
    const words = await run("search", ...source, "steel", "beams");
    expect(words.code).toBe(0);
    expect(words.err).toContain('searching "steel beams" as q');
    expect(words.out).toMatch(/^\d+ match/);
    expect(words.out).toContain("<em>");
    const aggs = await run("search", ...source, JSON.stringify({ v: 1, limit: 0, aggs: { who: { type: "terms", field: "customer" } } }));
    expect(aggs.code).toBe(0);
    expect(aggs.out).toMatch(/who:\n\s+key\s+count\n\s+umbrella\s+30\n\s+acme\s+2\n/);
  });

  it("gives the model's text for a bad call, exit 1", async () => {
    const { code, out } = await run("search", ...source, JSON.stringify({ v: 1, q: "x", filter: "totl > 3" }));
    expect(code).toBe(1);
    expect(out).toContain("totl");
    expect(out).toContain("total");
  });

  it("cuts results to --max-result-chars through the size gate", async () => {
    const { code, out } = await run(
      "search",
      ...source,
      "--json",
      "--max-result-chars",
      "1000",
      JSON.stringify({ v: 1, q: "inventory", highlight: true }),
    );
    expect(code).toBe(0);
    expect(out.length).toBeLessThanOrEqual(1001);
    expect(JSON.parse(out)).toHaveProperty("cut");
  });

  it("refuses a call over --work-budget as too costly (the fuzzy expansion's charge)", async () => {
    const call = JSON.stringify({ v: 1, query: { type: "fuzzy", field: "notes", value: "steal" } });
    const ok = await run("search", ...source, "--json", call);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).total.value).toBeGreaterThan(0);
    const refused = await run("search", ...source, "--work-budget", "1", call);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("The search was stopped because it would");
  });
});

describe("problems with the source", () => {
  it("names a table that does not exist, the password hidden", async () => {
    const { code, err } = await run("search", "--postgres", URL_WITH_PASSWORD, "--table", "nope", "--definition", INVOICE_DEFINITION, "x");
    expect(code).toBe(1);
    expect(err).toContain('table "nope" does not exist');
    expect(err).toContain("postgresql://reader:***@db.example:5432/shop");
    expect(err).not.toMatch(/\n\s+at /);
  });

  it("names the fields a table has no column for", async () => {
    const other = join(dir, "more.definition.json");
    writeFileSync(
      other,
      JSON.stringify({ name: "Invoice", fields: { id: { kind: "id" }, customer: { kind: "keyword" }, region: { kind: "keyword" } } }),
    );
    const { code, err } = await run("search", "--postgres", URL_WITH_PASSWORD, "--table", "invoices", "--definition", other, "x");
    expect(code).toBe(1);
    expect(err).toContain(`does not match ${other}`);
    expect(err).toContain('no column "region" for field "region"');
  });

  it("names the side tables a plain table lacks", async () => {
    await db.query("CREATE TABLE plain (id text, customer text, notes text, _source json)");
    const { code, err } = await run("search", "--postgres", URL_WITH_PASSWORD, "--table", "plain", "--definition", INVOICE_DEFINITION, "x");
    expect(code).toBe(1);
    expect(err).toContain('"plain_postings"');
    expect(err).toContain("ddl({ existing: true })");
  });

  it("reports a failed connection in one line, the password scrubbed even from the driver's text", async () => {
    const failing: ConnectPostgres = () => ({
      client: { query: () => Promise.reject(new Error('password "s3cr>t-pw" authentication failed for user "reader"')) },
      close: async () => undefined,
    });
    let err = "";
    const io: CliIo = { stdout: () => undefined, stderr: (t) => void (err += t), stderrIsTTY: false };
    const code = await runCli(["search", ...source, "x"], io, { connectPostgres: failing });
    expect(code).toBe(1);
    expect(err).toBe(
      'oneindex: cannot connect to PostgreSQL at postgresql://reader:***@db.example:5432/shop: password "***" authentication failed for user "reader"\n',
    );
  });

  it("reports a server that refuses, through the CLI's own pg.Pool", async () => {
    let err = "";
    const io: CliIo = { stdout: () => undefined, stderr: (t) => void (err += t), stderrIsTTY: false };
    const url = "postgresql://reader:s3cr%3Et-pw@127.0.0.1:1/shop";
    const code = await runCli(["search", "--postgres", url, "--table", "invoices", "--definition", INVOICE_DEFINITION, "x"], io);
    expect(code).toBe(1);
    expect(err).toMatch(/^oneindex: cannot connect to PostgreSQL at postgresql:\/\/reader:\*\*\*@127\.0\.0\.1:1\/shop: .*ECONNREFUSED/);
    for (const secret of PASSWORD) expect(err).not.toContain(secret);
  }, 30_000);

  it("needs --table and --definition with --postgres, and a postgresql:// URL", async () => {
    const missing = await run("search", "--postgres", URL_WITH_PASSWORD, "x");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("--postgres needs --table <name> and --definition <file.json>");
    const stray = await run("search", "--table", "invoices", "snap.oneindex", "x");
    expect(stray.code).toBe(2);
    expect(stray.err).toContain("--table names the table of a Postgres source");
    const bad = await run("search", "--postgres", "mysql://root:s3cr%3Et-pw@h/db", "--table", "t", "--definition", INVOICE_DEFINITION, "x");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--postgres takes a connection URL starting postgresql://");
    const both = await run("mcp", ...source, "snap.oneindex");
    expect(both.code).toBe(2);
    expect(both.err).toContain("mcp serves either snapshots or one Postgres table");
  });

  it("redacts only the password of a URL", () => {
    expect(redactUrl("postgresql://u:p%40ss@h:5432/d?sslmode=require")).toBe("postgresql://u:***@h:5432/d?sslmode=require");
    expect(redactUrl("postgresql://u@/d?host=/var/run/postgresql")).toBe("postgresql://u@/d?host=/var/run/postgresql");
  });
});

describe("mcp and serve on a Postgres source", () => {
  it("an MCP client calls the table's tool, results through the size gate", async () => {
    const opened = await openPostgresSource({ url: URL_WITH_PASSWORD, table: "invoices", definition: INVOICE_DEFINITION }, connect);
    expect(opened.served.size).toBe(34);
    const server = createMcpServer(opened.served, { maxResultChars: 1000, log: () => undefined });
    const client = new Client({ name: "oneindex-test", version: "1.0.0" });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([server.connect(a), client.connect(b)]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_Invoice"]);
    const found = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: "wire" } }));
    expect((found.structuredContent as { hits: { id: string }[] }).hits.map((h) => h.id).sort()).toEqual(
      embedded
        .search({ v: 1, q: "wire" })
        .hits.map((h) => h.id)
        .sort(),
    );
    const big = (await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: "inventory", highlight: true } })) as {
      content: { text: string }[];
    };
    expect(big.content[0]!.text.length).toBeLessThanOrEqual(1000);
    expect(JSON.parse(big.content[0]!.text)).toHaveProperty("cut");
    const bad = (await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: 3 } })) as { isError?: boolean };
    expect(bad.isError).toBe(true);
    await client.close();
    await opened.close();
  });

  it("serve's calls answer through the size gate and the budget", async () => {
    const args = { url: URL_WITH_PASSWORD, table: "invoices", definition: INVOICE_DEFINITION };
    const calls = await postgresCalls(args, { maxResultChars: 1000 }, connect);
    expect(calls.served[0]!.size).toBe(34);
    const plain = await calls.call("search_Invoice", JSON.stringify({ v: 1, q: "inventory", highlight: true }));
    expect(plain).toMatchObject({ ok: true });
    expect((plain as { text: string }).text.length).toBeLessThanOrEqual(1000);
    expect(JSON.parse((plain as { text: string }).text)).toHaveProperty("cut");
    await calls.close();
    const strict = await postgresCalls({ ...args, workBudget: 1 }, {}, connect);
    const fuzzy = await strict.call("search_Invoice", JSON.stringify({ v: 1, query: { type: "fuzzy", field: "notes", value: "steal" } }));
    expect(fuzzy).toMatchObject({ ok: false });
    expect((fuzzy as { text: string }).text).toContain("The search was stopped because it would");
    await strict.close();
    // The detail the tools offer is the detail calls are parsed with: compact offers term without boost.
    const boosted = JSON.stringify({ v: 1, query: { type: "term", field: "customer", value: "acme", boost: 2 } });
    const compact = await postgresCalls(args, { detail: "compact" }, connect);
    const refused = await compact.call("search_Invoice", boosted);
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { text: string }).text).toContain("boost");
    await compact.close();
    const full = await postgresCalls(args, {}, connect);
    expect(await full.call("search_Invoice", boosted)).toMatchObject({ ok: true });
    await full.close();
  });
});

describe("repl --postgres", () => {
  /** Pipes `lines` through a session over the table (as `repl` reads a pipe), collecting what it prints. */
  async function replOver(lines: string): Promise<{ out: string; err: string; failed: boolean; calls: number }> {
    let out = "";
    let err = "";
    const io: CliIo = { stdout: (t) => void (out += t), stderr: (t) => void (err += t), stderrIsTTY: false };
    const opened = await openPostgresSource({ url: URL_WITH_PASSWORD, table: "invoices", definition: INVOICE_DEFINITION }, connect);
    try {
      const session = new ReplSession(opened.served, 'table "invoices"', { json: true, explain: false }, io);
      await readPipedLines(Readable.from([Buffer.from(lines)]), session);
      return { out, err, failed: session.failed, calls: session.calls };
    } finally {
      await opened.close();
    }
  }

  it("answers each piped line in order, as the embedded engine does", async () => {
    const calls = [
      { v: 1, q: "steel", sort: [{ field: "total", order: "desc" }] },
      { v: 1, q: "inventory", limit: 3, sort: [{ field: "total", order: "asc" }] },
      { v: 1, q: "wire" },
    ];
    const { out, failed } = await replOver(`${calls.map((c) => JSON.stringify(c)).join("\n")}\n`);
    expect(failed).toBe(false);
    const answers = out.split("\n").filter((l) => l.startsWith("{"));
    expect(answers).toHaveLength(3);
    answers.forEach((text, i) => {
      const expected = embedded.search(calls[i]!);
      expect((JSON.parse(text) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(expected.hits.map((h) => h.id));
    });
  });

  it("gives the model's text for a bad line, goes on, and stops at .exit", async () => {
    const { out, failed, calls } = await replOver('{"v":1,"q":"x","filter":"totl > 3"}\nsteel\n.info\n.exit\ncopper\n');
    expect(failed).toBe(true);
    expect(calls).toBe(2);
    expect(out).toContain("totl");
    expect(out).toContain('table "invoices": search_Invoice, 34 documents');
  });

  it("is started by runCli with --postgres, the table checked first", async () => {
    const { code, err } = await run("repl", "--postgres", URL_WITH_PASSWORD, "--table", "no_such", "--definition", INVOICE_DEFINITION);
    expect(code).toBe(1);
    expect(err).toContain('table "no_such" does not exist');
    const both = await run("repl", "snap.oneindex", ...source);
    expect(both.code).toBe(2);
    expect(both.err).toContain("not both");
  });
});

describe("index --postgres", () => {
  const ndjson = (records: readonly unknown[]) => {
    const file = join(dir, `data-${Math.random().toString(36).slice(2)}.ndjson`);
    writeFileSync(file, records.map((r) => JSON.stringify(r)).join("\n"));
    return file;
  };
  const exists = async (table: string) =>
    ((await db.query("SELECT to_regclass($1) IS NOT NULL AS e", [table])).rows[0] as { e: boolean }).e;

  it("creates the table and fills it: search then answers as the embedded engine", async () => {
    const data = ndjson(INVOICES);
    const { code, err } = await run("index", INVOICE_DEFINITION, data, "--postgres", URL_WITH_PASSWORD, "--table", "loaded");
    expect(code).toBe(0);
    expect(err).toContain(`indexed ${INVOICES.length} documents into table "loaded" at postgresql://reader:***@db.example:5432/shop`);
    const call = { v: 1, q: "steel wire", sort: [{ field: "total", order: "desc" }], aggs: { who: { type: "terms", field: "customer" } } };
    const found = await run(
      "search",
      "--postgres",
      URL_WITH_PASSWORD,
      "--table",
      "loaded",
      "--definition",
      INVOICE_DEFINITION,
      "--json",
      JSON.stringify(call),
    );
    expect(found.code).toBe(0);
    const results = JSON.parse(found.out) as { hits: { id: string }[]; aggregations: unknown };
    const expected = embedded.search(call);
    expect(results.hits.map((h) => h.id)).toEqual(expected.hits.map((h) => h.id));
    expect(results.aggregations).toEqual(JSON.parse(JSON.stringify(expected.aggregations)));
    // A second load into the same name is refused, and the table keeps its rows.
    const again = await run("index", INVOICE_DEFINITION, data, "--postgres", URL_WITH_PASSWORD, "--table", "loaded");
    expect(again.code).toBe(1);
    expect(again.err).toContain('table "loaded" (or one of its side tables) already exists');
    expect((await db.query('SELECT count(*)::int AS n FROM "loaded"')).rows).toEqual([{ n: INVOICES.length }]);
  });

  it("writes nothing when a record is rejected, and the valid ones with --skip-invalid", async () => {
    const data = ndjson([...INVOICES.slice(0, 3), { id: "bad", customer: "x", notes: "n", total: "lots" }, INVOICES[3]]);
    const refused = await run("index", INVOICE_DEFINITION, data, "--postgres", URL_WITH_PASSWORD, "--table", "partial");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/\.ndjson:4: .*total/);
    expect(refused.err).toContain("nothing was written");
    expect(await exists("partial")).toBe(false);
    expect(await exists("partial_postings")).toBe(false);
    const skipped = await run("index", INVOICE_DEFINITION, data, "--postgres", URL_WITH_PASSWORD, "--table", "partial", "--skip-invalid");
    expect(skipped.code).toBe(0);
    expect(skipped.err).toContain("indexed 4 documents");
    expect(skipped.err).toContain("skipped 1 invalid");
    expect((await db.query('SELECT count(*)::int AS n FROM "partial"')).rows).toEqual([{ n: 4 }]);
  });

  it("says how to name the target when the options do not fit", async () => {
    const data = ndjson(INVOICES.slice(0, 1));
    const noTable = await run("index", INVOICE_DEFINITION, data, "--postgres", URL_WITH_PASSWORD);
    expect(noTable.code).toBe(2);
    expect(noTable.err).toContain("needs --table <name>");
    const both = await run(
      "index",
      INVOICE_DEFINITION,
      data,
      "--postgres",
      URL_WITH_PASSWORD,
      "--table",
      "t",
      "--out",
      join(dir, "x.oneindex"),
    );
    expect(both.code).toBe(2);
    expect(both.err).toContain("not both");
    const neither = await run("index", INVOICE_DEFINITION, data);
    expect(neither.code).toBe(2);
    expect(neither.err).toContain("--out <snapshot> (or --postgres <url> --table <name>)");
  });
});
