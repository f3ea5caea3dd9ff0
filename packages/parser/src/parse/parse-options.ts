import { DEFAULT_QUERY_DETAIL, QUERY_DETAILS, type QueryDetail } from "@oneindex/schema";
import { readQueryDetail } from "@oneindex/schema/internal";
import { getOwnDescriptor, hasOwn, lookupGetter } from "../json/own-property.js";

/** Options of `parseQuery` and `tryParseQuery`. */
export interface ParseOptions {
  /**
   * What a JSON `null` means. `"error"` (default): null is a problem (`null-not-allowed`), as the
   * JSON Schema has it. `"absent"`: null means the property was left out, for OpenAI strict-mode
   * tool calls, which send every optional property and use null for "not given". A null for a
   * required property then reads as missing; a null array item or root is still a problem.
   */
  readonly nulls?: "error" | "absent";
  /**
   * The query language's detail, as given to `querySchema` / `SearchTool`: `"full"` (default),
   * `"standard"` or `"compact"`. The parser accepts exactly what that detail's schema offers: node
   * kinds and properties its row of `DETAIL_LEAVES_OUT` names are reported as unknown.
   */
  readonly detail?: QueryDetail;
}

/** {@link ParseOptions} with every default resolved. */
export interface ResolvedParseOptions {
  readonly nulls: "error" | "absent";
  readonly detail: QueryDetail;
}

/** The resolved options, one object per combination, looked up without building a key (so resolving allocates nothing). */
const RESOLVED: { readonly [N in ResolvedParseOptions["nulls"]]: Readonly<Record<QueryDetail, ResolvedParseOptions>> } = {
  error: resolvedFor("error"),
  absent: resolvedFor("absent"),
};

function resolvedFor(nulls: ResolvedParseOptions["nulls"]): Readonly<Record<QueryDetail, ResolvedParseOptions>> {
  return Object.fromEntries(QUERY_DETAILS.map((detail) => [detail, { nulls, detail }])) as Record<QueryDetail, ResolvedParseOptions>;
}

/**
 * Resolves the defaults of {@link ParseOptions}: the one place they live. Each option is read only
 * as an own data property, so a value or accessor on `Object.prototype` cannot set it and no getter
 * runs. Gives `{ problem }` when the options cannot be read (a proxy whose trap throws) or name an
 * unknown detail. Runs on every call, so valid options allocate nothing.
 */
export function resolveParseOptions(options: ParseOptions | undefined): ResolvedParseOptions | { readonly problem: string } {
  if (options === undefined || options === null) return RESOLVED.error[DEFAULT_QUERY_DETAIL];
  let nulls: unknown;
  let detail: unknown;
  try {
    nulls = ownValue(options, "nulls");
    detail = ownValue(options, "detail");
  } catch {
    return { problem: "options that could not be read" };
  }
  const byDetail = RESOLVED[nulls === "absent" ? "absent" : "error"];
  if (detail === undefined) return byDetail[DEFAULT_QUERY_DETAIL];
  if (typeof detail === "string" && hasOwn(byDetail, detail)) return byDetail[detail as QueryDetail];
  const read = readQueryDetail(detail);
  return "problem" in read ? { problem: read.problem } : byDetail[read.detail];
}

/** An own data property's value; undefined when absent or an accessor (checked first, so the usual absent option costs no descriptor). */
function ownValue(options: object, key: string): unknown {
  if (!hasOwn(options, key)) return undefined;
  // An own property without a getter runs no code when read (one without a setter either reads
  // as undefined, as its descriptor has no value); no descriptor is made.
  if (lookupGetter !== undefined)
    return lookupGetter.call(options, key) === undefined ? (options as Record<string, unknown>)[key] : undefined;
  const descriptor = getOwnDescriptor(options, key);
  return descriptor !== undefined && hasOwn(descriptor, "value") ? descriptor.value : undefined;
}
