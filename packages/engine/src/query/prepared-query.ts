import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { countNodes } from "@oneindex/parser/internal";
import { byScore } from "../collect/ranking.js";
import { sortKeyColumns } from "../collect/sort-key-column.js";
import type { SortKeyColumn } from "../collect/sort-key-column.js";
import { TopDocs } from "../collect/top-docs.js";
import { TopK } from "../collect/top-k.js";
import type { TopSorted } from "../collect/top-sorted.js";
import type { Candidate } from "../collect/top-k.js";
import { explanation } from "../explain/explanation.js";
import type { Explanation } from "../explain/explanation.js";
import { clampScore } from "../functions/clamp-score.js";
import { analysedLength, highlightValues } from "../highlight/index.js";
import type { IndexState } from "../store/index-state.js";
import { ConjunctionScorer } from "./cursors/conjunction-scorer.js";
import { ScaledScorer } from "./cursors/scaled-scorer.js";
import { NO_MORE } from "./cursors/scorer.js";
import type { Scorer } from "./cursors/scorer.js";
import { allWeight } from "./nodes/match-all.js";
import type { ExecutionScratch } from "./execution-scratch.js";
import type { ScorePlan } from "./plan/score-plan.js";
import { matchAll, matchPlan } from "./plan/match-plan.js";
import { runPlan } from "./plan/run-plan.js";
import type { Accumulators } from "./plan/accumulator.js";
import { streamPlan, streamShape } from "./plan/stream-plan.js";
import { WorkBudget } from "./budget/work-budget.js";
import { aggregate, cursorMatches, type Matches, type MatchVisitor } from "../aggregate/aggregate.js";
import { prepareNode } from "./prepare-node.js";
import type { TextFieldScoring } from "./nodes/text.js";
import type { ExecuteOptions, SearchHit, SearchResults } from "./results.js";
import type { DocMatcher, HighlightTerms, PrepareContext, Weight, ExecutionContext } from "./weight.js";

/**
 * What a collector hands to the page: the best k (`docs[i]`, `scores[i]` for `i < count`), best
 * first from the page's offset on (before it a collector may leave them in no order), and the count.
 */
interface Collected {
  readonly docs: ArrayLike<number>;
  readonly scores: ArrayLike<number>;
  readonly count: number;
  readonly total: number;
  readonly relation: "eq" | "gte";
}

/** A collector's result from the candidates it kept, best first. */
function collectedOf(top: readonly Pick<Candidate, "doc" | "score">[], total: number, relation: "eq" | "gte"): Collected {
  return { docs: top.map((c) => c.doc), scores: top.map((c) => c.score), count: top.length, total, relation };
}

/** Highlighting's work is charged to the root's `highlight` property. */
const HIGHLIGHT_SITE = { type: "highlight", origin: { path: "/highlight" } } as const;
/** Where the doc-at-a-time loop charges its documents: the whole query. */
const QUERY_SITE = { type: "query", origin: { path: "" } } as const;
/** Documents visited between two charges of the doc-at-a-time loop. */
const CHARGE_DOCS_EVERY = 1024;

/** Charges sorting `n` kept docs: about n·log2(n) comparisons, each reading every sort key. */
function chargeSort(n: number, sortKeys: number, exec: ExecutionContext): void {
  if (n > 1) exec.budget.spend(n * Math.ceil(Math.log2(n)) * (1 + sortKeys), "matchedDoc", QUERY_SITE);
}

/** The kept candidates, best first, after charging the sort. */
function sortedWithin(top: TopK, sortKeys: number, exec: ExecutionContext): Candidate[] {
  chargeSort(top.size, sortKeys, exec);
  return top.sorted();
}

/** The nodes of an optional part of a query. */
function nodesIn(node: QueryNode | undefined): number {
  return node === undefined ? 0 : countNodes(node);
}

