import type { QueryDetail } from "@oneindex/schema";
import { nearestName, readQueryDetail } from "@oneindex/schema/internal";
import { ToolOptionError } from "./tool-option-error.js";

/** The tool shapes `SearchTool` can emit, one per model API. */
export const TOOL_FORMATS = ["anthropic", "openai-chat", "openai-responses", "openai-strict", "mcp", "gemini"] as const;

/** One of {@link TOOL_FORMATS}. */
export type ToolFormat = (typeof TOOL_FORMATS)[number];

/** Every tool API's name rule (Anthropic, OpenAI; MCP and Gemini allow more). */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** Options of `SearchTool.for`, `SearchTool.descriptor` and `SearchTool.schemaFor`. */
export interface ToolOptions<F extends ToolFormat = ToolFormat> {
  /** The API shape. Default `anthropic`: `{ name, description, input_schema }`. */
  readonly format?: F;
  /** The tool's name. Default `search_<DocumentName>`. Must match `^[a-zA-Z0-9_-]{1,64}$`. */
  readonly name?: string;
  /**
   * How much of the query language the schema offers: `"full"` (default: every
   * kind the fields allow, as the seed describes), `"standard"` (without `multiFieldTerm`, `exists`,
   * `fieldValueFactor` and rarely set tuning properties) or `"compact"`
   * (term over strings, phrase and bool beside the `q` and `filter` strings); `DETAIL_LEAVES_OUT` in
   * `@oneindex/schema` has the rows. Parse the model's calls with the same `detail`.
   */
  readonly detail?: QueryDetail;
}

/** {@link ToolOptions} with every default applied. */
export interface ResolvedToolOptions<F extends ToolFormat = ToolFormat> {
  readonly format: F;
  readonly name: string;
  readonly detail: QueryDetail;
}

const OPTION_NAMES = ["format", "name", "detail"] as const;

/** Applies the defaults and checks the options; throws {@link ToolOptionError} naming what is wrong. */
export function resolveToolOptions<F extends ToolFormat>(
  documentName: string,
  options: ToolOptions<F> | undefined,
): ResolvedToolOptions<F> {
  const input: Record<string, unknown> = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
  for (const key of Object.keys(input)) {
    if (!(OPTION_NAMES as readonly string[]).includes(key)) {
      const near = nearestName(key, OPTION_NAMES);
      throw new ToolOptionError(
        "unknown-option",
        key,
        `unknown option "${key}"${near ? ` (did you mean "${near}"?)` : ""}; options are format, name and detail`,
      );
    }
  }
  const format = input["format"] ?? "anthropic";
  if (typeof format !== "string" || !(TOOL_FORMATS as readonly string[]).includes(format)) {
    const near = typeof format === "string" ? nearestName(format, TOOL_FORMATS) : undefined;
    throw new ToolOptionError(
      "unknown-format",
      "format",
      `unknown format ${JSON.stringify(format)}${near ? ` (did you mean "${near}"?)` : ""}; formats are ${TOOL_FORMATS.join(", ")}`,
    );
  }
  const name = input["name"] ?? `search_${documentName}`;
  if (typeof name !== "string" || !TOOL_NAME_PATTERN.test(name)) {
    throw new ToolOptionError("bad-name", "name", `the tool name ${JSON.stringify(name)} must be 1 to 64 letters, digits, "_" or "-"`);
  }
  const detail = readQueryDetail(input["detail"]);
  if ("problem" in detail) throw new ToolOptionError("unknown-detail", "detail", detail.problem);
  return { format: format as F, name, detail: detail.detail };
}
