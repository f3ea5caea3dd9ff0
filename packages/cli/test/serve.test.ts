// `oneindex serve` as a user runs it: the real process on a free port, spoken to over HTTP (fetch,
// and a raw socket for what fetch will not send), then stopped with SIGINT.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchemaFromJSON, SearchTool } from "oneindex";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const dir = mkdtempSync(join(tmpdir(), "oneindex-serve-"));
const snapshot = join(dir, "invoices.oneindex");
const notes = join(dir, "notes.oneindex");

/** A spawned `oneindex serve`, its stderr collected, and the address it says it listens on. */
class Served {
  readonly child: ChildProcessWithoutNullStreams;
  stderr = "";
  readonly exited: Promise<number | null>;

  constructor(args: string[]) {
    this.child = spawn(process.execPath, [bin, "serve", ...args]);
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (text: string) => (this.stderr += text));
    this.exited = once(this.child, "close").then(([code]) => code as number | null);
  }

  /** The server's base URL, once it says it is listening. */
  async url(): Promise<string> {
    while (!/ on (http:\/\/\S+) /.test(this.stderr)) {
      const stillRunning = await Promise.race([once(this.child.stderr, "data").then(() => true), this.exited.then(() => false)]);
      if (!stillRunning) throw new Error(`serve exited: ${this.stderr}`);
    }
    return / on (http:\/\/\S+) /.exec(this.stderr)![1]!;
  }

  async stop(): Promise<number | null> {
    this.child.kill("SIGINT");
    return this.exited;
  }
}

/** Sends raw bytes on a new connection and returns all the server answers before closing it. */
async function raw(url: string, ...pieces: (string | Buffer)[]): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  let answer = "";
  socket.on("data", (d: Buffer) => (answer += d.toString("utf8")));
  socket.on("error", () => {}); // the server may close while we still write: its answer is what is checked
  for (const piece of pieces) socket.write(piece);
  await once(socket, "close");
  return answer;
}

beforeAll(async () => {
  const fixture = (name: string) => join(here, "fixtures", name);
  expect(
    (await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid")).code,
  ).toBe(0);
  writeFileSync(
    join(dir, "note.definition.json"),
    JSON.stringify({ name: "Note", fields: { id: { kind: "id" }, body: { kind: "text" } } }),
  );
  // One note on steel, and thirty long ones on iron: far more than 1,000 characters of hits.
  const iron = Array.from({ length: 30 }, (_, i) => JSON.stringify({ id: `i${i}`, body: `iron ${"ore ".repeat(60)}${i}` }));
  writeFileSync(join(dir, "notes.ndjson"), ['{"id":"n1","body":"steel prices rise"}', ...iron].join("\n"));
  expect((await run("index", join(dir, "note.definition.json"), join(dir, "notes.ndjson"), "--out", notes)).code).toBe(0);
});

describe("oneindex serve", () => {
  const server = new Served([snapshot, "--port", "0"]);
  let url = "";
  beforeAll(async () => {
    url = await server.url();
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop();
  });

  it("listens on 127.0.0.1 and says what it serves", () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.stderr).toContain(`oneindex serve: serving search_Invoice (3 documents) on ${url} (snapshots opened: 1)`);
  });

  it("gives the tools' descriptors at GET /, in the format asked", async () => {
    const definition = documentSchemaFromJSON(readFileSync(join(here, "fixtures", "invoice.definition.json"), "utf8"));
    expect(await (await fetch(`${url}/`)).json()).toEqual([SearchTool.descriptor(definition)]);
    expect(await (await fetch(`${url}/?format=openai-strict`)).json()).toEqual([
      SearchTool.descriptor(definition, { format: "openai-strict" }),
    ]);
    const bad = await fetch(`${url}/?format=gemni`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(
      'format: unknown format "gemni" (did you mean "gemini"?); formats are anthropic, openai-chat, openai-responses, openai-strict, mcp, gemini\n',
    );
  });

  it("answers a call with the results' JSON, and a bad call with 422 and the model's text", async () => {
    const good = await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"q":"steel","countExactly":true}' });
    expect(good.status).toBe(200);
    expect(good.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const results = (await good.json()) as { hits: Array<{ id: string }>; total: { value: number } };
    expect(results.total.value).toBe(2);
    expect(results.hits.map((h) => h.id).sort()).toEqual(["1", "2"]);
    const named = await fetch(`${url}/search/search_Invoice`, { method: "POST", body: '{"v":1,"filter":"paid = true"}' });
    expect(((await named.json()) as { total: { value: number } }).total.value).toBe(2);
    const bad = await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"qq":"steel"}' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(
      /^The search arguments were not valid \(1 problem\); nothing was searched\.\n- \/qq: unknown property "qq".*did you mean "q"\?/,
    );
  });

  it("has opened the snapshot once, whatever the calls", async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"q":"beams"}' })).status).toBe(200);
    const health = (await (await fetch(`${url}/health`)).json()) as { tools: unknown; snapshotsOpened: number; calls: number };
    expect(health.tools).toEqual([{ name: "search_Invoice", documents: 3 }]);
    expect(health.snapshotsOpened).toBe(1);
    expect(health.calls).toBeGreaterThanOrEqual(3);
  });

  it("names the routes, the methods and the tools it has", async () => {
    const nowhere = await fetch(`${url}/query`);
    expect(nowhere.status).toBe(404);
    expect(await nowhere.text()).toContain('no route "/query"; routes: GET /');
    const get = await fetch(`${url}/search`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const tool = await fetch(`${url}/search/search_Invoices`, { method: "POST", body: "{}" });
    expect(tool.status).toBe(404);
    expect(await tool.text()).toBe(
      'unknown tool "search_Invoices" (did you mean "search_Invoice"?); this server offers "search_Invoice"\n',
    );
  });

  it("refuses a body over the limit without reading it, whether its length is declared or streamed", async () => {
    const declared = await raw(url, "POST /search HTTP/1.1\r\nHost: localhost\r\nContent-Length: 999999999\r\n\r\n{");
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).toContain("the call is 999999999 bytes long, over the limit of 262144 bytes for one call; it was not read");
    const chunk = "a".repeat(64 * 1024);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const streamed = await raw(
      url,
      "POST /search HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      ...chunks,
      "0\r\n\r\n",
    );
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /);
    expect(streamed).toContain(`the call is ${5 * chunk.length} bytes long, over the limit of 262144 bytes`);
    const notUtf8 = await fetch(`${url}/search`, { method: "POST", body: Buffer.from([0x7b, 0xff, 0x7d]) });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.text()).toBe("the call is not valid UTF-8 (byte 1 of the body)\n");
    // And it goes on serving.
    expect((await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"q":"steel"}' })).status).toBe(200);
  });

  it("closes on SIGINT, saying so, exit 0", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.stderr).toMatch(/oneindex serve: SIGINT: closing the server\n$/);
  });
});

