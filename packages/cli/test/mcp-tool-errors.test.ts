// What a tools/call answers when the search itself throws: an error meant for the model (anything
// with toToolResult(), as the engine's QueryCostError for a call over its work budget) is a tool
// result with isError and that text; any other error is logged and answered with a short generic
// tool error, never a JSON-RPC internal error carrying the bug's message.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { documentSchemaFromJSON, SearchIndex } from "oneindex";
import { createMcpServer } from "../src/index.js";
import { MCP_MESSAGES } from "../src/mcp/messages.js";

const here = dirname(fileURLToPath(import.meta.url));
const definition = documentSchemaFromJSON(readFileSync(join(here, "fixtures", "invoice.definition.json"), "utf8"));

/** An error shaped as the engine's QueryCostError (code, path, problems, toToolResult). */
class CostError extends Error {
  readonly code = "query-too-costly";
  readonly path = "/q";
  readonly problems = [{ path: "/q", message: "too costly" }];
  toToolResult(): string {
    return "The search was stopped: it would read more than its work budget allows. Narrow /q.";
  }
}

/** An index whose searches throw `error` while executing. */
function throwingIndex(error: unknown): SearchIndex<typeof definition> {
  const index = new SearchIndex(definition);
  index.add([{ id: "1", notes: "steel" } as never]);
  const tryParse = index.tryParse.bind(index);
  index.tryParse = ((args: unknown) => {
    const parsed = tryParse(args);
    if (!parsed.ok) return parsed;
    return {
      ok: true,
      query: {
        execute: () => {
          throw error;
        },
      },
    };
  }) as typeof index.tryParse;
  return index;
}

async function callWith(error: unknown): Promise<{ result: ReturnType<typeof CallToolResultSchema.parse>; log: string }> {
  let log = "";
  const server = createMcpServer(throwingIndex(error), { log: (text) => (log += text) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "t", version: "1" });
  await client.connect(clientSide);
  const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Invoice", arguments: { v: 1, q: "steel" } }));
  await client.close();
  return { result, log };
}

describe("tools/call when the search throws", () => {
  it("answers an error with toToolResult() as a tool error with its text", async () => {
    const { result, log } = await callWith(new CostError("over budget"));
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: new CostError().toToolResult() }]);
    expect(log).toBe("");
  });

  it("answers any other error with a generic tool error and logs it", async () => {
    const { result, log } = await callWith(new RangeError("Maximum call stack size exceeded"));
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: MCP_MESSAGES.internalToolError }]);
    expect(log).toContain("internal error while searching: RangeError: Maximum call stack size exceeded");
  });
});
