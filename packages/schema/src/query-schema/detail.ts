import type { FieldUse } from "../document/field-uses.js";
import { nearestName } from "../names/nearest-name.js";
import { FUNCTION_KINDS, kindsLeftOut, NODE_KINDS } from "./kinds.js";

/**
 * How much of the query language a schema offers. `full` (the default): every node kind the
 * document's fields can use, with every property, as the seed describes the schema. `standard`: leaves out the node and function kinds
 * another part says as well, and the rarely set tuning properties. `compact`: the
 * core a call needs beside the `q` and `filter` strings (term, phrase, bool), for the smallest
 * descriptor. {@link DETAIL_LEAVES_OUT} has the rows. The parser takes the same option
 * and then accepts exactly what the schema of that detail offers.
 */
export type QueryDetail = "full" | "standard" | "compact";

/** Every {@link QueryDetail}, largest first. */
export const QUERY_DETAILS = ["full", "standard", "compact"] as const satisfies readonly QueryDetail[];

/**
 * The detail `querySchema`, the parser and `SearchTool` use when none is given: `full`, because the
 * seed's schema offers every node kind a type's fields can use (`multiFieldTerm`, `exists` over
 * every filterable field, `fieldValueFactor` among the functions), and an engine user's
 * `search` should accept the whole language. `standard` and `compact` are opt-in: smaller
 * descriptors for a caller who accepts what they leave out.
 */
export const DEFAULT_QUERY_DETAIL: QueryDetail = "full";

/** What one detail leaves out of the language. */
export interface DetailLeavesOut {
  /** Node kinds not offered (their `$defs` too). Without `functionScore`, no score function either. */
  readonly nodeTypes: readonly string[];
  /** Score-function types not offered. */
  readonly functionTypes: readonly string[];
  /** Field uses whose fields the nodes do not take (`range` over keyword fields, `term` over numbers, …). */
  readonly uses: readonly FieldUse[];
  /** By node type, function type, `highlight` (its options object) and `root`, the properties not offered. */
  readonly properties: Readonly<Record<string, readonly string[]>>;
}

/**
 * Tuning properties with a good default that calls rarely set: left out by `standard` and
 * `compact`. (`bool.minimumShouldMatch`, `functionScore.boostMode`, the decay `offset`/`decay` and
 * the `highlight` options stay in `standard`: a model writing Elasticsearch's
 * `minimum_should_match` should hear "minimumShouldMatch", not the nearest name left, "should";
 * and apps built on the default, as the demo, set the others.)
 */
const RARE_PROPERTIES = {
  fuzzy: ["prefixLength", "transpositions"],
  text: ["operator"],
  functionScore: ["maxBoost", "minScore"],
  fieldValueFactor: ["missing"],
} as const;

/**
 * What `standard` leaves out: the rare properties, and the root's `aggs`. Aggregations are offered
 * at `full` only: their eight definitions and the maps naming them would take most of the smaller
 * details' descriptor budget (issue 17), and a call that needs numbers rather than hits is rarer
 * than one that needs hits.
 */
const STANDARD_PROPERTIES = { ...RARE_PROPERTIES, root: ["aggs"] } as const;

/** What `compact` leaves out beyond {@link RARE_PROPERTIES}. */
const COMPACT_PROPERTIES = {
  ...RARE_PROPERTIES,
  term: ["boost"],
  phrase: ["boost"],
  bool: ["minimumShouldMatch", "boost"],
  highlight: ["fields", "preTag", "postTag", "fragmentSize", "fragments"],
  root: ["countExactly", "highlight", "aggs"],
} as const;

/**
 * The field uses `compact` leaves out: `range` over keyword fields, and `term` over anything but
 * strings (ids, keywords, text). The `filter` string compares every filterable field
 * (`year = 1999`, `rating >= 7`, `active = true`), so a `term` node per value type would only repeat
 * it, at about 250 bytes of `$defs` each (issue 35: the Movie descriptor within 4,096 bytes in every
 * format).
 */
