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
import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { createAgent } from "langchain";
import { SearchTool } from "oneindex";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTool } from "../src/index.js";

/** A chat model that answers from a script and records every list of messages it is shown. */
class ScriptedChatModel extends BaseChatModel {
  readonly seen: BaseMessage[][] = [];
  bound: StructuredToolInterface[] = [];

  constructor(private readonly script: readonly AIMessage[]) {
    super({});
  }

  _llmType(): string {
    return "scripted";
  }

  override bindTools(tools: StructuredToolInterface[]): this {
    this.bound = tools;
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    this.seen.push([...messages]);
    const message = this.script[this.seen.length - 1];
    if (message === undefined) throw new Error("the script ran out");
    return { generations: [{ text: typeof message.content === "string" ? message.content : "", message }] };
  }
}

const call = (id: string, args: object) =>
  new AIMessage({ content: "", tool_calls: [{ id, name: "search_Invoice", args, type: "tool_call" }] });

function toolMessages(messages: readonly BaseMessage[]): ToolMessage[] {
  return messages.filter((message): message is ToolMessage => ToolMessage.isInstance(message));
}

describe("@oneindex/langchain", () => {
  it("runs a valid call, hands a wrong one's error back, then runs the fix, all inside a LangChain agent", async () => {
    const index = invoices();
    const model = new ScriptedChatModel([
      call("c1", VALID),
      call("c2", INVALID),
      call("c3", CORRECTED),
      new AIMessage("inv-1 is the unpaid steel invoice."),
    ]);
    const search = searchTool(index);
    const agent = createAgent({ model, tools: [search] });

    const state = await agent.invoke({ messages: [new HumanMessage("Which steel invoice is unpaid?")] });

    expect(model.seen).toHaveLength(4);
    expect(state.messages.at(-1)?.content).toBe("inv-1 is the unpaid steel invoice.");

    // The model was bound to the tool; as LangChain sends it to a provider it is the descriptor.
    expect(model.bound.map((bound) => bound.name)).toEqual(["search_Invoice"]);
    const descriptor = SearchTool.descriptor(Invoice, { format: "openai-chat" });
    expect(convertToOpenAITool(search)).toEqual(descriptor);

    // Turn 2: the first call's hits.
    const [first] = toolMessages(model.seen[1]!);
    expect(first).toMatchObject({ tool_call_id: "c1", status: "success" });
    const firstIds = (JSON.parse(first!.content as string) as { hits: { id: string }[] }).hits.map((hit) => hit.id);
    expect(firstIds).toEqual(index.search(VALID).hits.map((hit) => hit.id));
    expect([...firstIds].sort()).toEqual(["inv-1", "inv-2"]);

    // Turn 3: the parser's error for the second call, as an error tool message.
    const expected = index.trySearch(INVALID);
    if (expected.ok) throw new Error("the invalid call parsed");
    const second = toolMessages(model.seen[2]!)[1];
    expect(second).toMatchObject({ tool_call_id: "c2", status: "error", content: expected.error.toToolResult() });
    expect(second!.content).toContain("/filter");
    expect(second!.content).toContain("paid");

    // Turn 4: the corrected call's hit.
    const third = toolMessages(model.seen[3]!)[2];
    expect(third).toMatchObject({ tool_call_id: "c3", status: "success" });
    expect((JSON.parse(third!.content as string) as { hits: { id: string }[] }).hits.map((hit) => hit.id)).toEqual(["inv-1"]);
  });

  it("answers a call that breaks the JSON Schema itself with the parser's words, inside the agent", async () => {
    const index = invoices();
    const model = new ScriptedChatModel([call("c1", { v: 1, qq: "steel" }), call("c2", VALID), new AIMessage("done")]);
    const agent = createAgent({ model, tools: [searchTool(index)] });
    await agent.invoke({ messages: [new HumanMessage("steel?")] });
    const [refused, answered] = toolMessages(model.seen[2]!);
    const expected = index.trySearch({ v: 1, qq: "steel" });
    expect(refused).toMatchObject({ tool_call_id: "c1", status: "error", content: expected.ok ? "" : expected.error.toToolResult() });
    expect(refused!.content).toContain('"qq"');
    expect(answered).toMatchObject({ tool_call_id: "c2", status: "success" });
  });

  it("answers plain arguments with text, and names the tool as asked", async () => {
    const index = invoices();
    const search = searchTool(index, { name: "find_invoices" });
    expect(search.name).toBe("find_invoices");
    expect(JSON.parse((await search.invoke(CORRECTED)) as string)).toMatchObject({ hits: [{ id: "inv-1" }] });
    const expected = index.trySearch(INVALID);
    expect(await search.invoke(INVALID)).toBe(expected.ok ? "" : expected.error.toToolResult());
  });
});