/**
 * The docs a sort-by-fields collector kept, best first from `offset`, after charging the sort as
 * {@link sortedWithin} does: as a full sort of the kept docs, although only the page is sorted.
 */
function collectedSorted(
  top: TopSorted,
  offset: number,
  sortKeys: number,
  exec: ExecutionContext,
  total: number,
  relation: "eq" | "gte",
): Collected {
  chargeSort(top.count, sortKeys, exec);
  const count = top.sortKept(offset);
  return { docs: top.keptDocs, scores: top.keptScores, count, total, relation };
}

/** Matches counted exactly before `countExactly: false` lets the engine stop counting (Lucene's default `track_total_hits`). */
export const EXACT_COUNT_THRESHOLD = 1000;

/** The root of a query bound to an index state: `q` and `query` score, `filter` only restricts. */
class RootWeight {
  readonly scoring: readonly Weight[];
  readonly filter: Weight | undefined;
  readonly everything: Weight | undefined;
  constructor(query: CheckedQuery, ctx: PrepareContext) {
    // `q` first, then `query`; built as a literal (a list grown by push takes 17 slots).
    const q = query.q === undefined ? undefined : prepareNode(query.q, ctx);
    const main = query.query === undefined ? undefined : prepareNode(query.query, ctx);
    this.scoring = q === undefined ? (main === undefined ? [] : [main]) : main === undefined ? [q] : [q, main];
    this.filter = query.filter === undefined ? undefined : prepareNode(query.filter, ctx);
    if (this.scoring.length === 0 && this.filter === undefined) this.everything = allWeight(ctx, 1, "no query: every document");
  }
  scorer(exec: ExecutionContext): Scorer {
    if (this.everything !== undefined) return this.everything.scorer(exec);
    const scoring = this.scoring.map((w) => w.scorer(exec));
    if (this.filter === undefined && scoring.length === 1) return scoring[0]!;
    if (scoring.length === 0) return new ScaledScorer(this.filter!.scorer(exec), 0, 0);
    return new ConjunctionScorer(scoring, this.filter === undefined ? [] : [this.filter.scorer(exec)], {
      budget: exec.budget,
      site: QUERY_SITE,
    });
  }
  explain(doc: number, exec: ExecutionContext): Explanation | undefined {
    if (this.everything !== undefined) return this.everything.explain(doc, exec);
    const details: Explanation[] = [];
    let sum = 0;
    for (const w of this.scoring) {
      const e = w.explain(doc, exec);
      if (e === undefined) return undefined;
      details.push(e);
      sum += e.value;
    }
    if (this.filter !== undefined) {
      const e = this.filter.explain(doc, exec);
      if (e === undefined) return undefined;
      details.push(explanation(0, "filter matches (scores nothing)", [e]));
    }
    return explanation(sum, details.length === 1 ? "score of the query" : "sum of q and query (filter scores nothing)", details);
  }
  highlightTerms(): HighlightTerms {
    const out: HighlightTerms = new Map();
    for (const w of this.scoring) w.highlightTerms(out);
    this.filter?.highlightTerms(out);
    return out;
  }
}

/** Where a prepared query gets the current state of its index (it re-binds statistics after a change). */
export interface StateSource {
  readonly state: IndexState;
  /** Bumped by every change to the index. */
  readonly generation: number;
  /** Work units one call may spend (see {@link PreparedQuery}'s constructor for what a call is). */
  readonly options: { readonly workBudget: number; readonly textFieldScoring?: TextFieldScoring };
  /** The buffers the index's calls reuse. */
  readonly scratch: ExecutionScratch;
}

/** A query that runs term at a time: its scoring plan, and its filter as a per-doc test or a plan of its own. */
interface TermAtATimePlan {
  readonly plan: ScorePlan;
  readonly test?: DocMatcher;
  readonly filterPlan?: ScorePlan;
}

/**
 * A checked query bound to an index: statistics (idf, avgdl) resolved once, then `execute` runs
 * cursors and collectors. If the index changed since, `execute` re-binds first.
 */
