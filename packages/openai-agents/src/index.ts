import { tool, type FunctionTool, type JsonSchemaDefinition } from "@openai/agents";
import { SearchTool, toolResult, type DocumentDefinition, type SearchIndex } from "oneindex";

/** Options of {@link searchTool}. */
export interface SearchToolOptions {
  /** The tool's name, checked by `@oneindex/tool` (`^[a-zA-Z0-9_-]{1,64}$`); default `search_<Name>`. */
  readonly name?: string;
  /**
   * Characters one tool result may take (the size gate, `toolResult` from `oneindex`): a whole
   * number from 1,000; default 100,000. Larger results are cut with a note saying how to ask for less.
   */
  readonly maxResultChars?: number;
}

/** A strict JSON Schema of tool parameters, as the Agents SDK types it. */
type StrictParameters = Extract<JsonSchemaDefinition["schema"], { readonly additionalProperties: false }>;

/**
 * The index's search as an OpenAI Agents SDK function tool in strict mode: `tool()` with the
 * `openai-strict` descriptor's name, description and parameters (OpenAI's Structured Outputs subset;
 * the SDK checks it again when it builds the tool). A call runs on `index.trySearch` with `nulls:
 * "absent"` (strict mode makes the model write null for every property it leaves out), read from the
 * call's own JSON text when the SDK passes it, so the parser's strict JSON reader sees what the
 * model wrote. The tool returns the results as JSON text, or the parser's error text, both through
 * the size gate (`toolResult`, `maxResultChars`): the model
 * reads it as the call's output and fixes its call; nothing is thrown for anything the model wrote.
 *
 * @example
 * const agent = new Agent({ name: "Invoices", instructions: "…", tools: [searchTool(index)] });
 * const result = await run(agent, "Which steel invoice is unpaid?");
 */
export function searchTool<D extends DocumentDefinition, Doc>(
  index: SearchIndex<D, Doc>,
  options: SearchToolOptions = {},
): FunctionTool<unknown, StrictParameters, string> {
  const descriptor = SearchTool.descriptor(index.definition, {
    format: "openai-strict",
    ...(options.name === undefined ? {} : { name: options.name }),
  });
  const gate = options.maxResultChars === undefined ? {} : { maxChars: options.maxResultChars };
  toolResult({ ok: false, error: "" }, gate); // a bound the gate refuses is refused now, not on every call
  return tool<StrictParameters, unknown, string>({
    name: descriptor.name,
    description: descriptor.description,
    parameters: descriptor.parameters as StrictParameters,
    strict: true,
    execute: (input, _context, details): string => {
      return toolResult(index.trySearch(details?.toolCall?.arguments ?? input, { nulls: "absent" }), gate).text;
    },
  });
}
