import { nearestName } from "../names/nearest-name.js";

/**
 * How much of the query language a schema offers. `full`: every node kind the document's fields
 * can use, with every property. `compact`: leaves out what calls rarely need (the rows of
 * {@link COMPACT_LEAVES_OUT}), for a descriptor about half the size. The parser takes the same
 * option and then accepts exactly what the schema of that detail offers.
 */
export type QueryDetail = "full" | "compact";

/** Every {@link QueryDetail}, smallest last. */
export const QUERY_DETAILS = ["full", "compact"] as const satisfies readonly QueryDetail[];

/**
 * The detail `querySchema`, the parser and `SearchTool` use when none is given. `full`: the
 * parser's error messages on common model mistakes (which list every node kind and property a
 * place takes) are worded for the whole language.
 */
export const DEFAULT_QUERY_DETAIL: QueryDetail = "full";

/**
 * What `compact` leaves out: the one table the schema, the parser and the tool description read.
 * `nodeTypes`: node kinds not offered (their `$defs` too). `rangeKeyword`: whether `range` over
 * keyword fields is left out. `properties`: by node type, function type, `highlight` (its options
 * object) and `root`, the properties not offered.
 */
export const COMPACT_LEAVES_OUT = {
  nodeTypes: ["prefix", "fuzzy", "regex", "multiFieldTerm", "exists", "matchAll", "text", "strict"],
  rangeKeyword: true,
  properties: {
    bool: ["minimumShouldMatch"],
    functionScore: ["maxBoost", "minScore"],
    fieldValueFactor: ["missing"],
    gauss: ["offset", "decay"],
    exp: ["offset", "decay"],
    linear: ["offset", "decay"],
    highlight: ["fields", "preTag", "postTag", "fragmentSize", "fragments"],
  },
} as const satisfies {
  readonly nodeTypes: readonly string[];
  readonly rangeKeyword: boolean;
  readonly properties: Readonly<Record<string, readonly string[]>>;
};

/** The properties of a node type, function type or `highlight` that `detail` leaves out (none for `full`). */
export function propertiesLeftOut(detail: QueryDetail, kind: string): readonly string[] {
  if (detail === "full") return [];
  const table: Readonly<Record<string, readonly string[]>> = COMPACT_LEAVES_OUT.properties;
  return Object.hasOwn(table, kind) ? table[kind]! : [];
}

/** Whether `detail` offers node kind `type` (when the document's fields allow it at all). */
export function offersNodeType(detail: QueryDetail, type: string): boolean {
  return detail === "full" || !(COMPACT_LEAVES_OUT.nodeTypes as readonly string[]).includes(type);
}

/** Whether `detail` offers `highlight` options (an object); when not, `highlight` is a boolean. */
export function offersHighlightOptions(detail: QueryDetail): boolean {
  return propertiesLeftOut(detail, "highlight").length === 0;
}

/**
 * Reads a `detail` option: undefined gives {@link DEFAULT_QUERY_DETAIL}; anything but a
 * {@link QueryDetail} gives a message naming the nearest valid one (the caller throws or reports it).
 */
export function readQueryDetail(value: unknown): { readonly detail: QueryDetail } | { readonly problem: string } {
  if (value === undefined) return { detail: DEFAULT_QUERY_DETAIL };
  if (typeof value === "string" && (QUERY_DETAILS as readonly string[]).includes(value)) return { detail: value as QueryDetail };
  const near = typeof value === "string" ? nearestName(value, QUERY_DETAILS) : undefined;
  const found = typeof value === "string" ? JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value) : value === null ? "null" : `a ${typeof value}`;
  return { problem: `unknown detail ${found}${near !== undefined ? ` (did you mean "${near}"?)` : ""}; details are "full" and "compact"` };
}
