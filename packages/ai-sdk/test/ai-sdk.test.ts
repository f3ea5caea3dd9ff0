import * as CALLS from "@oneindex/adapter-fixture";
import { Invoice, invoices } from "@oneindex/adapter-fixture";
import type { LanguageModelV3Content, LanguageModelV3GenerateResult, LanguageModelV3Prompt } from "@ai-sdk/provider";
import { generateText, stepCountIs, type Tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { SearchTool } from "oneindex";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchTool, searchToolSet, type SearchToolOutput } from "../src/index.js";

// The calls as the model's JSON text.
const VALID = JSON.stringify(CALLS.VALID);
const INVALID = JSON.stringify(CALLS.INVALID);
const CORRECTED = JSON.stringify(CALLS.CORRECTED);

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** One scripted model turn: a tool call with these arguments, or a closing text. */
function turn(content: LanguageModelV3Content): LanguageModelV3GenerateResult {
  const toolCall = content.type === "tool-call";
  return { content: [content], finishReason: { unified: toolCall ? "tool-calls" : "stop", raw: undefined }, usage, warnings: [] };
}

/** The tool results the model was shown in a prompt, in order. */
function toolResults(prompt: LanguageModelV3Prompt) {
  return prompt.flatMap((message) => (message.role === "tool" ? message.content.filter((part) => part.type === "tool-result") : []));
}

describe("@oneindex/ai-sdk", () => {
  it("runs a valid call, hands a wrong one's error back, then runs the fix, all inside generateText", async () => {
    const index = invoices();
    const script = [
      turn({ type: "tool-call", toolCallId: "c1", toolName: "search_Invoice", input: VALID }),
      turn({ type: "tool-call", toolCallId: "c2", toolName: "search_Invoice", input: INVALID }),
      turn({ type: "tool-call", toolCallId: "c3", toolName: "search_Invoice", input: CORRECTED }),
      turn({ type: "text", text: "inv-1 is the unpaid steel invoice." }),
    ];
    const model = new MockLanguageModelV3({ doGenerate: script });

    const result = await generateText({
      model,
      tools: searchToolSet(index),
      stopWhen: stepCountIs(10),
      prompt: "Which steel invoice is unpaid?",
    });

    expect(result.text).toBe("inv-1 is the unpaid steel invoice.");
    expect(result.steps).toHaveLength(4);
    expect(model.doGenerateCalls).toHaveLength(4);

    // The model was offered the descriptor's schema and description, unchanged.
    const offered = model.doGenerateCalls[0]!.tools;
    const descriptor = SearchTool.descriptor(Invoice);
    expect(offered).toEqual([
      {
        type: "function",
        name: "search_Invoice",
        description: descriptor.description,
        inputSchema: descriptor.input_schema,
        providerOptions: undefined,
      },
    ]);

    // Turn 2: the model saw the first call's hits.
    const [first] = toolResults(model.doGenerateCalls[1]!.prompt);
    expect(first).toMatchObject({ toolCallId: "c1", output: { type: "text" } });
    const firstHits = JSON.parse((first!.output as { value: string }).value) as { hits: { id: string }[] };
    expect(firstHits.hits.map((hit) => hit.id)).toEqual(index.search(VALID).hits.map((hit) => hit.id));
    expect(firstHits.hits.map((hit) => hit.id).sort()).toEqual(["inv-1", "inv-2"]);

    // Turn 3: the model saw the parser's error for the second call as an error tool result.
    const expected = index.trySearch(INVALID);
    if (expected.ok) throw new Error("the invalid call parsed");
    const second = toolResults(model.doGenerateCalls[2]!.prompt)[1];
    expect(second).toMatchObject({ toolCallId: "c2", output: { type: "error-text", value: expected.error.toToolResult() } });
    expect(expected.error.toToolResult()).toContain("/filter");
    expect(expected.error.toToolResult()).toContain("paid");

    // Turn 4: the corrected call's hits.
    const third = toolResults(model.doGenerateCalls[3]!.prompt)[2];
    expect(third).toMatchObject({ toolCallId: "c3", output: { type: "text" } });
    expect((JSON.parse((third!.output as { value: string }).value) as { hits: { id: string }[] }).hits.map((hit) => hit.id)).toEqual([
      "inv-1",
    ]);

    // The application sees typed outputs.
    const outputs = result.steps.flatMap((step) => step.toolResults.map((toolResult) => toolResult.output));
    expect(outputs.map((output) => (output as SearchToolOutput<unknown>).ok)).toEqual([true, false, true]);
  });

  it("names the tool as asked", () => {
    const index = invoices();
    expect(Object.keys(searchToolSet(index, { name: "find_invoices" }))).toEqual(["find_invoices"]);
    expect(searchTool(index).description).toBe(SearchTool.descriptor(Invoice).description);
  });
});