const COMPACT_USES: readonly FieldUse[] = ["rangeKeyword", "termInteger", "termNumber", "termDate", "termBoolean"];

/**
 * What each detail leaves out: the one table the schema, the parser and the tool description
 * read (its kind rows come from the kinds' `details` in `NODE_KINDS` and `FUNCTION_KINDS`). `standard` keeps the kinds a model's common mistakes name, so the parser can teach the fix
 * (the parser's error-quality tests), and leaves out what another part says as well:
 * `multiFieldTerm` (a `bool` of `term`s), `exists`
 * (`exists(f)` in the filter string), `fieldValueFactor` (sort by the column, or a decay over it).
 * `compact` keeps `term` (over strings), `phrase` and `bool` without boosts, since the `q` and
 * `filter` strings say the rest (ranges, exists, fuzzy words, numbers and dates).
 */
export const DETAIL_LEAVES_OUT = {
  full: { ...kindsAt("full"), uses: [], properties: {} },
  standard: { ...kindsAt("standard"), uses: [], properties: STANDARD_PROPERTIES },
  compact: { ...kindsAt("compact"), uses: COMPACT_USES, properties: COMPACT_PROPERTIES },
} as const satisfies Readonly<Record<QueryDetail, DetailLeavesOut>>;

/** The node and function kinds `detail` leaves out: read from the kinds' `details` in `NODE_KINDS` and `FUNCTION_KINDS`. */
function kindsAt(detail: QueryDetail) {
  return { nodeTypes: kindsLeftOut(NODE_KINDS, detail), functionTypes: kindsLeftOut(FUNCTION_KINDS, detail) };
}

/** What `compact` leaves out: `DETAIL_LEAVES_OUT.compact`. */
export const COMPACT_LEAVES_OUT: DetailLeavesOut = DETAIL_LEAVES_OUT.compact;

/** The properties of a node type, function type or `highlight` that `detail` leaves out (none for `full`). */
export function propertiesLeftOut(detail: QueryDetail, kind: string): readonly string[] {
  const table: Readonly<Record<string, readonly string[]>> = DETAIL_LEAVES_OUT[detail].properties;
  return Object.hasOwn(table, kind) ? table[kind]! : [];
}

/** Whether `detail` offers node kind `type` (when the document's fields allow it at all). */
export function offersNodeType(detail: QueryDetail, type: string): boolean {
  return !(DETAIL_LEAVES_OUT[detail].nodeTypes as readonly string[]).includes(type);
}

/** Whether `detail` offers score-function `type` (inside a `functionScore`, when the document's columns allow it). */
export function offersFunctionType(detail: QueryDetail, type: string): boolean {
  return offersNodeType(detail, "functionScore") && !(DETAIL_LEAVES_OUT[detail].functionTypes as readonly string[]).includes(type);
}

/**
 * Whether `detail` lets nodes take the fields of `use`: not a use its row of
 * {@link DETAIL_LEAVES_OUT} leaves out, nor an aggregation use when it offers no `aggs`. The
 * `filter` and `strict` strings still take every field (they name fields by their own rules).
 */
export function offersFieldUse(detail: QueryDetail, use: FieldUse): boolean {
  if (use.startsWith("agg") && !offersAggs(detail)) return false;
  return !(DETAIL_LEAVES_OUT[detail].uses as readonly FieldUse[]).includes(use);
}

/** Whether `detail` offers the root's `aggs` (when the document has a field some aggregation takes). */
export function offersAggs(detail: QueryDetail): boolean {
  return !propertiesLeftOut(detail, "root").includes("aggs");
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
  const found =
    typeof value === "string"
      ? JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value)
      : value === null
        ? "null"
        : `a ${typeof value}`;
  return {
    problem: `unknown detail ${found}${near !== undefined ? ` (did you mean "${near}"?)` : ""}; details are "full", "standard" and "compact"`,
  };
}
