// The MCP server's stdin as a hostile client writes it: lines far over the limit, garbage, bytes
// that are not UTF-8, a line of 60 MB. The real server process is spawned and spoken to in raw
// lines, so nothing between the test and the server's reading is the SDK's.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MCP_MAX_LINE_BYTES } from "../src/mcp/messages.js";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-mcp-hostile-")), "invoices.oneindex");

interface Answer {
  readonly id: string | number | null;
  readonly result?: { isError?: boolean; structuredContent?: { total: { value: number } } };
  readonly error?: { code: number; message: string };
}

/** A spawned `oneindex mcp` with its answers (stdout lines) and log (stderr) collected. */
class Server {
  readonly child: ChildProcessWithoutNullStreams;
  readonly answers: Answer[] = [];
  stderr = "";
  private pending = "";
  private waiters: Array<() => void> = [];

  constructor() {
    this.child = spawn(process.execPath, [bin, "mcp", snapshot]);
    this.child.stdout.setEncoding("utf8");
    this.child.stdout.on("data", (text: string) => {
      this.pending += text;
      let newline: number;
      while ((newline = this.pending.indexOf("\n")) >= 0) {
        this.answers.push(JSON.parse(this.pending.slice(0, newline)) as Answer);
        this.pending = this.pending.slice(newline + 1);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (text: string) => {
      this.stderr += text;
      for (const wake of this.waiters.splice(0)) wake();
    });
    // The server may stop reading after an answer we wait for; a write into a closed pipe is not this test's failure.
    this.child.stdin.on("error", () => {});
  }

  /** Writes text, waiting for the pipe to drain. */
  async write(text: string | Buffer): Promise<void> {
    if (!this.child.stdin.write(text)) await once(this.child.stdin, "drain");
  }

  /** Resolves once stderr matches `pattern` (stderr and stdout are separate pipes: a log line may arrive after the answer it goes with). */
  async stderrMatching(pattern: RegExp): Promise<string> {
    while (!pattern.test(this.stderr)) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with ${this.child.exitCode}; stderr:\n${this.stderr}`);
      await Promise.race([new Promise<void>((r) => this.waiters.push(r)), once(this.child, "exit")]);
    }
    return this.stderr;
  }

  /** Resolves once `count` answers have arrived (or fails when the server exits first). */
  async answersUpTo(count: number): Promise<Answer[]> {
    while (this.answers.length < count) {
      if (this.child.exitCode !== null)
        throw new Error(`the server exited with ${this.child.exitCode} after ${this.answers.length} answers; stderr:\n${this.stderr}`);
      await Promise.race([new Promise<void>((r) => this.waiters.push(r)), once(this.child, "exit")]);
    }
    return this.answers.slice(0, count);
  }
}

const call = (id: number, q: string) =>
  `${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "search_Invoice", arguments: { v: 1, q, countExactly: true } } })}\n`;
const initialize = `${JSON.stringify({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "hostile", version: "1" } } })}\n${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`;

/** Writes `bytes` bytes of one line (no line break) in 1 MiB chunks, never holding more. */
async function writeLongLine(
  server: Server,
  bytes: number,
  head = '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_Invoice","arguments":{"v":1,"q":"',
): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, "a");
  await server.write(head);
  for (let left = bytes - head.length; left > 0; left -= chunk.length)
    await server.write(left >= chunk.length ? chunk : chunk.subarray(0, left));
}

function expectLineTooLong(answer: Answer | undefined): void {
  expect(answer).toMatchObject({ id: null, error: { code: -32700 } });
  expect(answer!.error!.message).toContain("over the limit");
  expect(answer!.error!.message).toContain(String(MCP_MAX_LINE_BYTES));
}

function expectSteel(answer: Answer | undefined, id: number): void {
  expect(answer?.id).toBe(id);
  expect(answer?.result?.isError).toBeFalsy();
  expect(answer?.result?.structuredContent?.total.value).toBe(2);
}

describe("oneindex mcp on hostile stdin", () => {
  let server: Server | undefined;

  beforeAll(async () => {
    const fixture = (name: string) => join(here, "fixtures", name);
    expect(
      (await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid")).code,
    ).toBe(0);
  });
  afterEach(() => {
    server?.child.kill();
    server = undefined;
  });

  it("answers a 12 MiB line with a parse error naming the limit, then serves the next call", async () => {
    server = new Server();
    await server.write(initialize);
    await server.answersUpTo(1);
    await writeLongLine(server, 12 * 1024 * 1024);
    await server.write(`"]}}}\n${call(1, "steel")}`);
    const [init, tooLong, steel] = await server.answersUpTo(3);
    expect(init?.id).toBe(0);
    expectLineTooLong(tooLong);
    expectSteel(steel, 1);
    expect(await server.stderrMatching(/stdin line 3: .*over the limit/)).toMatch(/stdin line 3: .*over the limit/);
  });

  it("answers garbage, bytes that are not UTF-8 and JSON that is not JSON-RPC, then serves the next call", async () => {
    server = new Server();
    await server.write(initialize);
    await server.answersUpTo(1);
    await server.write("this is not json {\n");
    await server.write(Buffer.from([0x7b, 0xff, 0x7d, 0x0a]));
    await server.write('{"id":5,"hello":"world"}\n');
    await server.write(call(2, "steel"));
    const [, garbage, notUtf8, notRpc, steel] = await server.answersUpTo(5);
    expect(garbage).toMatchObject({ id: null, error: { code: -32700, message: expect.stringContaining("not valid JSON") } });
    expect(notUtf8).toMatchObject({ id: null, error: { code: -32700, message: expect.stringContaining("not valid UTF-8 (byte 1 ") } });
    expect(notRpc).toMatchObject({ id: 5, error: { code: -32600 } });
    expectSteel(steel, 2);
    expect(await server.stderrMatching(/stdin line 3: Parse error/)).toMatch(/stdin line 3: Parse error/);
  });

  it("survives a 60 MB line, answering it and the call after it", async () => {
    server = new Server();
    await server.write(initialize);
    await server.answersUpTo(1);
    await writeLongLine(server, 60 * 1000 * 1000);
    await server.write(`\n${call(3, "steel")}`);
    const [, tooLong, steel] = await server.answersUpTo(3);
    expectLineTooLong(tooLong);
    expect(tooLong!.error!.message).toContain("60000000 bytes");
    expectSteel(steel, 3);
  });

  it("says on stderr why it stops when the client closes stdin, and exits 0", async () => {
    server = new Server();
    await server.write(initialize);
    await server.answersUpTo(1);
    server.child.stdin.end();
    const [code] = (await once(server.child, "exit")) as [number];
    expect(code).toBe(0);
    expect(server.stderr).toContain("the client closed stdin");
  });
});
