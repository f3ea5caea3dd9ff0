import { type DocumentDefinition, QUERY_LIMITS, queryCapabilities } from "oneindex";
import type { CallOutcome } from "../search/run-call.js";

/** Buckets a terms facet shows. */
export const FACET_TERMS = 8;
/** About how many buckets a histogram facet shows. */
const HISTOGRAM_BUCKETS = 10;

/**
 * The fields the facet panel shows: terms over keyword and boolean fields, histograms over numbers
 * (the fields `aggs` takes), at most `QUERY_LIMITS.maxAggs` in all, so the facet call fits the
 * parser's limit by construction. Taken in turn from each list (a terms field, a number field, …)
 * so a data set with many keyword columns still gets its histograms.
 */
export function facetFields(doc: DocumentDefinition): {
  readonly terms: readonly string[];
  readonly numbers: readonly string[];
  /** Aggregatable fields past the limit, which get no facet. */
  readonly leftOut: readonly string[];
} {
  // The full detail is the one that offers aggs; queryCapabilities lists the fields each use takes.
  const { fields } = queryCapabilities(doc, "full");
  const terms: string[] = [];
  const numbers: string[] = [];
  for (let i = 0; terms.length + numbers.length < QUERY_LIMITS.maxAggs; i++) {
    const t = fields.aggTerms[i];
    const n = fields.aggNumber[i];
    if (t === undefined && n === undefined) break;
    if (t !== undefined) terms.push(t);
    if (n !== undefined && terms.length + numbers.length < QUERY_LIMITS.maxAggs) numbers.push(n);
  }
  const chosen = new Set([...terms, ...numbers]);
  const leftOut = [...fields.aggTerms, ...fields.aggNumber].filter((f) => !chosen.has(f));
  return { terms, numbers, leftOut };
}

type Call = Record<string, unknown>;

/** The call's own matches, no hits: its `q`, `query` and `filter` kept, paging, sorting and highlighting dropped. */
function matchesOnly(call: Call, aggs: Record<string, unknown>): Call {
  const out: Call = { v: call["v"] ?? 1, limit: 0, aggs };
  for (const key of ["q", "query", "filter"]) if (call[key] !== undefined) out[key] = call[key];
  return out;
}

/** First step: the span of each number field over the call's matches (`stats`), to choose histogram intervals. */
export function spanCall(call: Call, doc: DocumentDefinition): Call | undefined {
  const { numbers } = facetFields(doc);
  if (numbers.length === 0) return undefined;
  return matchesOnly(call, Object.fromEntries(numbers.map((f) => [f, { type: "stats", field: f }])));
}

/** A round interval (1, 2 or 5 times a power of ten) making about ten buckets of `min`–`max`; whole for integer fields. */
export function niceInterval(min: number, max: number, integer: boolean): number {
  const raw = (max - min) / HISTOGRAM_BUCKETS;
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/** Second step: terms of every terms field and a histogram of every number field that has values, with the call's query. */
export function facetCall(
  call: Call,
  doc: DocumentDefinition,
  spans: Readonly<Record<string, { readonly count: number; readonly min: number | null; readonly max: number | null }>>,
): Call | undefined {
  const { terms, numbers } = facetFields(doc);
  const aggs: Record<string, unknown> = {};
  for (const f of terms) aggs[f] = { type: "terms", field: f, size: FACET_TERMS };
  for (const f of numbers) {
    const span = spans[f];
    if (span === undefined || span.count === 0 || span.min === null || span.max === null) continue;
    aggs[f] = { type: "histogram", field: f, interval: niceInterval(span.min, span.max, doc.fields[f]!.kind === "integer"), minCount: 1 };
  }
  return Object.keys(aggs).length === 0 ? undefined : matchesOnly(call, aggs);
}

/** The same call with the first half of its aggregations (at least one), or undefined when it has one or none. */
export function fewerAggs(call: Call): Call | undefined {
  const entries = Object.entries((call["aggs"] ?? {}) as Record<string, unknown>);
  if (entries.length <= 1) return undefined;
  return { ...call, aggs: Object.fromEntries(entries.slice(0, Math.ceil(entries.length / 2))) };
}

/** What one facet call gave: its aggregations, a refusal in the words the model would read, or nothing (a later run overtook it). */
export type AggsOutcome =
  | { readonly kind: "aggs"; readonly aggregations: Readonly<Record<string, unknown>> }
  | { readonly kind: "refused"; readonly text: string }
  | { readonly kind: "overtaken" };

/** A facet call's outcome as the panel reads it: the aggregations of its hits, or its error text (a refusal). */
export function aggsOutcomeOf(outcome: CallOutcome): AggsOutcome {
  if (outcome.kind === "error") return { kind: "refused", text: outcome.text };
  return { kind: "aggs", aggregations: (outcome.results as { aggregations?: Record<string, unknown> }).aggregations ?? {} };
}

/**
 * Runs a facet call and, while it is refused (over the engine's work budget on a large file), runs
 * it again with half its aggregations: fewer facets rather than none. Answers the call that was
 * answered (its aggregations are the ones shown), or the last refusal when even one was refused.
 */
export async function degradingAggs(
  call: Call,
  send: (call: Call) => Promise<AggsOutcome>,
): Promise<{ readonly call: Call; readonly outcome: AggsOutcome }> {
  let attempt = call;
  for (;;) {
    const outcome = await send(attempt);
    const fewer = outcome.kind === "refused" ? fewerAggs(attempt) : undefined;
    if (fewer === undefined) return { call: attempt, outcome };
    attempt = fewer;
  }
}
