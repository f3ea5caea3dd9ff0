import { getOwnDescriptor, hasOwn } from "../json/own-property.js";

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

/**
 * Resolves the defaults of {@link ParseOptions}: the one place they live. `nulls` is read only as
 * an own data property, so a value or accessor on `Object.prototype` cannot set it and no getter
 * runs; undefined when the options cannot be read (a proxy whose trap throws).
 */
export function resolveParseOptions(options: ParseOptions | undefined): ResolvedParseOptions | undefined {
  if (options === undefined || options === null) return DEFAULTS;
  try {
    const descriptor = getOwnDescriptor(options, "nulls");
    const nulls: unknown = descriptor !== undefined && hasOwn(descriptor, "value") ? descriptor.value : undefined;
    return nulls === "absent" ? ABSENT : DEFAULTS;
  } catch {
    return undefined;
  }
}
