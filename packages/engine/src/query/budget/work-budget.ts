import type { NodeOrigin } from "@oneindex/parser";
import { QueryCostError } from "./query-cost-error.js";

/**
 * Work allowed to one call, in units of roughly one elementary step (a posting read, a term visited,
 * an automaton transition, a token analysed). Checked while the call runs, so a hostile call ends
 * with a {@link QueryCostError} in bounded time instead of running for minutes. An index option
 * (`SearchIndexOptions.workBudget`); this is the default. What each kind of work costs is in
 * {@link WORK_COSTS}.
 */
export const DEFAULT_WORK_BUDGET = 3_000_000;

/** What one step of each kind of work costs, in budget units. The one table of relative costs. */
export const WORK_COSTS = Object.freeze({
  /**
   * A term of the dictionary looked at by an expansion (prefix, range, fuzzy, regex) (4: each
   * matched term's region is elsewhere in the pool, a cache miss or two; 1 measured 110–145 ns a
   * unit in the hostile fuzz's process, EXPERIMENTS.md "Charges against a long-running process").
   */
  term: 4,
  /** One transition of a regex or fuzzy automaton (2: a trie step with a DFA lookup measured about twice a posting read). */
  automatonStep: 2,
  /** A posting read by an expanded term set (a union of many terms' docs), or by a `text` node's words. */
  posting: 1,
  /**
   * A word of a `text` node's text in one of its fields: analysing it, looking its term up and
   * weighing it, which its postings do not count (32: measured 250–600 ns a word and field, words
   * the index does not hold included, against 8–14 ns a posting unit in the same process).
   */
  queryWord: 32,
  /** One candidate window × phrase term tried by sloppy phrase matching, or a position gathered as a candidate. */
  phraseStep: 12,
  /** A position decoded from a posting for phrase matching. */
  position: 1,
  /**
   * A document collected doc at a time, per node of the query (`countNodes`): scoring it through the
   * tree and offering it to the collector (2: estimated from profiles of the fuzz's broad bools).
   * Also each comparison × sort key when the kept hits are sorted.
   */
  matchedDoc: 2,
  /**
   * A child cursor moved by a merging cursor (a disjunction, conjunction, exclusion or optional
   * clause), with its heap or leap-frog step and its score: the work between postings that a
   * broad tree does even when few documents come out of it (8: at 4, calls that were mostly
   * cursor moves ran 11–17 ns a unit in the hostile fuzz's process).
   */
  cursorStep: 8,
  /**
   * A character of a stored value analysed for highlighting (24: analysing and marking a character,
   * stemming included, measured 14–35 ns on Latin text and up to ~160 ns on mixed scripts, whose
   * characters are mostly words of their own).
   */
  highlightChar: 24,
  /**
   * A document scored by a numeric or date decay or a field value factor (24: measured 60–110 ns
   * with the call and the combining around it, up to 400 ns on subnormal numbers; a geo decay is
   * charged two, a constant `weight` function an eighth).
   */
  functionDoc: 24,
  /**
   * A match offered to one aggregation (sub-aggregations count too): reading its column and
   * adding it to a bucket or a sum (2: measured over 140,000 synthetic cities on the 2-core
   * machine, 7–15 ns a doc for terms by ordinals and stats, up to ~40 for a histogram, beside the
   * walk's 5–15 ns a match; 4: in the hostile fuzz's process, where every aggregation kind has
   * run over every field, 2 measured 15–23 ns a unit).
   */
  aggregatedDoc: 4,
  /**
   * A value read from a column beyond the one per document the walk charges: each value of a
   * multi-valued document a filter tests or an aggregation reads (times the ranges a `range` or
   * `geoDistance` aggregation tests it against, times the sub-aggregations a `terms` bucket feeds),
   * and each document a column scan tests when a range or term on a column lists its matches.
   */
  value: 1,
  /**
   * A step of building a term structure on a query's first need (the sorted term list, the fuzzy
   * and regex trie, the one-edit hashes), charged to the call that needs it before it starts; how
   * many steps each structure takes per term and per code unit is in store/term-field.ts
   * (`sortCost`, `TRIE_UNIT_COST`, `HASH_TERM_COST`), measured against a posting read (2: a posting
   * of an expansion is charged 2 units, `UNION_POSTING`, so a posting read's time is 2 units).
   */
  termIndex: 2,
  /** A bucket an aggregation makes (a distinct term, a histogram or calendar bucket): a map entry, sorted and worded later (16: ~100–200 ns). */
  bucket: 16,
} as const);

