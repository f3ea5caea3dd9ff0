/**
 * The differential harness: runs one checked query through the engine and the reference evaluator
 * and describes every disagreement (matching set, scores to 1e-9 relative, order, totals, windows).
 * On a disagreement it shrinks the collection to the fewest documents that still disagree.
 */
import type { CheckedQuery } from "@oneindex/parser";
import { QUERY_LIMITS, type DocumentDefinition } from "@oneindex/schema";
import { isQueryCostError, SearchIndex, type SearchResults } from "../../src/index.js";
import { ReferenceEvaluator, type DocId, type PlainDocument, type ReferenceHit } from "./reference-evaluator.js";

/** Relative score tolerance. */
export const SCORE_TOLERANCE = 1e-9;

/** Whether two scores agree to {@link SCORE_TOLERANCE} relative (absolute near 0). */
export function sameScore(a: number, b: number): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= SCORE_TOLERANCE * Math.max(1e-3, Math.abs(a), Math.abs(b));
}

interface EngineHit {
  readonly id: DocId;
  readonly score: number;
}

/** The engine's whole result (every match, exact count) and its windowed result for the query as generated. */
function runEngine(
  index: SearchIndex,
  query: CheckedQuery,
  explain: boolean,
): {
  all: EngineHit[];
  total: { value: number; relation: string };
  window: EngineHit[];
  windowTotal: { value: number; relation: string };
  explained: { id: DocId; score: number; value: number | undefined }[];
} {
  // Aggregations are compared on their own (compareAggregations): without them a call counts as before.
  const plain = { ...query, aggs: undefined } as CheckedQuery;
  const whole = index
    .prepare({ ...plain, limit: QUERY_LIMITS.maxWindow, offset: 0, countExactly: true, highlight: undefined } as CheckedQuery)
    .execute();
  const windowed = index.prepare(plain).execute({ explain });
  return {
    all: whole.hits.map((h) => ({ id: h.id, score: h.score })),
    total: whole.total,
    window: windowed.hits.map((h) => ({ id: h.id, score: h.score })),
    windowTotal: windowed.total,
    explained: explain ? windowed.hits.map((h) => ({ id: h.id, score: h.score, value: h.explanation?.value })) : [],
  };
}

/** Every way the engine's answer differs from the reference's, as sentences (empty when they agree). */
export function compareResults(query: CheckedQuery, index: SearchIndex, reference: ReferenceEvaluator, explain = false): string[] {
  const problems: string[] = [];
  const expected = reference.search(query);
  let engine: ReturnType<typeof runEngine>;
  try {
    engine = runEngine(index, query, explain);
  } catch (error) {
    return [`engine threw: ${(error as Error).stack ?? String(error)}`];
  }
  // matching set and scores
  const refById = new Map(expected.all.map((h) => [h.id, h.score]));
  const engById = new Map(engine.all.map((h) => [h.id, h.score]));
  const missing = expected.all.filter((h) => !engById.has(h.id)).map((h) => h.id);
  const extra = engine.all.filter((h) => !refById.has(h.id)).map((h) => h.id);
  if (missing.length > 0)
    problems.push(`engine misses ${JSON.stringify(missing)} (reference scores ${JSON.stringify(missing.map((id) => refById.get(id)))})`);
  if (extra.length > 0)
    problems.push(`engine returns extra ${JSON.stringify(extra)} (engine scores ${JSON.stringify(extra.map((id) => engById.get(id)))})`);
  for (const h of engine.all) {
    const ref = refById.get(h.id);
    if (ref !== undefined && !sameScore(h.score, ref))
      problems.push(`score of ${JSON.stringify(h.id)}: engine ${h.score}, reference ${ref}`);
  }
  if (engine.total.value !== expected.total || engine.total.relation !== "eq")
    problems.push(`exact total: engine ${JSON.stringify(engine.total)}, reference ${expected.total}`);
  if (problems.length > 0) return problems;
  // order: exact with sort keys; by score, near-ties may come in either order
  const orderProblem = compareOrder(engine.all, expected.all, query.sort.length > 0);
  if (orderProblem !== undefined) problems.push(orderProblem);
  // the window is the whole list's slice
  const slice = engine.all.slice(query.offset, query.offset + query.limit);
  const windowIds = engine.window.map((h) => h.id);
  if (JSON.stringify(windowIds) !== JSON.stringify(slice.map((h) => h.id))) {
    // near-ties at the window's edges may differ; the scores must still be the same sequence
    const same = engine.window.length === slice.length && engine.window.every((h, i) => sameScore(h.score, slice[i]!.score));
    if (!same || query.sort.length > 0)
      problems.push(
        `window offset ${query.offset} limit ${query.limit}: engine ${JSON.stringify(windowIds)}, expected ${JSON.stringify(slice.map((h) => h.id))}`,
      );
  }
  const t = engine.windowTotal;
  const exact = t.value === expected.total && t.relation === "eq";
  // SEMANTICS: without countExactly, over 1,000 matches the engine may report a lower bound ≥ 1,000
  const bound = !query.countExactly && expected.total > 1000 && t.relation === "gte" && t.value >= 1000 && t.value <= expected.total;
  if (!exact && !bound)
    problems.push(`windowed total (countExactly ${query.countExactly}): engine ${JSON.stringify(t)}, reference ${expected.total}`);
  // an explanation's value is the hit's score
  for (const e of engine.explained) {
    if (e.value === undefined || !sameScore(e.value, e.score))
      problems.push(`explanation of ${JSON.stringify(e.id)}: value ${e.value}, score ${e.score}`);
  }
  if (query.aggs !== undefined) problems.push(...compareAggregations(query, index, reference, expected));
  return problems;
}