describe("@oneindex/ai-sdk size gate", () => {
  const options = { toolCallId: "c1", messages: [] };
  async function modelText<Doc>(search: Tool<unknown, SearchToolOutput<Doc>>, args: object): Promise<{ type: string; value: string }> {
    const output = (await search.execute!(args, options)) as SearchToolOutput<Doc>;
    return (await search.toModelOutput!({ toolCallId: "c1", input: args, output })) as { type: string; value: string };
  }

  it("keeps every tool result within its bound: 100,000 characters by default, or as asked", async () => {
    const index = CALLS.bulky();
    for (const call of Object.values(CALLS.BULKY_CALLS)) {
      const whole = JSON.stringify(index.search(call)).length;
      expect(whole).toBeGreaterThan(1_000_000);
      const byDefault = await modelText(searchTool(index), call);
      expect(byDefault.type).toBe("text");
      expect(byDefault.value.length).toBeLessThanOrEqual(100_000);
      expect(JSON.parse(byDefault.value)).toHaveProperty("cut");
      expect((await modelText(searchTool(index, { maxResultChars: 5_000 }), call)).value.length).toBeLessThanOrEqual(5_000);
    }
    expect(() => searchTool(index, { maxResultChars: 10 })).toThrow(RangeError);
  });

  it("offers the detail it is given and parses calls with it", async () => {
    const compact = searchTool(invoices(), { detail: "compact" });
    expect((compact.inputSchema as { jsonSchema: unknown }).jsonSchema).toEqual(
      SearchTool.descriptor(Invoice, { detail: "compact" }).input_schema,
    );
    expect(compact.description).toBe(SearchTool.descriptor(Invoice, { detail: "compact" }).description);
    expect((await modelText(searchTool(invoices()), CALLS.FULL_ONLY_CALL)).type).toBe("text");
    const refused = await modelText(compact, CALLS.FULL_ONLY_CALL);
    expect(refused.type).toBe("error-text");
    expect(refused.value).toContain("boost");
    expect(() => searchTool(invoices(), { detail: "tiny" as "compact" })).toThrow(/detail/);
  });

  it("answers hostile arguments with a bounded error text", async () => {
    const { unknownProperties, deeplyNested } = CALLS.hostileArguments();
    for (const args of [unknownProperties, deeplyNested]) {
      const answer = await modelText(searchTool(invoices(), { maxResultChars: 2_000 }), args);
      expect(answer.type).toBe("error-text");
      expect(answer.value.length).toBeLessThanOrEqual(2_000);
    }
  });
});

describe("@oneindex/ai-sdk result size", () => {
  it("keeps every answer within its bound for random documents, calls and bounds (property)", async () => {
    await fc.assert(
      fc.asyncProperty(CALLS.sizeCases(), async ({ documents, call, maxChars }) => {
        const text = await (async () => {
          const search = searchTool(CALLS.sizedIndex(documents), { maxResultChars: maxChars });
          const output = (await search.execute!(call, { toolCallId: "c", messages: [] })) as Parameters<
            NonNullable<typeof search.toModelOutput>
          >[0]["output"];
          return ((await search.toModelOutput!({ toolCallId: "c", input: call, output })) as { value: string }).value;
        })();
        expect(text.length).toBeLessThanOrEqual(maxChars);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
