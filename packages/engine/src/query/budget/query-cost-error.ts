import { QUERY_LIMITS } from "@oneindex/schema";
import type { WorkKind, WorkSite } from "./work-budget.js";

/** Whether `error` is a {@link QueryCostError} made here (a brand check: no `instanceof`, so no user trap runs). */
export function isQueryCostError(error: unknown): error is QueryCostError {
  return typeof error === "object" && error !== null && QueryCostError.isBranded(error);
}

/** One node over budget, as data (the same fields a parse problem has, so tools render both alike). */
export interface CostProblem {
  /** `too-costly`: over the work budget; `too-many-buckets`: an aggregation would list more than `QUERY_LIMITS.maxBuckets` buckets. */
  readonly code: "too-costly" | "too-many-buckets";
  /** JSON Pointer of the node whose work ran out (for string languages, the path of the string). */
  readonly path: string;
  /** For nodes written in a string language: the character offset of the node in that string. */
  readonly offset?: number;
  /** What ran out. */
  readonly kind: WorkKind;
  readonly message: string;
}

/** What to change, per kind of work: the only wording of cost errors. */
const ADVICE: Record<WorkKind, string> = {
  term: "match fewer terms: a longer prefix, a narrower range, fewer fields",
  automatonStep: "use a simpler pattern: fewer repetitions, fewer alternatives, a literal prefix, or maxEdits 1",
  posting: "match fewer terms or add a filter",
  queryWord: "use a shorter text or fewer fields: every word is looked up in every field",
  phraseStep: "use a smaller slop or fewer phrase terms",
  position: "use rarer phrase terms or add a filter",
  highlightChar: "highlight fewer fields, or turn highlight off for this call",
  functionDoc: "add a filter so fewer documents are scored by the function",
  cursorStep:
    "use fewer or narrower clauses: every clause a document matches is visited for it, so a wide bool of broad clauses costs clauses × documents",
  matchedDoc: "match fewer documents: add a filter, drop a matchAll or a broad clause, or use fewer clauses",
  aggregatedDoc: "aggregate fewer documents or use fewer aggregations: add a filter",
  value: "test fewer values: add a filter, use fewer range or term clauses on multi-valued fields, fewer ranges, or fewer sub-aggregations",
  termIndex:
    "this field's term index (built once for fuzzy, regex, prefix and keyword ranges) needs more work than one call may do: use term or text on this field instead",
  bucket: "make fewer buckets: a larger histogram interval, a coarser calendar interval, or a filter",
};

function where(site: WorkSite | undefined): string {
  if (site?.origin === undefined) return site === undefined ? "the call" : `a ${site.type} node`;
  const { path, offset } = site.origin;
  const at = path === "" ? "the root" : path;
  return offset === undefined ? `${at} (${site.type})` : `${at}, character ${offset} (${site.type})`;
}

/**
 * Thrown by `execute`/`search` (and preparing, for term expansions) when a call would do more work
 * than the index's `workBudget` allows. Model-facing, like `QueryParseError`: `code`, `path`,
 * `problems` and `toToolResult()`, so an application returns it to the model the same way.
 */
export class QueryCostError extends Error {
  override readonly name = "QueryCostError";
  readonly code: "too-costly" | "too-many-buckets";
  /** JSON Pointer of the node over budget ("" when no node is known). */
  readonly path: string;
  readonly problems: readonly CostProblem[];
  readonly omitted = 0;

  constructor(
    /** The budget that ran out, in work units. */
    readonly budget: number,
    readonly kind: WorkKind,
    site: WorkSite | undefined,
    /** For `too-many-buckets`: what to change, in words (the interval that fits). */
    buckets?: string,
  ) {
    const message =
      buckets === undefined
        ? `${where(site)}: this search needs more work than the index allows (${budget.toLocaleString("en-US")} units); ${ADVICE[kind]}`
        : `${where(site)}: this aggregation would list more than ${QUERY_LIMITS.maxBuckets.toLocaleString("en-US")} buckets; ${buckets}`;
    super(message);
    this.code = buckets === undefined ? "too-costly" : "too-many-buckets";
    this.path = site?.origin?.path ?? "";
    const offset = site?.origin?.offset;
    this.problems = [{ code: this.code, path: this.path, kind, message, ...(offset === undefined ? {} : { offset }) }];
  }

  /** The brand {@link isQueryCostError} checks: a private field, so a proxy or a lookalike never passes. */
  readonly #brand = true;

  /** Whether `value` was made by this class's constructor (a private-field check: no trap runs). */
  static isBranded(value: object): boolean {
    return #brand in value;
  }

  /** The text to return to the model as the tool's error result. */
  toToolResult(): string {
    const buckets = this.code === "too-many-buckets";
    return [
      buckets
        ? "The search was stopped because an aggregation would list too many buckets; nothing was returned."
        : "The search was stopped because it would take too long; nothing was returned.",
      `- ${this.message}`,
      `Change the ${buckets ? "aggregation" : "node"} named above as suggested and call the search tool again.`,
    ].join("\n");
  }
}

/**
 * The error of an aggregation that would list more than `QUERY_LIMITS.maxBuckets` buckets (a
 * histogram's interval too small for the matches' span): a model-facing `QueryCostError` with code
 * `too-many-buckets`, naming the aggregation's path and, in `fix`, an interval that fits.
 */
export function tooManyBuckets(site: WorkSite, fix: string): QueryCostError {
  return new QueryCostError(Number.POSITIVE_INFINITY, "bucket", site, fix);
}