export class PreparedQuery<Doc = Record<string, unknown>> {
  private root: RootWeight;
  private generation: number;
  private state: IndexState;
  /** The query's nodes (at least 1): what one document visited doc at a time costs, in `matchedDoc` steps. */
  private readonly nodes: number;
  /** The budget preparing left for the first execution, when preparing and executing are one call. */
  private callBudget: WorkBudget | undefined;

  /**
   * Binds `query` to `source`. With `callBudget`, preparing and the first `execute` are one call and
   * spend that one budget (as `SearchIndex.search` does); without, preparing has a budget of its own
   * and so does every execution.
   */
  constructor(
    private readonly source: StateSource,
    /** The checked query tree this was prepared from. */
    readonly query: CheckedQuery,
    callBudget?: WorkBudget,
  ) {
    this.state = source.state;
    this.generation = source.generation;
    this.root = new RootWeight(query, this.prepareContext(callBudget ?? new WorkBudget(source.options.workBudget)));
    this.callBudget = callBudget;
    this.nodes = Math.max(1, nodesIn(query.q) + nodesIn(query.query) + nodesIn(query.filter));
  }

  /** The budget of the next execution: what the call's preparing left, once; else a fresh one. */
  private executionBudget(): WorkBudget {
    const budget = this.callBudget ?? new WorkBudget(this.source.options.workBudget);
    this.callBudget = undefined;
    return budget;
  }

  /** Re-binds the statistics if the index changed since, charging the expansions to `budget`. */
  private bind(budget: WorkBudget): void {
    if (this.generation !== this.source.generation || this.state !== this.source.state) {
      this.state = this.source.state;
      this.generation = this.source.generation;
      this.root = new RootWeight(this.query, this.prepareContext(budget));
    }
  }

  /** What preparing needs: the state, the budget and the index's scoring options. */
  private prepareContext(budget: WorkBudget): PrepareContext {
    return { state: this.state, budget, textFieldScoring: this.source.options.textFieldScoring };
  }

  /**
   * How `execute` runs the query: `term-at-a-time` for a disjunction of terms and constant sets
   * (with at most a filter that can test docs or is one too), else `doc-at-a-time` through cursors.
   */
  get strategy(): "term-at-a-time" | "doc-at-a-time" {
    const budget = new WorkBudget(this.source.options.workBudget);
    this.bind(budget);
    return this.termAtATimePlan({ budget, scratch: this.source.scratch }) !== undefined ? "term-at-a-time" : "doc-at-a-time";
  }

  /** The scoring plan and the filter's test or plan, when the query runs term at a time. */
  private termAtATimePlan(exec: ExecutionContext): TermAtATimePlan | undefined {
    const root = this.root;
    if (root.everything !== undefined || root.scoring.length !== 1) return undefined;
    const plan = root.scoring[0]!.plan?.(exec);
    if (plan === undefined) return undefined;
    if (root.filter === undefined) return { plan };
    const test = root.filter.matcher?.(exec);
    if (test !== undefined) return { plan, test };
    const filterPlan = root.filter.plan?.(exec);
    return filterPlan === undefined ? undefined : { plan, filterPlan };
  }