/**
 * The call with its aggregations: the engine's results (or its too-many-buckets error) against the
 * reference's, computed from the matching documents; numbers equal, sums and averages to
 * {@link SCORE_TOLERANCE} (the engine adds in doc order, which mutations change). The total is
 * then exact, and the page the same as without aggregations.
 */
function compareAggregations(
  query: CheckedQuery,
  index: SearchIndex,
  reference: ReferenceEvaluator,
  expected: ReturnType<ReferenceEvaluator["search"]>,
): string[] {
  const want = reference.aggregate(query, expected);
  let got: SearchResults<unknown>;
  try {
    got = index.prepare(query).execute();
  } catch (error) {
    if (isQueryCostError(error) && !want.ok && error.code === want.code && error.path === want.path) return [];
    return [`aggregations: engine threw ${String(error)}, reference ${JSON.stringify(want)}`];
  }
  if (!want.ok) return [`aggregations: engine answered, reference expects ${want.code} at ${want.path}`];
  const problems: string[] = [];
  if (got.total.value !== expected.total || got.total.relation !== "eq")
    problems.push(`total with aggs: engine ${JSON.stringify(got.total)}, reference ${expected.total}`);
  const page = Math.max(0, Math.min(query.limit, expected.total - query.offset));
  if (got.hits.length !== page) problems.push(`hits with aggs: engine ${got.hits.length}, expected ${page}`);
  const difference = firstDifference(JSON.parse(toJson(got.aggregations)), want.results, "");
  if (difference !== undefined)
    problems.push(`aggregations differ at ${difference}: engine ${toJson(got.aggregations)}, reference ${toJson(want.results)}`);
  return problems;
}

/** The path of the first place two JSON values differ (numbers to {@link SCORE_TOLERANCE}), or undefined. */
function firstDifference(a: unknown, b: unknown, path: string): string | undefined {
  if (typeof a === "number" && typeof b === "number") return sameScore(a, b) ? undefined : path;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a === b ? undefined : path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  if (Array.isArray(a) && a.length !== (b as unknown[]).length) return `${path}/length`;
  for (const key of keys) {
    const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}/${key}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

function compareOrder(engine: readonly EngineHit[], reference: readonly ReferenceHit[], exact: boolean): string | undefined {
  let i = 0;
  while (i < reference.length) {
    if (engine[i]!.id === reference[i]!.id) {
      i++;
      continue;
    }
    if (exact)
      return `order at ${i}: engine ${JSON.stringify(engine.slice(i, i + 5).map((h) => h.id))}, reference ${JSON.stringify(reference.slice(i, i + 5).map((h) => h.id))}`;
    // a group of near-tied scores in the reference must hold the same ids in the engine
    let j = i;
    while (j < reference.length && sameScore(reference[j]!.score, reference[i]!.score)) j++;
    const refGroup = new Set(reference.slice(i, j).map((h) => h.id));
    const engGroup = engine.slice(i, j).map((h) => h.id);
    // where the engine itself gives equal scores, its ties must be ordered by id
    const tiesByIdBroken = engine.slice(i, j - 1).some((h, k) => h.score === engine[i + k + 1]!.score && !(h.id < engine[i + k + 1]!.id));
    if (j - i < 2 || tiesByIdBroken || engGroup.some((id) => !refGroup.has(id))) {
      return `order at ${i}: engine ${JSON.stringify(engine.slice(i, i + 5).map((h) => [h.id, h.score]))}, reference ${JSON.stringify(reference.slice(i, i + 5).map((h) => [h.id, h.score]))}`;
    }
    i = j;
  }
  return undefined;
}

/** Builds an engine index holding exactly `docs`. */
export function freshIndex(definition: DocumentDefinition, docs: readonly PlainDocument[]): SearchIndex {
  const index = new SearchIndex(definition);
  if (docs.length > 0) index.add(docs as never[]);
  return index;
}

/** The fewest documents (greedy, one at a time) for which engine and reference still disagree on `query`, built fresh. */
export function shrinkCollection(
  definition: DocumentDefinition,
  docs: readonly PlainDocument[],
  query: CheckedQuery,
): PlainDocument[] | undefined {
  const disagrees = (set: readonly PlainDocument[]) =>
    compareResults(query, freshIndex(definition, set), new ReferenceEvaluator(definition, set)).length > 0;
  if (!disagrees(docs)) return undefined;
  let current = [...docs];
  for (let i = current.length - 1; i >= 0; i--) {
    const candidate = current.filter((_, j) => j !== i);
    if (disagrees(candidate)) current = candidate;
  }
  return current;
}

/** JSON with non-finite numbers spelled out (maxBoost is Infinity by default). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v));
}
