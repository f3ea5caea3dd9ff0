import type { FieldUse } from "../document/field-uses.js";
import type { QueryDetail } from "./detail.js";

/** What every package needs to know about one node or function kind, beside its schema definitions. */
export interface KindEntry {
  /** The field uses whose fields the kind's `field` takes; empty when it takes no field (then it is always offered). */
  readonly uses: readonly FieldUse[];
  /** The details that offer the kind. */
  readonly details: readonly QueryDetail[];
}

const ALL: readonly QueryDetail[] = ["full", "standard", "compact"];
const FULL_STANDARD: readonly QueryDetail[] = ["full", "standard"];
const FULL: readonly QueryDetail[] = ["full"];
const TERM_USES: readonly FieldUse[] = ["termString", "termInteger", "termNumber", "termDate", "termBoolean"];
const RANGE_USES: readonly FieldUse[] = ["rangeInteger", "rangeNumber", "rangeDate", "rangeKeyword"];
const DECAY_USES: readonly FieldUse[] = ["decayNumber", "decayDate", "decayGeo"];

/**
 * Every node kind, in the order schemas (`$defs`) and messages list them: the one table of node
 * kinds. The parser's kind lists and field-use tables, `DETAIL_LEAVES_OUT`'s node rows and the tool
 * description's words are read from it; the dispatchers (`NODE_DEFINITIONS` here, the parser's
 * checkers, the engine's preparers) are mapped types over its keys, so a kind added here without
 * its definition, checker or preparer does not compile.
 */
export const NODE_KINDS = {
  term: { uses: TERM_USES, details: ALL },
  phrase: { uses: ["terms"], details: ALL },
  prefix: { uses: ["terms"], details: FULL_STANDARD },
  fuzzy: { uses: ["terms"], details: FULL_STANDARD },
  regex: { uses: ["terms"], details: FULL_STANDARD },
  multiFieldTerm: { uses: ["terms"], details: FULL },
  range: { uses: RANGE_USES, details: FULL_STANDARD },
  exists: { uses: ["exists"], details: FULL },
  bool: { uses: [], details: ALL },
  matchAll: { uses: [], details: FULL_STANDARD },
  text: { uses: ["fullText"], details: FULL_STANDARD },
  strict: { uses: [], details: FULL_STANDARD },
  functionScore: { uses: [], details: FULL_STANDARD },
} as const satisfies Readonly<Record<string, KindEntry>>;

/** A node `type`: a key of {@link NODE_KINDS}. */
export type NodeKind = keyof typeof NODE_KINDS;

/** Every node kind, in {@link NODE_KINDS} order. */
export const NODE_KIND_NAMES = Object.keys(NODE_KINDS) as readonly NodeKind[];

/**
 * Every score-function kind (inside a `functionScore`), in the order schemas and messages list
 * them. Without `functionScore` a detail offers none, whatever `details` says.
 */
export const FUNCTION_KINDS = {
  weight: { uses: [], details: FULL_STANDARD },
  fieldValueFactor: { uses: ["fieldValueFactor"], details: FULL },
  gauss: { uses: DECAY_USES, details: FULL_STANDARD },
  exp: { uses: DECAY_USES, details: FULL_STANDARD },
  linear: { uses: DECAY_USES, details: FULL_STANDARD },
} as const satisfies Readonly<Record<string, KindEntry>>;

/** A score-function `type`: a key of {@link FUNCTION_KINDS}. */
export type FunctionKind = keyof typeof FUNCTION_KINDS;

/** Every function kind, in {@link FUNCTION_KINDS} order. */
export const FUNCTION_KIND_NAMES = Object.keys(FUNCTION_KINDS) as readonly FunctionKind[];

/** The root properties that name fields, and the uses whose fields they take. */
export const ROOT_FIELD_USES = {
  q: ["fullText"],
  highlight: ["fullText"],
  sort: ["sort"],
} as const satisfies Readonly<Record<string, readonly FieldUse[]>>;

/** The kinds of `table` that `detail` leaves out, in table order. */
export function kindsLeftOut<K extends string>(table: Readonly<Record<K, KindEntry>>, detail: QueryDetail): K[] {
  return (Object.keys(table) as K[]).filter((kind) => !table[kind].details.includes(detail));
}
