/** Options of `parseQuery` and `tryParseQuery`. */
export interface ParseOptions {
  /**
   * What a JSON `null` means. `"error"` (default): null is a problem (`null-not-allowed`), as the
   * JSON Schema has it. `"absent"`: null means the property was left out, for OpenAI strict-mode
   * tool calls, which send every optional property and use null for "not given". A null for a
   * required property then reads as missing; a null array item or root is still a problem.
   */
  readonly nulls?: "error" | "absent";
}

/** {@link ParseOptions} with every default resolved. */
export interface ResolvedParseOptions {
  readonly nulls: "error" | "absent";
}

const DEFAULTS: ResolvedParseOptions = { nulls: "error" };
const ABSENT: ResolvedParseOptions = { nulls: "absent" };

/** Resolves the defaults of {@link ParseOptions}: the one place they live. */
export function resolveParseOptions(options: ParseOptions | undefined): ResolvedParseOptions {
  return options?.nulls === "absent" ? ABSENT : DEFAULTS;
}
