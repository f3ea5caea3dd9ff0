import {
  BULKY_CALLS,
  bulky,
  CORRECTED,
  FULL_ONLY_CALL,
  hostileArguments,
  INVALID,
  Invoice,
  invoices,
  sizeCases,
  sizedIndex,
  VALID,
} from "@oneindex/adapter-fixture";
import { ToolError } from "@anthropic-ai/sdk/lib/tools/ToolError";
import Anthropic from "@anthropic-ai/sdk";
import type { BetaContentBlockParam, BetaMessageParam, BetaToolResultBlockParam } from "@anthropic-ai/sdk/resources/beta/messages/messages";
import { SearchTool } from "oneindex";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTool } from "../src/index.js";

type Block = { type: "tool_use"; id: string; name: string; input: object } | { type: "text"; text: string };
interface Sent {
  readonly tools: { name: string; description: string; input_schema: unknown }[];
  readonly messages: BetaMessageParam[];
  readonly thread?: unknown;
}

/** A fetch that answers the Messages API from a script and records every request body. */
function scriptedFetch(script: readonly Block[][]): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    sent.push(JSON.parse(String(init?.body)) as Sent);
    const content = script[sent.length - 1];
    if (content === undefined) throw new Error("the script ran out");
    const toolUse = content.some((block) => block.type === "tool_use");
    const message = {
      id: `msg_${sent.length}`,
      type: "message",
      role: "assistant",
      model: "claude-scripted",
      content,
      stop_reason: toolUse ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    };
    return new Response(JSON.stringify(message), {
      status: 200,
      headers: { "content-type": "application/json", "request-id": `req_${sent.length}` },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const call = (id: string, input: object): Block[] => [{ type: "tool_use", id, name: "search_Invoice", input }];

/**
 * The tool results a request carried, in order. The tool runner continues a server-side thread
 * (`thread.previous_message_id`), so each request carries only the results of the last turn.
 */
function toolResults(request: Sent): BetaToolResultBlockParam[] {
  return request.messages.flatMap((message) =>
    message.role === "user" && Array.isArray(message.content)
      ? message.content.filter((block: BetaContentBlockParam): block is BetaToolResultBlockParam => block.type === "tool_result")
      : [],
  );
}

const text = (result: BetaToolResultBlockParam): string =>
  typeof result.content === "string" ? result.content : JSON.stringify(result.content);

describe("@oneindex/anthropic", () => {
  it("runs a valid call, hands a wrong one's error back, then runs the fix, all inside the SDK's tool runner", async () => {
    const index = invoices();
    const { fetch, sent } = scriptedFetch([
      call("c1", VALID),
      call("c2", INVALID),
      call("c3", CORRECTED),
      [{ type: "text", text: "inv-1 is the unpaid steel invoice." }],
    ]);
    const client = new Anthropic({ apiKey: "test-key", fetch, maxRetries: 0 });

    const final = await client.beta.messages.toolRunner({
      model: "claude-scripted",
      max_tokens: 1024,
      messages: [{ role: "user", content: "Which steel invoice is unpaid?" }],
      tools: [searchTool(index)],
    });

    expect(final.content).toEqual([{ type: "text", text: "inv-1 is the unpaid steel invoice." }]);
    expect(sent).toHaveLength(4);
    expect(sent.map((request) => request.thread)).toEqual([
      { type: "create" },
      { type: "continue", previous_message_id: "msg_1" },
      { type: "continue", previous_message_id: "msg_2" },
      { type: "continue", previous_message_id: "msg_3" },
    ]);

    // The API was offered the descriptor as it is.
    const descriptor = SearchTool.descriptor(Invoice);
    expect(sent[0]!.tools).toEqual([{ type: "custom", ...descriptor }]);

    // Turn 2: the first call's hits.
    const [first] = toolResults(sent[1]!);
    expect(first).toMatchObject({ tool_use_id: "c1" });
    expect(first!.is_error).toBeUndefined();
    const firstIds = (JSON.parse(text(first!)) as { hits: { id: string }[] }).hits.map((hit) => hit.id);
    expect(firstIds).toEqual(index.search(VALID).hits.map((hit) => hit.id));
    expect([...firstIds].sort()).toEqual(["inv-1", "inv-2"]);

    // Turn 3: the parser's error for the second call, as an is_error tool result.
    const expected = index.trySearch(INVALID);
    if (expected.ok) throw new Error("the invalid call parsed");
    const second = toolResults(sent[2]!)[0];
    expect(second).toEqual({ type: "tool_result", tool_use_id: "c2", content: expected.error.toToolResult(), is_error: true });
    expect(text(second!)).toContain("/filter");
    expect(text(second!)).toContain("paid");

    // Turn 4: the corrected call's hit.
    const third = toolResults(sent[3]!)[0];
    expect(third).toMatchObject({ tool_use_id: "c3" });
    expect(third!.is_error).toBeUndefined();
    expect((JSON.parse(text(third!)) as { hits: { id: string }[] }).hits.map((hit) => hit.id)).toEqual(["inv-1"]);
  });

  it("names the tool as asked", () => {
    expect(searchTool(invoices(), { name: "find_invoices" }).name).toBe("find_invoices");
  });
});

/** What `run` hands the runner: the result text, or the text of the `ToolError` it raises (sent with `is_error`). */
async function answer(tool: ReturnType<typeof searchTool>, args: object): Promise<{ error: boolean; text: string }> {
  try {
    return { error: false, text: String(await tool.run(args)) };
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return { error: true, text: String(error.content) };
  }
}

describe("@oneindex/anthropic size gate", () => {
  it("keeps every tool result within its bound: 100,000 characters by default, or as asked", async () => {
    const index = bulky();
    for (const args of Object.values(BULKY_CALLS)) {
      expect(JSON.stringify(index.search(args)).length).toBeGreaterThan(1_000_000);
      const byDefault = await answer(searchTool(index), args);
      expect(byDefault.error).toBe(false);
      expect(byDefault.text.length).toBeLessThanOrEqual(100_000);
      expect(JSON.parse(byDefault.text)).toHaveProperty("cut");
      expect((await answer(searchTool(index, { maxResultChars: 5_000 }), args)).text.length).toBeLessThanOrEqual(5_000);
    }
  });

  it("offers the detail it is given and parses calls with it", async () => {
    const compact = searchTool(invoices(), { detail: "compact" });
    const { input_schema, description } = SearchTool.descriptor(Invoice, { detail: "compact" });
    expect(compact).toMatchObject({ input_schema, description });
    expect((await answer(searchTool(invoices()), FULL_ONLY_CALL)).error).toBe(false);
    const refused = await answer(compact, FULL_ONLY_CALL);
    expect(refused.error).toBe(true);
    expect(refused.text).toContain("boost");
    expect(() => searchTool(invoices(), { detail: "tiny" as "compact" })).toThrow(/detail/);
  });

  it("answers hostile arguments with a bounded error", async () => {
    for (const args of Object.values(hostileArguments())) {
      const refused = await answer(searchTool(invoices(), { maxResultChars: 2_000 }), args);
      expect(refused.error).toBe(true);
      expect(refused.text.length).toBeLessThanOrEqual(2_000);
    }
  });
});

describe("@oneindex/anthropic result size", () => {
  it("keeps every answer within its bound for random documents, calls and bounds (property)", async () => {
    await fc.assert(
      fc.asyncProperty(sizeCases(), async ({ documents, call, maxChars }) => {
        const text = (await answer(searchTool(sizedIndex(documents), { maxResultChars: maxChars }), call)).text;
        expect(text.length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