  /** Runs the query: the page of hits (offset, limit) and the total. */
  execute(options: ExecuteOptions = {}): SearchResults<Doc> {
    const budget = this.executionBudget();
    this.bind(budget);
    const state = this.state;
    const q = this.query;
    const k = q.offset + q.limit;
    const readers = q.sort.length === 0 ? undefined : sortKeyColumns(state, q.sort);
    const exec: ExecutionContext = { budget, scratch: this.source.scratch };
    // Aggregations walk every match (never stopping at a count threshold), so their walk also gives
    // the exact total; with no hits asked for it is the only walk.
    const aggregated =
      q.aggs === undefined
        ? undefined
        : aggregate(state, q.aggs, this.matches(exec, options.strategy === "doc-at-a-time"), exec, this.nodes);
    const collected =
      aggregated !== undefined && k === 0
        ? { docs: [], scores: [], count: 0, total: aggregated.total, relation: "eq" as const }
        : ((options.strategy === "doc-at-a-time" ? undefined : this.termAtATime(k, readers, exec)) ?? this.docAtATime(k, readers, exec));
    const { docs, scores, count, total, relation } = collected;
    const terms = q.highlight === undefined ? undefined : this.root.highlightTerms();
    // The page's highlighting is charged whole before any value is analysed: a page too costly to
    // highlight is refused at once, not after analysing what the budget had left. Charged hit by
    // hit, so the refusal comes at the first hit past the budget rather than after measuring the
    // values of all of them (10,000 hits took ~10 ms to measure, uncharged).
    if (terms !== undefined && q.highlight !== undefined)
      for (let i = q.offset; i < count; i++)
        budget.spend(this.highlightedChars(docs[i]!, q.highlight.fields, terms), "highlightChar", HIGHLIGHT_SITE);
    // Sized when made: a list grown by push takes 17 slots, more than a usual page.
    const hits: SearchHit<Doc>[] = count > q.offset ? new Array(count - q.offset) : [];
    for (let i = q.offset; i < count; i++) {
      const doc = docs[i]!;
      const hit: { -readonly [K in keyof SearchHit<Doc>]: SearchHit<Doc>[K] } = {
        id: state.ids[doc]!,
        score: clampScore(scores[i]!),
        document: state.sources[doc] as Doc,
      };
      if (terms !== undefined && q.highlight !== undefined) {
        const highlights: Record<string, string[]> = {};
        let any = false;
        for (const field of q.highlight.fields) {
          const set = terms.get(field);
          const f = state.table.numbers.get(field);
          if (set === undefined || f === undefined) continue;
          const values = state.stringsOf(f, doc);
          if (values === undefined) continue;
          const fragments = highlightValues(values, state.table.analyzers[f]!, (t) => set.has(t), q.highlight);
          if (fragments.length > 0) {
            highlights[field] = fragments;
            any = true;
          }
        }
        if (any) hit.highlights = highlights;
      }
      if (options.explain === true) {
        const e = this.root.explain(doc, exec);
        if (e !== undefined) hit.explanation = e;
      }
      hits[i - q.offset] = hit;
    }
    if (aggregated !== undefined) return { hits, total: { value: aggregated.total, relation: "eq" }, aggregations: aggregated.results };
    return { hits, total: { value: total, relation } };
  }
  /** The characters highlighting `doc` analyses: those of its values in `fields` that have terms to mark. */
  private highlightedChars(doc: number, fields: readonly string[], terms: HighlightTerms): number {
    let chars = 0;
    for (const field of fields) {
      const f = this.state.table.numbers.get(field);
      if (!terms.has(field) || f === undefined) continue;
      for (const value of this.state.stringsOf(f, doc) ?? []) chars += analysedLength(value);
    }
    return chars;
  }

