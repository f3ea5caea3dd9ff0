// The result-size property (issue 32): for random documents (keyword tags and text of random size)
// and random calls (hits, highlights, terms aggregations), every CLI surface's answer stays within
// its bound: the tool-result text (`serve`, and the search worker), `search`/`repl`'s JSON and
// table, and the MCP server's tool result.
import { sizeCases, sizedIndex } from "@oneindex/adapter-fixture";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolResultSchema } from "@modelcontextprotocol/sdk/types.js";
import fc from "fast-check";
import type { DocumentDefinition, SearchIndex } from "oneindex";
import { describe, expect, it } from "vitest";
import { answerCall, fitAnswer } from "../src/calls/answer-call.js";
import { formatAnswer } from "../src/calls/results-table.js";
import { createMcpServer } from "../src/index.js";

async function mcpText(index: SearchIndex<DocumentDefinition>, call: Record<string, unknown>, maxChars: number): Promise<string> {
  const server = createMcpServer(index, { maxResultChars: maxChars, log: () => {} });
  const client = new Client({ name: "size", version: "1" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const result = CallToolResultSchema.parse(await client.callTool({ name: "search_Sized", arguments: call }));
  await client.close();
  return (result.content[0] as { text: string }).text;
}

describe("every CLI surface within its bound", () => {
  it("holds for random documents, calls and bounds (property)", async () => {
    let cut = 0;
    await fc.assert(
      fc.asyncProperty(sizeCases(), async ({ documents, call, maxChars }) => {
        const index = sizedIndex(documents) as unknown as SearchIndex<DocumentDefinition>;
        const answer = answerCall(index, JSON.stringify(call));
        const text = fitAnswer(answer, maxChars).text;
        expect(text.length).toBeLessThanOrEqual(maxChars);
        if (answer.ok && JSON.stringify(answer.results).length > maxChars) cut++;
        for (const json of [true, false]) {
          const printed = formatAnswer(index.definition, answer, { json, color: false, maxChars });
          expect(printed.length).toBeLessThanOrEqual(maxChars + 1); // and its closing newline
        }
        expect((await mcpText(index, call, maxChars)).length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 40 },
    );
    // The property is not vacuous: most cases were over their bound before the gate.
    expect(cut).toBeGreaterThan(10);
  }, 120_000);
});
