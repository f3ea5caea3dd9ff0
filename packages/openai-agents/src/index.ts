import { tool, type FunctionTool, type JsonSchemaDefinition } from "@openai/agents";
import { adapterTool, toolResult, type AdapterToolOptions, type DocumentDefinition, type SearchIndex } from "oneindex";

/** Options of {@link searchTool}: `name`, `maxResultChars` and `detail` (`AdapterToolOptions` from `oneindex`). */
export type SearchToolOptions = AdapterToolOptions;

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
  const { descriptor, gate, parse } = adapterTool(index.definition, options, "openai-strict");
  return tool<StrictParameters, unknown, string>({
    name: descriptor.name,
    description: descriptor.description,
    parameters: descriptor.parameters as StrictParameters,
    strict: true,
    execute: (input, _context, details): string => {
      return toolResult(index.trySearch(details?.toolCall?.arguments ?? input, { ...parse, nulls: "absent" }), gate).text;
    },
  });
}
