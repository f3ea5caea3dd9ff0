import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import { SearchTool, toolResult, type DocumentDefinition, type FittedResults, type SearchIndex, type SearchResults } from "oneindex";

/** Options of {@link searchTool}. */
export interface SearchToolOptions {
  /**
   * The descriptor's name, checked by `@oneindex/tool` (`^[a-zA-Z0-9_-]{1,64}$`); default
   * `search_<Name>`. The AI SDK calls a tool by its key in `tools`: use {@link searchToolSet} or
   * the same name as the key.
   */
  readonly name?: string;
  /**
   * Characters one tool result may take (the size gate, `toolResult` from `oneindex`): a whole
   * number from 1,000; default 100,000. Larger results are cut with a note saying how to ask for less.
   */
  readonly maxResultChars?: number;
}

/**
 * What one call of the tool returns to the application (`toolResults[i].output`): the results as
 * the size gate fitted them (with `cut` when it cut them) and their JSON text, or the text of the
 * error the model wrote. The model reads `text` as the tool result, the error as an `error-text`
 * tool result (providers mark it as an error: Anthropic's `is_error`); both within `maxResultChars`.
 */
export type SearchToolOutput<Doc> =
  | { readonly ok: true; readonly results: FittedResults<SearchResults<Doc>>; readonly text: string }
  | { readonly ok: false; readonly error: string };

/**
 * The index's search as an AI SDK tool: the JSON Schema of a call (`jsonSchema`, not re-checked by
 * the SDK: the parser checks every call and says what is wrong in words a model can act on) and the
 * description from `@oneindex/tool`; `execute` runs `index.trySearch`, which never throws for
 * anything the model wrote, and hands its answer through the size gate (`maxResultChars`).
 *
 * @example
 * const { text } = await generateText({ model, tools: { search_Invoice: searchTool(index) }, stopWhen: stepCountIs(5), prompt });
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): Tool<unknown, SearchToolOutput<Doc>> {
  const descriptor = SearchTool.descriptor(index.definition, options.name === undefined ? {} : { name: options.name });
  const gate = options.maxResultChars === undefined ? {} : { maxChars: options.maxResultChars };
  toolResult({ ok: false, error: "" }, gate); // a bound the gate refuses is refused now, not on every call
  return tool<unknown, SearchToolOutput<Doc>>({
    description: descriptor.description,
    inputSchema: jsonSchema<unknown>(descriptor.input_schema as JSONSchema7),
    execute: (input): SearchToolOutput<Doc> => {
      const answer = toolResult(index.trySearch(input), gate);
      return answer.ok ? { ok: true, results: answer.results, text: answer.text } : { ok: false, error: answer.text };
    },
    toModelOutput: ({ output }) => (output.ok ? { type: "text", value: output.text } : { type: "error-text", value: output.error }),
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
