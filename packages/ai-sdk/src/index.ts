import { jsonSchema, tool, type JSONSchema7, type Tool } from "ai";
import {
  adapterTool,
  toolResult,
  type AdapterToolOptions,
  type DocumentDefinition,
  type FittedResults,
  type SearchIndex,
  type SearchResults,
} from "oneindex";

/**
 * Options of {@link searchTool}: `name`, `maxResultChars` and `detail` (`AdapterToolOptions` from
 * `oneindex`). The AI SDK calls a tool by its key in `tools`: use {@link searchToolSet}, or the
 * tool's name as the key.
 */
export type SearchToolOptions = AdapterToolOptions;

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
  const { descriptor, gate, parse } = adapterTool(index.definition, options, "anthropic");
  return tool<unknown, SearchToolOutput<Doc>>({
    description: descriptor.description,
    inputSchema: jsonSchema<unknown>(descriptor.input_schema as JSONSchema7),
    execute: (input): SearchToolOutput<Doc> => {
      const answer = toolResult(index.trySearch(input, parse), gate);
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
  const { name } = adapterTool(index.definition, options, "anthropic").descriptor;
  return { [name]: searchTool(index, options) };
}

/** A tool set holding one search tool, keyed by its name. */
export type SearchToolSet<Doc> = Record<string, Tool<unknown, SearchToolOutput<Doc>>>;