describe("@oneindex/langchain size gate", () => {
  const asToolCall = (args: object) => ({ id: "c1", name: "search_Invoice", args, type: "tool_call" as const });

  it("keeps every tool result within its bound: 100,000 characters by default, or as asked", async () => {
    const index = bulky();
    for (const args of Object.values(BULKY_CALLS)) {
      expect(JSON.stringify(index.search(args)).length).toBeGreaterThan(1_000_000);
      const byDefault = (await searchTool(index).invoke(asToolCall(args))) as ToolMessage;
      expect(byDefault.status).toBe("success");
      expect((byDefault.content as string).length).toBeLessThanOrEqual(100_000);
      expect(JSON.parse(byDefault.content as string)).toHaveProperty("cut");
      const small = (await searchTool(index, { maxResultChars: 5_000 }).invoke(args)) as string;
      expect(small.length).toBeLessThanOrEqual(5_000);
    }
  });

  it("offers the detail it is given and parses calls with it", async () => {
    const compact = searchTool(invoices(), { detail: "compact" });
    expect(convertToOpenAITool(compact)).toEqual(SearchTool.descriptor(Invoice, { format: "openai-chat", detail: "compact" }));
    expect((await searchTool(invoices()).invoke(asToolCall(FULL_ONLY_CALL))) as ToolMessage).toMatchObject({ status: "success" });
    const refused = (await compact.invoke(asToolCall(FULL_ONLY_CALL))) as ToolMessage;
    expect(refused).toMatchObject({ status: "error" });
    expect(refused.content).toContain("boost");
    expect(() => searchTool(invoices(), { detail: "tiny" as "compact" })).toThrow(/detail/);
  });

  it("answers 5,000 unknown properties and arguments nested 5,000 deep with a bounded error, never a throw", async () => {
    const { unknownProperties, deeplyNested } = hostileArguments();
    for (const args of [unknownProperties, deeplyNested]) {
      const search = searchTool(invoices(), { maxResultChars: 2_000 });
      const message = (await search.invoke(asToolCall(args))) as ToolMessage;
      expect(message).toMatchObject({ tool_call_id: "c1", status: "error" });
      expect((message.content as string).length).toBeLessThanOrEqual(2_000);
      expect(((await search.invoke(args)) as string).length).toBeLessThanOrEqual(2_000);
    }
    // Inside an agent too: the model reads the error and goes on. (Only the wide call: LangGraph's
    // own state code recurses over a model message nested 5,000 deep before any tool runs.)
    const model = new ScriptedChatModel([call("c1", unknownProperties), call("c2", VALID), new AIMessage("done")]);
    await createAgent({ model, tools: [searchTool(invoices())] }).invoke({ messages: [new HumanMessage("steel?")] });
    const [refused, answered] = toolMessages(model.seen[2]!);
    expect(refused).toMatchObject({ tool_call_id: "c1", status: "error" });
    expect((refused!.content as string).length).toBeLessThanOrEqual(100_000);
    expect(answered).toMatchObject({ tool_call_id: "c2", status: "success" });
  });
});

describe("@oneindex/langchain result size", () => {
  it("keeps every answer within its bound for random documents, calls and bounds (property)", async () => {
    await fc.assert(
      fc.asyncProperty(sizeCases(), async ({ documents, call, maxChars }) => {
        const text = (await searchTool(sizedIndex(documents), { maxResultChars: maxChars }).invoke(call)) as string;
        expect(text.length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
