import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import { SearchTool, type DocumentDefinition, type SearchIndex, type SearchResults } from "oneindex";

/** Options of {@link searchTool}. */
export interface SearchToolOptions {
  /**
   * The descriptor's name, checked by `@oneindex/tool` (`^[a-zA-Z0-9_-]{1,64}$`); default
   * `search_<Name>`. The AI SDK calls a tool by its key in `tools`: use {@link searchToolSet} or
   * the same name as the key.
   */
  readonly name?: string;
}

/**
 * What one call of the tool returns to the application (`toolResults[i].output`): the results, or
 * the text of the error the model wrote. The model reads the results as JSON text, the error as an
 * `error-text` tool result (providers mark it as an error: Anthropic's `is_error`).
 */
export type SearchToolOutput<Doc> =
  | { readonly ok: true; readonly results: SearchResults<Doc> }
  | { readonly ok: false; readonly error: string };

/**
 * The index's search as an AI SDK tool: the JSON Schema of a call (`jsonSchema`, not re-checked by
 * the SDK: the parser checks every call and says what is wrong in words a model can act on) and the
 * description from `@oneindex/tool`; `execute` runs `index.trySearch`, which never throws for
 * anything the model wrote.
 *
 * @example
 * const { text } = await generateText({ model, tools: { search_Invoice: searchTool(index) }, stopWhen: stepCountIs(5), prompt });
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): Tool<unknown, SearchToolOutput<Doc>> {
  const descriptor = SearchTool.descriptor(index.definition, options.name === undefined ? {} : { name: options.name });
  return tool<unknown, SearchToolOutput<Doc>>({
    description: descriptor.description,
    inputSchema: jsonSchema<unknown>(descriptor.input_schema as JSONSchema7),
    execute: (input): SearchToolOutput<Doc> => {
      const answer = index.trySearch(input);
      return answer.ok ? { ok: true, results: answer.results } : { ok: false, error: answer.error.toToolResult() };
    },
    toModelOutput: ({ output }) =>
      output.ok ? { type: "text", value: JSON.stringify(output.results) } : { type: "error-text", value: output.error },
  });
}

/**
 * `{ [name]: searchTool(index) }`, the tool under its descriptor's name (`search_<Name>` by
 * default), ready to spread into `tools`.
 */
export function searchToolSet<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): SearchToolSet<Doc> {
  const { name } = SearchTool.descriptor(index.definition, options.name === undefined ? {} : { name: options.name });
  return { [name]: searchTool(index, options) };
}

/** A tool set holding one search tool, keyed by its name. */
export type SearchToolSet<Doc> = Record<string, Tool<unknown, SearchToolOutput<Doc>>>;