/**
 * How many `value`s a value costs when it goes through a hash set or map (a `terms` bucket of an
 * array field, a histogram key of a multi-valued doc, a `cardinality` value): measured 45–120 ns a
 * value on the 2-core machine, against 5–15 for a value tested in place.
 */
export const HASHED_VALUE = 6;

/**
 * How many `value`s a keyword value costs when a `terms` aggregation over an array field looks it up
 * in the dictionary by the string the document holds (hashing it and comparing it with the
 * dictionary's own, besides reading it from the document): measured ~100 ns a value alone and up
 * to ~200 beside other aggregations over the same matches on the 2-core machine, against 45–120
 * for a number through a hash set.
 */
export const KEYWORD_VALUES = 16;

/**
 * How many `value`s a date's calendar bucket costs beside the map update ({@link HASHED_VALUE}) when
 * a `dateHistogram` by month, quarter or year reads it: a civil-from-days conversion and two
 * month starts, measured 60–110 ns a value on the 2-core machine (fixed intervals are a division).
 */
export const CALENDAR_VALUES = 12;

/**
 * How many `value`s a geo point costs when its great-circle distance is computed (a haversine:
 * ~40–80 ns), by a `geoDistance` aggregation or a geo decay function over a multi-valued field.
 */
export const DISTANCE_VALUES = 8;

/** Cursor moves counted between two charges (see {@link WorkBudget.step}). */
const STEP_CHUNK = 1024;

/** What kind of work ran out, so the error can say what to change. */
export type WorkKind = keyof typeof WORK_COSTS;

/** A node that spends work: its origin names the path in the error. */
export interface WorkSite {
  readonly type: string;
  readonly origin?: NodeOrigin;
}

/** Where a piece of work charges: the call's budget, and the node named when it runs out. */
export interface WorkCharge {
  readonly budget: WorkBudget;
  readonly site: WorkSite | undefined;
}

/**
 * The work left to one call. `spend` is cheap (a subtraction and a compare), so hot loops charge in
 * chunks (per list, per term, per window) rather than per step when they can.
 */
export class WorkBudget {
  /** Units left; below 0 once exhausted. */
  remaining: number;

  constructor(readonly limit: number = DEFAULT_WORK_BUDGET) {
    this.remaining = limit;
  }

  /** A budget that never runs out (internal uses that are bounded by the index itself, e.g. tests' references). */
  static unlimited(): WorkBudget {
    return new WorkBudget(Number.POSITIVE_INFINITY);
  }

  /** Cursor moves counted by {@link step} and not yet charged. */
  private pendingSteps = 0;

  /**
   * Counts `moves` child cursors moved at `site` and charges them as `cursorStep` every
   * {@link STEP_CHUNK}: an addition in the hot loop, a charge now and then, and at most one chunk of
   * a call's moves ever left uncharged.
   */
  step(moves: number, site: WorkSite | undefined): void {
    if ((this.pendingSteps += moves) < STEP_CHUNK) return;
    const n = this.pendingSteps;
    this.pendingSteps = 0;
    this.spend(n, "cursorStep", site);
  }

  /** Spends `steps` of `kind` at `site`; throws {@link QueryCostError} once the call's budget is exhausted. */
  spend(steps: number, kind: WorkKind, site: WorkSite | undefined): void {
    this.remaining -= steps * WORK_COSTS[kind];
    if (this.remaining < 0) throw new QueryCostError(this.limit, kind, site);
  }
}

/** A charge that never runs out: for work bounded by what was written rather than by a call (writes, compaction) and for tests' references. */
export function uncharged(): WorkCharge {
  return { budget: WorkBudget.unlimited(), site: undefined };
}
