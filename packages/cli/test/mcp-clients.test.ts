// Client mistakes and startup failures as a client sees them: readable isError results or clean
// JSON-RPC errors (never a validation dump, never "MCP error -32602: MCP error -32602"), several
// snapshots from one server, and a missing snapshot explained to the client, not "Connection closed".
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { defineDocument, documentSchemaFromJSON, Field, SearchIndex } from "oneindex";
import { createMcpServer } from "../src/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "..", "dist", "main.js");
const invoices = new SearchIndex(documentSchemaFromJSON(readFileSync(join(here, "fixtures", "invoice.definition.json"), "utf8")));
invoices.add([{ id: "1", notes: "steel beams" } as never]);
const Note = defineDocument("Note", { id: Field.id(), body: Field.text() });
const notes = new SearchIndex(Note);
notes.add([{ id: "n1", body: "steel notes" }]);

async function connected(server: ReturnType<typeof createMcpServer>): Promise<Client> {
  const client = new Client({ name: "oneindex-test", version: "1.0.0" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(a), client.connect(b)]);
  return client;
}

/** The raw JSON-RPC answer to one tools/call, past the client's own checks. */
async function rawCall(client: Client, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  try {
    return { result: await client.request({ method: "tools/call", params: params as never }, CallToolResultSchema) };
  } catch (error) {
    const e = error as { code: number; message: string };
    return { error: { code: e.code, message: e.message } };
  }
}

describe("client mistakes", () => {
  let client: Client;
  beforeAll(async () => {
    client = await connected(createMcpServer([invoices, notes], { log: () => {} }));
  });

  it("serves several snapshots, one tool each", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["search_Invoice", "search_Note"]);
    const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Note", arguments: { v: 1, q: "steel" } }));
    expect((result.structuredContent as { hits: Array<{ id: string }> }).hits.map((h) => h.id)).toEqual(["n1"]);
  });

  it("answers arguments that are not an object with a readable isError result", async () => {
    for (const args of ["steel", 3, ["v"], null]) {
      const r = await rawCall(client, { name: "search_Invoice", arguments: args });
      expect(r.error, JSON.stringify(r)).toBeUndefined();
      const result = r.result as { isError: boolean; content: Array<{ text: string }> };
      expect(result.isError).toBe(true);
      expect(result.content[0]!.text).toMatch(
        /^The search arguments must be a JSON object such as \{"v":1,"q":"…"\}, found (the string "steel"|the number 3|an array|null); nothing was searched/,
      );
    }
  });

  it("answers an unknown or missing tool name with one clean invalid-params error", async () => {
    const unknown = await rawCall(client, { name: "search_Invoices", arguments: { v: 1 } });
    expect(unknown.error?.code).toBe(ErrorCode.InvalidParams);
    expect(unknown.error?.message).toBe(
      'MCP error -32602: Invalid params: unknown tool "search_Invoices" (did you mean "search_Invoice"?); this server offers "search_Invoice", "search_Note"',
    );
    expect(unknown.error?.message.match(/MCP error/g)).toHaveLength(1);
    const missing = await rawCall(client, { arguments: { v: 1 } });
    expect(missing.error?.message).toBe(
      'MCP error -32602: Invalid params: tools/call needs "name", a string naming a tool, found nothing; this server offers "search_Invoice", "search_Note"',
    );
  });

  it("refuses two snapshots that would be served under one tool name", () => {
    expect(() => createMcpServer([notes, notes])).toThrow('two snapshots would both be served as the tool "search_Note"');
  });
});

describe("startup failures", () => {
  it("explains a missing snapshot on stderr and to the client, and exits 1", async () => {
    const missing = join(mkdtempSync(join(tmpdir(), "oneindex-mcp-missing-")), "nope.oneindex");
    const child = spawn(process.execPath, [bin, "mcp", missing]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (t: Buffer) => (stdout += t.toString()));
    child.stderr.on("data", (t: Buffer) => (stderr += t.toString()));
    child.stdin.write(
      `${JSON.stringify({ jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } })}\n`,
    );
    const [code] = (await once(child, "exit")) as [number];
    expect(code).toBe(1);
    const answer = JSON.parse(stdout.trim().split("\n")[0]!);
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: 0, error: { code: ErrorCode.InternalError } });
    expect(answer.error.message).toContain(`the server could not start: ${missing}: cannot read the snapshot`);
    expect(stderr).toContain(`oneindex mcp: the server could not start: ${missing}: cannot read the snapshot`);
  });
});
