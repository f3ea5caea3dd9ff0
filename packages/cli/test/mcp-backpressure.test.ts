// Issue 32 item 7: `oneindex mcp` stops reading stdin while the client does not read its stdout,
// instead of answering into an ever-growing buffer (60 MiB per 1,000 calls, MaxListenersExceededWarning).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { run } from "./support/run.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const snapshot = join(mkdtempSync(join(tmpdir(), "oneindex-mcp-pressure-")), "invoices.oneindex");

beforeAll(async () => {
  const fixture = (name: string) => join(here, "fixtures", name);
  expect(
    (await run("index", fixture("invoice.definition.json"), fixture("invoices.ndjson"), "--out", snapshot, "--skip-invalid")).code,
  ).toBe(0);
});

/** One tools/call line asking for every invoice with highlights: about 1 KB of answer each. */
const callLine = (id: number) =>
  `${JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "search_Invoice", arguments: { v: 1, q: "steel", limit: 10, highlight: true } } })}\n`;

describe("oneindex mcp with a client that does not read", () => {
  it("stops reading its input until its output drains, then answers every call it read", async () => {
    const child = spawn(process.execPath, [bin, "mcp", snapshot], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (t: string) => (stderr += t));
    child.stdout.pause(); // the client that never reads
    const init = {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    };
    child.stdin.write(`${JSON.stringify(init)}\n${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);

    // Write calls while the server takes them; stop once stdin stays full for a second.
    const tries = 20_000;
    let sent = 0;
    while (sent < tries) {
      if (!child.stdin.write(callLine(sent + 1))) {
        sent++;
        const drained = await Promise.race([once(child.stdin, "drain").then(() => true), sleep(1_000).then(() => false)]);
        if (!drained) break;
        continue;
      }
      sent++;
    }
    // The server stopped taking calls long before all of them: it is not buffering answers without bound.
    expect(sent).toBeLessThan(tries / 4);
    expect(stderr).not.toContain("MaxListenersExceededWarning");

    // Once the client reads, every call it sent is answered, none lost.
    const answered = new Set<number>();
    let buffer = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) answered.add((JSON.parse(line) as { id: number }).id);
    });
    child.stdout.resume();
    while (answered.size < sent + 1) {
      const more = await Promise.race([once(child.stdout, "data").then(() => true), sleep(10_000).then(() => false)]);
      if (!more) break;
    }
    expect(answered.size).toBe(sent + 1);
    child.stdin.end();
    await once(child, "close");
    expect(stderr).not.toContain("MaxListenersExceededWarning");
  }, 60_000);
});