  /**
   * Term at a time, when the scoring query is a disjunction of terms and constant sets and the
   * filter (if any) can test a doc or has a plan: every posting is scored — streamed and merged in
   * doc order for a text node's shape (`streamPlan`), else into accumulators — then the matches are
   * counted exactly and the best k kept. Undefined when the query needs cursors.
   */
  private termAtATime(k: number, readers: readonly SortKeyColumn[] | undefined, exec: ExecutionContext): Collected | undefined {
    const chosen = this.termAtATimePlan(exec);
    if (chosen === undefined) return undefined;
    const { plan, filterPlan } = chosen;
    const state = this.state;
    const alive = state.liveFilter;
    // A function score at the root rescores the streamed docs of its query.
    const streamed = plan.kind === "rescore" ? plan.child : plan;
    const shape = streamShape(streamed);
    if (shape !== undefined && streamed === plan && chosen.test === undefined && filterPlan === undefined && readers === undefined) {
      // The plain case (a text query alone): the stream goes straight into the top k, every doc counted.
      const top = exec.scratch.topDocs(k, state.idOrder());
      const { docs, scores, start, count } = streamPlan(shape, alive, exec.scratch);
      top.offerRun(docs, scores, start, start + count);
      return { docs: top.keptDocs, scores: top.keptScores, count: top.sortKept(), total: count, relation: "eq" };
    }
    const top = readers === undefined ? exec.scratch.topDocs(k, state.idOrder()) : exec.scratch.topSorted(k, readers, state.idOrder());
    let total = 0;
    this.walkPlan(chosen, exec, (d, raw) => {
      total++;
      top.offer(d, clampScore(raw));
    });
    if (top instanceof TopDocs) {
      const count = top.sortKept();
      return { docs: top.keptDocs, scores: top.keptScores, count, total, relation: "eq" };
    }
    return collectedSorted(top, this.query.offset, this.query.sort.length, exec, total, "eq");
  }

  /**
   * The whole match set, for aggregations: term at a time when the query runs so (the plan's stream
   * or its leaves' docs, the filter's test or plan, a root function score's rescoring and
   * `minScore`: the same docs {@link termAtATime} counts, in the same order, without ranking), else
   * the cursors. With no query at all, the live docs in order (what the cursor of every doc gives).
   */
  private matches(exec: ExecutionContext, cursors: boolean): Matches {
    if (!cursors && this.root.everything !== undefined) {
      const out = exec.scratch.accumulatorsFor(this.state.maxDoc).level(1).touched;
      return (visit) => visit.run(out, 0, matchAll(this.state.alive, this.state.maxDoc, out));
    }
    const chosen = cursors ? undefined : this.termAtATimePlan(exec);
    if (chosen === undefined) return cursorMatches(this.root.scorer(exec));
    return (visit) => this.planMatches(chosen, exec, visit);
  }

  /**
   * The matches of a term-at-a-time plan as one run, unscored where their scores cannot drop any:
   * a streamed plan's docs as streamed, else its leaves' docs listed once each ({@link matchPlan});
   * a plan that rescores is walked with its scores, one doc at a time.
   */
  private planMatches(chosen: TermAtATimePlan, exec: ExecutionContext, visit: MatchVisitor): void {
    const { plan } = chosen;
    const state = this.state;
    const acc = exec.scratch.accumulatorsFor(state.maxDoc);
    const level = acc.level(1);
    const alive = state.liveFilter;
    const shape = streamShape(plan);
    if (shape !== undefined) {
      const test = this.filterTest(chosen, acc);
      const { docs, start, count } = streamPlan(shape, alive, exec.scratch);
      if (test === undefined) {
        visit.run(docs, start, start + count);
        return;
      }
      const kept = level.touched;
      let n = 0;
      for (let o = start; o < start + count; o++) if (test(docs[o]!)) kept[n++] = docs[o]!;
      visit.run(kept, 0, n);
      return;
    }
    const count = matchPlan(plan, alive, exec.scratch.matchSeen(state.maxDoc), level.touched, this.filterTest(chosen, acc));
    if (count !== undefined) {
      visit.run(level.touched, 0, count);
      return;
    }
    this.walkPlan(chosen, exec, (d) => visit.one(d));
  }

  /** The filter's per-doc test: its own, or membership in its plan's docs (run into level 0; the scoring plan uses the levels from 1). */
  private filterTest(chosen: TermAtATimePlan, acc: Accumulators): DocMatcher | undefined {
    if (chosen.filterPlan === undefined) return chosen.test;
    const members = runPlan(chosen.filterPlan, this.state.liveFilter, acc, 0);
    return (d) => members.has(d);
  }