describe("oneindex serve with several snapshots and a result budget", () => {
  const server = new Served([snapshot, notes, "--port", "0", "--max-result-chars", "1000"]);
  let url = "";
  beforeAll(async () => {
    url = await server.url();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("asks which tool a call on /search is for, and answers it on /search/<tool>", async () => {
    const which = await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"q":"steel"}' });
    expect(which.status).toBe(400);
    expect(await which.text()).toBe(
      "this server offers several tools; POST the call to /search/<tool name>: /search/search_Invoice, /search/search_Note\n",
    );
    const note = (await (await fetch(`${url}/search/search_Note`, { method: "POST", body: '{"v":1,"q":"steel"}' })).json()) as {
      hits: Array<{ id: string }>;
    };
    expect(note.hits.map((h) => h.id)).toEqual(["n1"]);
    expect(((await (await fetch(`${url}/`)).json()) as Array<{ name: string }>).map((t) => t.name)).toEqual([
      "search_Invoice",
      "search_Note",
    ]);
  });

  it("cuts the result to --max-result-chars with a note on how to page on, as mcp does", async () => {
    const text = await (
      await fetch(`${url}/search/search_Note`, { method: "POST", body: '{"v":1,"q":"iron","limit":30,"countExactly":true}' })
    ).text();
    expect(text.length).toBeLessThanOrEqual(1000);
    const results = JSON.parse(text) as {
      hits: unknown[];
      cut?: { hitsReturned: number; hitsOmitted: number; valuesShortenedTo?: number; message: string };
    };
    expect(results.cut).toMatchObject({ hitsReturned: results.hits.length, hitsOmitted: 30 - results.hits.length, valuesShortenedTo: 100 });
    expect(results.hits.length).toBeGreaterThan(0);
    expect(results.cut!.message).toContain(`"offset": ${results.hits.length}`);
  });
});

describe("oneindex serve that cannot start", () => {
  it("names a port that is taken, exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    const server = new Served([snapshot, "--port", String(port)]);
    expect(await server.exited).toBe(1);
    expect(server.stderr).toContain(`oneindex: cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`);
    taken.close();
  });

  it("names a snapshot it cannot open, and two snapshots of one tool name, exit 1", async () => {
    const missing = new Served([join(dir, "missing.oneindex"), "--port", "0"]);
    expect(await missing.exited).toBe(1);
    expect(missing.stderr).toMatch(/^oneindex: .*missing\.oneindex: cannot read the snapshot: ENOENT/);
    const twice = new Served([snapshot, snapshot, "--port", "0"]);
    expect(await twice.exited).toBe(1);
    expect(twice.stderr).toContain('two snapshots would both be served as the tool "search_Invoice"');
  });

  it("checks --port", async () => {
    const r = await run("serve", snapshot, "--port", "70000");
    expect(r.code).toBe(2);
    expect(r.err).toContain('--port takes a whole number from 0 (any free port) to 65535, found "70000"');
  });
});

describe("oneindex serve --detail", () => {
  const server = new Served([snapshot, "--port", "0", "--detail", "compact"]);
  let url = "";
  beforeAll(async () => {
    url = await server.url();
  });
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop();
  });

  it("offers the compact descriptor and parses calls with the compact detail", async () => {
    const definition = documentSchemaFromJSON(readFileSync(join(here, "fixtures", "invoice.definition.json"), "utf8"));
    expect(await (await fetch(`${url}/?format=mcp`)).json()).toEqual([
      SearchTool.descriptor(definition, { format: "mcp", detail: "compact" }),
    ]);
    // Compact offers term without boost: the call is refused with the parser's words, as a model reads them.
    const boosted = await fetch(`${url}/search`, {
      method: "POST",
      body: JSON.stringify({ v: 1, query: { type: "term", field: "customer", value: "acme", boost: 2 } }),
    });
    expect(boosted.status).toBe(422);
    expect(await boosted.text()).toContain("boost");
    const plain = await fetch(`${url}/search`, { method: "POST", body: '{"v":1,"q":"steel"}' });
    expect(plain.status).toBe(200);
  });
});
