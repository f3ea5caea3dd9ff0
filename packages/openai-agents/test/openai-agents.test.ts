import {
  BULKY_CALLS,
  bulky,
  CORRECTED,
  FULL_ONLY_CALL,
  HOSTILE_ARGUMENT_TEXTS,
  INVALID,
  Invoice,
  invoices,
  sizeCases,
  sizedIndex,
  VALID,
} from "@oneindex/adapter-fixture";
import {
  Agent,
  RunContext,
  Runner,
  Usage,
  type AgentInputItem,
  type AgentOutputItem,
  type Model,
  type ModelRequest,
  type ModelResponse,
  type StreamEvent,
} from "@openai/agents";
import { SearchTool } from "oneindex";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTool } from "../src/index.js";

const descriptor = SearchTool.descriptor(Invoice, { format: "openai-strict" });

/** A call as a strict-mode model writes it: every root property present, null when unused. */
function strictCall(used: Record<string, unknown>): string {
  const properties = Object.keys(descriptor.parameters["properties"] as object);
  return JSON.stringify(Object.fromEntries(properties.map((name) => [name, used[name] ?? null])));
}

/** A model that answers from a script and records every request. */
class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly script: readonly AgentOutputItem[][]) {}

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const output = this.script[this.requests.length - 1];
    if (output === undefined) throw new Error("the script ran out");
    return { usage: new Usage(), output: [...output], responseId: `r${this.requests.length}` };
  }

  getStreamedResponse(): AsyncIterable<StreamEvent> {
    throw new Error("not scripted");
  }
}

const call = (callId: string, args: Record<string, unknown>): AgentOutputItem[] => [
  { type: "function_call", callId, name: "search_Invoice", arguments: strictCall(args), status: "completed" },
];
const say = (text: string): AgentOutputItem[] => [
  { type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text }] },
];

/** The text of each tool output the model was shown in a request, in order. */
function toolOutputs(request: ModelRequest): { callId: string; text: string }[] {
  const input = typeof request.input === "string" ? [] : request.input;
  return input.flatMap((item: AgentInputItem) => {
    if (item.type !== "function_call_result") return [];
    const output = item.output;
    const text =
      typeof output === "string" ? output : !Array.isArray(output) && output.type === "text" ? output.text : JSON.stringify(output);
    return [{ callId: item.callId, text }];
  });
}

describe("@oneindex/openai-agents", () => {
  it("runs a valid call, hands a wrong one's error back, then runs the fix, all inside the Runner", async () => {
    const index = invoices();
    const model = new ScriptedModel([
      call("c1", VALID),
      call("c2", INVALID),
      call("c3", CORRECTED),
      say("inv-1 is the unpaid steel invoice."),
    ]);
    const search = searchTool(index);
    const agent = new Agent({ name: "Invoices", instructions: "Answer from the invoices.", model, tools: [search] });

    const result = await new Runner({ tracingDisabled: true }).run(agent, "Which steel invoice is unpaid?");

    expect(result.finalOutput).toBe("inv-1 is the unpaid steel invoice.");
    expect(model.requests).toHaveLength(4);

    // The SDK's own strict check left the descriptor's parameters as they are, and sent them strict.
    expect(search.parameters).toEqual(descriptor.parameters);
    expect(model.requests[0]!.tools).toMatchObject([
      { type: "function", name: "search_Invoice", description: descriptor.description, parameters: descriptor.parameters, strict: true },
    ]);

    // Turn 2: the first call's hits.
    const [first] = toolOutputs(model.requests[1]!);
    expect(first!.callId).toBe("c1");
    const firstIds = (JSON.parse(first!.text) as { hits: { id: string }[] }).hits.map((hit) => hit.id);
    expect(firstIds).toEqual(index.search(VALID).hits.map((hit) => hit.id));
    expect([...firstIds].sort()).toEqual(["inv-1", "inv-2"]);

    // Turn 3: the parser's error for the second call, as that call's output.
    const expected = index.trySearch(INVALID);
    if (expected.ok) throw new Error("the invalid call parsed");
    const second = toolOutputs(model.requests[2]!)[1];
    expect(second).toEqual({ callId: "c2", text: expected.error.toToolResult() });
    expect(second!.text).toContain("/filter");
    expect(second!.text).toContain("paid");

    // Turn 4: the corrected call's hit.
    const third = toolOutputs(model.requests[3]!)[2];
    expect(third!.callId).toBe("c3");
    expect((JSON.parse(third!.text) as { hits: { id: string }[] }).hits.map((hit) => hit.id)).toEqual(["inv-1"]);
  });

  it("reads the call's own JSON text: a repeated key is the parser's error, not JSON.parse's last value", async () => {
    const index = invoices();
    const repeated = strictCall(VALID).replace('"q":"steel"', '"q":"steel","q":"paper"');
    const model = new ScriptedModel([
      [{ type: "function_call", callId: "c1", name: "search_Invoice", arguments: repeated, status: "completed" }],
      say("done"),
    ]);
    const agent = new Agent({
      name: "Invoices",
      instructions: "Answer from the invoices.",
      model,
      tools: [searchTool(index, { name: "search_Invoice" })],
    });
    await new Runner({ tracingDisabled: true }).run(agent, "steel?");
    const expected = index.trySearch(repeated, { nulls: "absent" });
    expect(expected.ok).toBe(false);
    expect(toolOutputs(model.requests[1]!)).toEqual([{ callId: "c1", text: expected.ok ? "" : expected.error.toToolResult() }]);
  });
});