  /**
   * Walks every match of a term-at-a-time plan once, in no particular order, with its score: the
   * filter (a test, or a plan run into level 0) applied, a root function score's rescoring and
   * `minScore` applied to a streamed plan (the accumulators apply them themselves).
   */
  private walkPlan(chosen: TermAtATimePlan, exec: ExecutionContext, visit: (doc: number, score: number) => void): void {
    const { plan } = chosen;
    const state = this.state;
    const acc = exec.scratch.accumulatorsFor(state.maxDoc);
    const test = this.filterTest(chosen, acc);
    const streamed = plan.kind === "rescore" ? plan.child : plan;
    const shape = streamShape(streamed);
    if (shape !== undefined) {
      const rescore = plan.kind === "rescore" ? plan.rescore : undefined;
      const { docs, scores, start, count } = streamPlan(shape, state.liveFilter, exec.scratch);
      const end = start + count;
      for (let o = start; o < end; o++) {
        const d = docs[o]!;
        if (test !== undefined && !test(d)) continue;
        const score = rescore === undefined ? scores[o]! : rescore(d, scores[o]!);
        if (score !== undefined) visit(d, score);
      }
      return;
    }
    const level = runPlan(plan, state.liveFilter, acc, 1);
    const { touched, scores } = level;
    for (let i = 0; i < level.count; i++) {
      const d = touched[i]!;
      if (test === undefined || test(d)) visit(d, scores[d]!);
    }
  }

  /** Doc at a time through the cursors, with MaxScore pruning once the count may stop being exact. */
  private docAtATime(k: number, readers: readonly SortKeyColumn[] | undefined, exec: ExecutionContext): Collected {
    const state = this.state;
    const q = this.query;
    const top = new TopK(k, byScore(state));
    const sorted = readers === undefined ? undefined : exec.scratch.topSorted(k, readers, state.idOrder());
    const scorer = this.root.scorer(exec);
    let total = 0;
    let relation: "eq" | "gte" = "eq";
    const exact = q.countExactly;
    // The cursors' and the collector's work per document, charged every CHARGE_DOCS_EVERY documents.
    const chunk = CHARGE_DOCS_EVERY * this.nodes;
    const charge = (): void => exec.budget.spend(chunk, "matchedDoc", QUERY_SITE);
    if (k === 0) {
      for (let d = scorer.next(); d !== NO_MORE; d = scorer.next()) {
        if (++total % CHARGE_DOCS_EVERY === 0) charge();
        if (!exact && total > EXACT_COUNT_THRESHOLD) {
          relation = "gte";
          break;
        }
      }
    } else if (sorted === undefined) {
      const order = state.idOrder();
      let minCompetitive = -Infinity;
      for (let d = scorer.next(); d !== NO_MORE; d = scorer.next()) {
        if (++total % CHARGE_DOCS_EVERY === 0) charge();
        const score = clampScore(scorer.score());
        const worst = top.threshold;
        // Past the exact-count threshold, let the cursors skip docs that cannot enter the top k.
        if (!exact && total > EXACT_COUNT_THRESHOLD && worst !== undefined && worst.score > minCompetitive) {
          minCompetitive = worst.score;
          scorer.setMinCompetitive(minCompetitive);
          relation = "gte";
        }
        if (worst !== undefined && (score < worst.score || (score === worst.score && order.before(worst.doc, d)))) continue;
        top.offer({ doc: d, score });
      }
    } else {
      for (let d = scorer.next(); d !== NO_MORE; d = scorer.next()) {
        if (++total % CHARGE_DOCS_EVERY === 0) charge();
        sorted.offer(d, clampScore(scorer.score()));
      }
    }
    // Pruning may have let every live doc through anyway (a function score over all of them):
    // a count of the whole index is exact, whatever the cursors were allowed to skip.
    if (relation === "gte" && total >= state.liveCount) relation = "eq";
    if (sorted !== undefined) return collectedSorted(sorted, q.offset, q.sort.length, exec, total, relation);
    return collectedOf(sortedWithin(top, q.sort.length, exec), total, relation);
  }
}
