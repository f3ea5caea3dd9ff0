import { ToolMessage } from "@langchain/core/messages";
import { tool, type DynamicStructuredTool } from "@langchain/core/tools";
import { SearchTool, type DocumentDefinition, type SearchIndex } from "oneindex";

/** Options of {@link searchTool}. */
export interface SearchToolOptions {
  /** The tool's name, checked by `@oneindex/tool` (`^[a-zA-Z0-9_-]{1,64}$`); default `search_<Name>`. */
  readonly name?: string;
}

/** The schema LangChain holds for the tool: the descriptor's draft 2020-12 JSON Schema. */
type JsonSchemaObject = Record<string, unknown>;

/**
 * The index's search as a LangChain.js tool (`tool()` from `@langchain/core/tools`, with the
 * descriptor's name, description and JSON Schema). Invoked with a tool call, it answers with a
 * `ToolMessage`: the results as JSON text (`status: "success"`), or the parser's error for the call
 * (`status: "error"`), the words the model needs to fix it; invoked with plain arguments, with that
 * text alone. It never throws for anything the model wrote inside the schema; a call that breaks the
 * JSON Schema itself is refused by LangChain's own check first (`ToolInputParsingException`, made
 * verbose so an agent's tool node hands the model what failed).
 *
 * @example
 * const agent = createAgent({ model, tools: [searchTool(index)] });
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): DynamicStructuredTool<JsonSchemaObject, unknown, unknown, string | ToolMessage> {
  const descriptor = SearchTool.descriptor(index.definition, options.name === undefined ? {} : { name: options.name });
  return tool(
    (input: unknown, config): string | ToolMessage => {
      const answer = index.trySearch(input);
      if (answer.ok) return JSON.stringify(answer.results);
      const text = answer.error.toToolResult();
      const id = config?.toolCall?.id;
      return id === undefined ? text : new ToolMessage({ content: text, tool_call_id: id, name: descriptor.name, status: "error" });
    },
    {
      name: descriptor.name,
      description: descriptor.description,
      schema: descriptor.input_schema as JsonSchemaObject,
      verboseParsingErrors: true,
    },
  );
}
