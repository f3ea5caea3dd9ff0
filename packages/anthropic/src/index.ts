import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
import type { BetaRunnableTool } from "@anthropic-ai/sdk/lib/tools/BetaRunnableTool";
import { ToolError } from "@anthropic-ai/sdk/lib/tools/ToolError";
import { adapterTool, toolResult, type AdapterToolOptions, type DocumentDefinition, type SearchIndex } from "oneindex";

/** Options of {@link searchTool}: `name`, `maxResultChars` and `detail` (`AdapterToolOptions` from `oneindex`). */
export type SearchToolOptions = AdapterToolOptions;

/** The input schema as `betaTool` takes it: an object schema (its type inference is not used). */
type InputSchema = Parameters<typeof betaTool>[0]["inputSchema"];

/**
 * The index's search as a runnable tool for the Anthropic SDK's tool runner
 * (`client.beta.messages.toolRunner`): `betaTool()` with the `anthropic` descriptor's name,
 * description and input schema. `run` executes the call with `index.trySearch` and returns the
 * results as JSON text through the size gate (`toolResult`, `maxResultChars`). A call the parser rejects raises the SDK's `ToolError` with the parser's
 * text: the SDK's documented way to answer with an error result, which the runner catches and sends
 * back as a `tool_result` with `is_error: true` (what Anthropic asks for a failed call), so the
 * model reads what to fix and the loop goes on. Nothing the model writes escapes the runner.
 *
 * @example
 * const final = await client.beta.messages.toolRunner({ model, max_tokens: 1024, messages, tools: [searchTool(index)] });
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): BetaRunnableTool<unknown> {
  const { descriptor, gate, parse } = adapterTool(index.definition, options, "anthropic");
  return betaTool({
    name: descriptor.name,
    description: descriptor.description,
    inputSchema: descriptor.input_schema as InputSchema,
    run: (input: unknown): string => {
      const answer = toolResult(index.trySearch(input, parse), gate);
      if (!answer.ok) throw new ToolError(answer.text);
      return answer.text;
    },
  }) as BetaRunnableTool<unknown>;
}
