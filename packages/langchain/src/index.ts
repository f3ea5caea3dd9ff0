import { ToolMessage } from "@langchain/core/messages";
import { tool, type DynamicStructuredTool } from "@langchain/core/tools";
import {
  adapterTool,
  toolResult,
  tryParseQuery,
  type AdapterToolOptions,
  type DocumentDefinition,
  type SearchIndex,
  type ToolResult,
} from "oneindex";

/** Options of {@link searchTool}: `name`, `maxResultChars` and `detail` (`AdapterToolOptions` from `oneindex`). */
export type SearchToolOptions = AdapterToolOptions;

/** The schema LangChain holds for the tool: the descriptor's draft 2020-12 JSON Schema. */
type JsonSchemaObject = Record<string, unknown>;

/** The tool call a LangChain tool is invoked with, when it is one (`{ type: "tool_call", id, args }`). */
function toolCallOf(arg: unknown, config: unknown): { readonly input: unknown; readonly id: string | undefined } {
  const call = arg as { type?: unknown; id?: unknown; args?: unknown } | null;
  if (typeof call === "object" && call !== null && call.type === "tool_call" && "args" in call)
    return { input: call.args, id: typeof call.id === "string" ? call.id : undefined };
  const id = (config as { toolCall?: { id?: unknown } } | undefined)?.toolCall?.id;
  return { input: arg, id: typeof id === "string" ? id : undefined };
}

/**
 * The index's search as a LangChain.js tool (a `DynamicStructuredTool` with the descriptor's name,
 * description and JSON Schema). Invoked with a tool call, it answers with a `ToolMessage`: the
 * results as JSON text (`status: "success"`), or the parser's error for the call (`status:
 * "error"`), the words the model needs to fix it; invoked with plain arguments, with that text
 * alone. Every answer goes through the size gate (`toolResult`, `maxResultChars`). It never throws
 * for anything the model wrote: the parser reads every call before LangChain's schema check does.
 *
 * @example
 * const agent = createAgent({ model, tools: [searchTool(index)] });
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): DynamicStructuredTool<JsonSchemaObject, unknown, unknown, string | ToolMessage> {
  const { descriptor, gate, parse } = adapterTool(index.definition, options, "anthropic");
  const fit = (answer: Parameters<typeof toolResult>[0]): ToolResult => toolResult(answer, gate);
  const refuse = (input: unknown): string | undefined => {
    const parsed = tryParseQuery(index.definition, input, parse);
    return parsed.ok ? undefined : fit({ ok: false, error: parsed.error }).text;
  };
  const search = tool(
    (input: unknown, config): string | ToolMessage => {
      const answer = fit(index.trySearch(input, parse));
      if (answer.ok) return answer.text;
      const id = config?.toolCall?.id;
      return id === undefined
        ? answer.text
        : new ToolMessage({ content: answer.text, tool_call_id: id, name: descriptor.name, status: "error" });
    },
    {
      name: descriptor.name,
      description: descriptor.description,
      schema: descriptor.input_schema as JsonSchemaObject,
      verboseParsingErrors: true,
    },
  );
  // The parser reads every call before LangChain's own JSON Schema check, whose message grows with
  // the call (5,000 unknown properties gave 583 KB) and whose recursion throws a RangeError on
  // arguments nested 5,000 deep: a call the parser refuses is answered with its bounded words; one
  // it accepts goes on through LangChain (its check, callbacks, the function above).
  const call = search.call.bind(search);
  search.call = (async (arg: unknown, configArg?: unknown, tags?: string[]) => {
    const { input, id } = toolCallOf(arg, configArg);
    const refused = refuse(input);
    if (refused === undefined) return call(arg as never, configArg as never, tags);
    return id === undefined ? refused : new ToolMessage({ content: refused, tool_call_id: id, name: descriptor.name, status: "error" });
  }) as typeof search.call;
  return search;
}
