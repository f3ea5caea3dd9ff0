import type { DocumentDefinition, QueryDetail } from "@oneindex/schema";
import type { ToolDescriptor } from "../formats/descriptor-types.js";
import { resolveToolOptions, type ToolFormat } from "../options/tool-options.js";
import { resolveMaxChars } from "../result/result-limits.js";
import type { ToolResultOptions } from "../result/tool-result.js";
import { SearchTool } from "../search-tool.js";

/** The options every framework adapter's `searchTool` takes (ai-sdk, anthropic, langchain, openai-agents). */
export interface AdapterToolOptions {
  /** The tool's name, checked like {@link SearchTool}'s (`^[a-zA-Z0-9_-]{1,64}$`); default `search_<Name>`. */
  readonly name?: string;
  /**
   * Characters one tool result may take (the size gate, `toolResult`): a whole number from 1,000;
   * default 100,000. Larger results are cut with a note saying how to ask for less.
   */
  readonly maxResultChars?: number;
  /**
   * How much of the query language the tool offers: `"full"` (default), `"standard"` or
   * `"compact"` (the smallest descriptor: within 4,096 bytes for a 17-field type), as
   * {@link SearchTool}'s `detail`. The model's calls are parsed with the same detail, so the tool
   * accepts exactly what its schema offers.
   */
  readonly detail?: QueryDetail;
}

/** What an adapter builds its tool from, every option checked. */
export interface AdapterTool<F extends ToolFormat> {
  readonly descriptor: ToolDescriptor<F>;
  /** The size gate's options for `toolResult`. */
  readonly gate: ToolResultOptions;
  /** The parse options for the model's calls (`trySearch`, `tryParseQuery`): the descriptor's detail. */
  readonly parse: { readonly detail: QueryDetail };
}

/**
 * The descriptor in `format`, the size gate and the parse options of an adapter's tool, from its
 * options. Throws `ToolOptionError` for a bad name or detail and `RangeError` for a bound the gate
 * refuses, when the tool is made rather than on its first call.
 */
export function adapterTool<F extends ToolFormat>(definition: DocumentDefinition, options: AdapterToolOptions, format: F): AdapterTool<F> {
  const resolved = resolveToolOptions(definition.name, {
    format,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.detail === undefined ? {} : { detail: options.detail }),
  });
  const descriptor = SearchTool.descriptor<F>(definition, { format, name: resolved.name, detail: resolved.detail });
  return { descriptor, gate: { maxChars: resolveMaxChars(options.maxResultChars) }, parse: { detail: resolved.detail } };
}
