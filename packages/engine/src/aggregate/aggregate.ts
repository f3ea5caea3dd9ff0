import type { Aggregation, MetricAggregation } from "@oneindex/parser";
import { NO_MORE, type Scorer } from "../query/cursors/scorer.js";
import type { WorkBudget } from "../query/budget/work-budget.js";
import type { ExecutionContext } from "../query/weight.js";
import type { IndexState } from "../store/index-state.js";
import type { AggregationResult, AggregationResults } from "./aggregation-results.js";
import { cardinalityCollector } from "./cardinality.js";
import { defineResult, valuesPerDoc, type AggCollector, type AggContext } from "./collector.js";
import { dateHistogramCollector } from "./date-histogram.js";
import { geoDistanceCollector } from "./geo-distance.js";
import { histogramCollector } from "./histogram.js";
import { rangeCollector } from "./range.js";
import { statsCollector } from "./stats.js";
import { termsCollector } from "./terms.js";

/** Where the walk over the matches charges: the root's `aggs`. */
const AGGS_SITE = { type: "aggs", origin: { path: "/aggs" } } as const;
/** Matches walked between two charges. */
const CHARGE_EVERY = 1024;

/** The collector of one aggregation: the only place a kind is looked up. */
function collectorFor(state: IndexState, exec: ExecutionContext, agg: Aggregation, refuseEarly = false): AggCollector {
  const { budget, scratch } = exec;
  const ctx: AggContext = { state, budget, scratch, site: { type: `${agg.type} aggregation`, origin: { path: agg.path } }, refuseEarly };
  switch (agg.type) {
    case "terms":
      return termsCollector(ctx, agg, () => agg.aggs.map((sub: MetricAggregation) => collectorFor(state, exec, sub)));
    case "histogram":
      return histogramCollector(ctx, agg);
    case "dateHistogram":
      return dateHistogramCollector(ctx, agg);
    case "range":
      return rangeCollector(ctx, agg);
    case "stats":
      return statsCollector(ctx, agg);
    case "cardinality":
      return cardinalityCollector(ctx, agg);
    case "geoDistance":
      return geoDistanceCollector(ctx, agg);
  }
}

/**
 * What a walk over the matches calls, every matching doc passed once: `run` with a run of them,
 * `docs[start]` to `docs[end - 1]` (the buffer is the caller's: read it before returning), or `one`
 * with a single one.
 */
export interface MatchVisitor {
  run(docs: Int32Array, start: number, end: number): void;
  one(doc: number): void;
}

/** The match set, walked once. */
export type Matches = (visit: MatchVisitor) => void;

/**
 * The matches of a cursor, in doc order, one by one: each is collected before the cursor moves on,
 * so the cursor's charges and the collectors' interleave as the walk goes.
 */
export const cursorMatches =
  (scorer: Scorer): Matches =>
  (visit) => {
    for (let d = scorer.next(); d !== NO_MORE; d = scorer.next()) visit.one(d);
  };

/** What {@link aggregate} found: the exact count of the matches and each aggregation's result. */
export interface Aggregated {
  readonly total: number;
  readonly results: AggregationResults;
}

/**
 * Computes `aggs` over every match of `matches` (the whole match set, never a page) in one walk:
 * each match is offered once to every aggregation. Charges the walk
 * (`matchedDoc` per match × `nodes`), each match × aggregation (`aggregatedDoc`, sub-aggregations
 * counted) and each bucket made (`bucket`, by the collectors).
 */
export function aggregate(
  state: IndexState,
  aggs: readonly Aggregation[],
  matches: Matches,
  exec: ExecutionContext,
  nodes: number,
): Aggregated {
  const { budget } = exec;
  const firstBucketing = aggs.findIndex((a) => a.type === "histogram" || a.type === "dateHistogram");
  const collectors = aggs.map((agg, i) => collectorFor(state, exec, agg, i === firstBucketing));
  const perDoc = aggs.reduce((n, a) => n + 1 + (a.type === "terms" ? a.aggs.length : 0), 0);
  const values = aggs.reduce((n, a) => n + valuesPerDoc(a), 0);
  let total = 0;
  matches({
    one(d) {
      if (++total % CHARGE_EVERY === 0) charge(budget, CHARGE_EVERY, nodes, perDoc, values);
      for (let i = 0; i < collectors.length; i++) collectors[i]!.collect(d);
    },
    run(docs, start, end) {
      let o = start;
      while (o < end) {
        // As `one` does: the CHARGE_EVERY-th match of each chunk is charged for the chunk before it is collected.
        const pending = total % CHARGE_EVERY;
        if (pending === CHARGE_EVERY - 1) charge(budget, CHARGE_EVERY, nodes, perDoc, values);
        const n = Math.min(end - o, pending === CHARGE_EVERY - 1 ? CHARGE_EVERY : CHARGE_EVERY - 1 - pending);
        collectRun(collectors, docs, o, o + n);
        total += n;
        o += n;
      }
    },
  });
  charge(budget, total % CHARGE_EVERY, nodes, perDoc, values);
  const results: Record<string, AggregationResult> = {};
  for (const [i, agg] of aggs.entries()) defineResult(results, agg.name, collectors[i]!.result());
  return { total, results };
}

/** Offers `docs[start]` to `docs[end - 1]` to the collectors: doc by doc to all of them (as the budget is charged), or as one run to a lone one. */
function collectRun(collectors: readonly AggCollector[], docs: Int32Array, start: number, end: number): void {
  if (collectors.length === 1) {
    const only = collectors[0]!;
    if (only.collectRun !== undefined) only.collectRun(docs, start, end);
    else for (let i = start; i < end; i++) only.collect(docs[i]!);
    return;
  }
  for (let i = start; i < end; i++) for (let c = 0; c < collectors.length; c++) collectors[c]!.collect(docs[i]!);
}

function charge(budget: WorkBudget, docs: number, nodes: number, perDoc: number, values: number): void {
  budget.spend(docs * nodes, "matchedDoc", AGGS_SITE);
  budget.spend(docs * perDoc, "aggregatedDoc", AGGS_SITE);
  if (values > 0) budget.spend(docs * values, "value", AGGS_SITE);
}