describe("@oneindex/openai-agents size gate", () => {
  /** The outputs the model is shown for `calls` (JSON argument texts) to the tool named `name`, made in one turn. */
  async function outputsFor(tool: ReturnType<typeof searchTool>, calls: readonly string[]): Promise<string[]> {
    const model = new ScriptedModel([
      calls.map((args, i) => ({
        type: "function_call" as const,
        callId: `c${i}`,
        name: tool.name,
        arguments: args,
        status: "completed" as const,
      })),
      say("done"),
    ]);
    const agent = new Agent({ name: "Search", instructions: "Answer from the index.", model, tools: [tool] });
    await new Runner({ tracingDisabled: true }).run(agent, "everything?");
    return toolOutputs(model.requests[1]!).map((output) => output.text);
  }

  it("keeps every tool result within its bound: 100,000 characters by default, or as asked", async () => {
    const index = bulky();
    const calls = Object.values(BULKY_CALLS).map((args) => JSON.stringify(args));
    for (const args of Object.values(BULKY_CALLS)) expect(JSON.stringify(index.search(args)).length).toBeGreaterThan(1_000_000);
    const byDefault = await outputsFor(searchTool(index), calls);
    expect(byDefault).toHaveLength(2);
    for (const text of byDefault) {
      expect(text.length).toBeLessThanOrEqual(100_000);
      expect(JSON.parse(text)).toHaveProperty("cut");
    }
    for (const text of await outputsFor(searchTool(index, { maxResultChars: 5_000 }), calls))
      expect(text.length).toBeLessThanOrEqual(5_000);
  });

  it("offers the detail it is given and parses calls with it", async () => {
    const compact = searchTool(invoices(), { detail: "compact" });
    const strictCompact = SearchTool.descriptor(Invoice, { format: "openai-strict", detail: "compact" });
    expect(compact.parameters).toEqual(strictCompact.parameters);
    expect(compact.description).toBe(strictCompact.description);
    const call = [JSON.stringify(FULL_ONLY_CALL)];
    const [answered] = await outputsFor(searchTool(invoices()), call);
    expect(JSON.parse(answered!)).toHaveProperty("hits");
    const [refused] = await outputsFor(compact, call);
    expect(refused).toContain("boost");
    expect(refused).not.toContain('"hits"');
    expect(() => searchTool(invoices(), { detail: "tiny" as "compact" })).toThrow(/detail/);
  });

  it("answers hostile arguments with a bounded error text", async () => {
    const calls = Object.values(HOSTILE_ARGUMENT_TEXTS);
    const outputs = await outputsFor(searchTool(invoices(), { maxResultChars: 2_000 }), calls);
    expect(outputs).toHaveLength(2);
    for (const text of outputs) {
      expect(text.length).toBeLessThanOrEqual(2_000);
      expect(text).toMatch(/search/i);
    }
  });
});

describe("@oneindex/openai-agents result size", () => {
  it("keeps every answer within its bound for random documents, calls and bounds (property)", async () => {
    await fc.assert(
      fc.asyncProperty(sizeCases(), async ({ documents, call, maxChars }) => {
        const text = String(
          await searchTool(sizedIndex(documents), { maxResultChars: maxChars }).invoke(new RunContext(), JSON.stringify(call)),
        );
        expect(text.length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
