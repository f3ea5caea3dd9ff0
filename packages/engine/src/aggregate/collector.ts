import type { Aggregation } from "@oneindex/parser";
import {
  CALENDAR_VALUES,
  DISTANCE_VALUES,
  HASHED_VALUE,
  type WorkBudget,
  type WorkCharge,
  type WorkSite,
} from "../query/budget/work-budget.js";
import type { ExecutionScratch } from "../query/execution-scratch.js";
import type { IndexState } from "../store/index-state.js";
import type { AggregationResult } from "./aggregation-results.js";

/** One aggregation being computed: offered every matching doc once, in doc order, then asked for its result. */
export interface AggCollector {
  collect(doc: number): void;
  /** Collects `docs[start]` to `docs[end - 1]`, as `collect` would one by one: a tight loop where a collector has one. */
  collectRun?(docs: Int32Array, start: number, end: number): void;
  result(): AggregationResult;
}

/**
 * What a collector reads and charges: the index state, the call's budget at the aggregation's site
 * (`budget` and `site` together are the {@link WorkCharge} the columns' multi-valued reads take), the
 * index's scratch buffers.
 */
export interface AggContext extends WorkCharge {
  readonly state: IndexState;
  readonly scratch: ExecutionScratch;
  /** The aggregation's path, named when it runs over budget or makes too many buckets. */
  readonly site: WorkSite;
  readonly budget: WorkBudget;
  /**
   * Whether the aggregation may end the call as soon as it is sure to make too many buckets, before
   * the walk ends: only the first of the call's aggregations that can make too many, so the error
   * names the aggregation a finished walk would (the first, in call order, over the limit).
   */
  readonly refuseEarly: boolean;
}

/** The store of a field by name (the parser checked the name and its kind). */
export function storeOf(state: IndexState, field: string) {
  return state.stores[state.table.numbers.get(field)!]!;
}

/** Sets `name` on `out` as an own enumerable property, whatever the name (`__proto__` too). */
export function defineResult<T>(out: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The `value` units one match costs an aggregation beside its `aggregatedDoc`: a `range` tests its
 * value against every range, a `geoDistance` computes a distance then tests every ring, a
 * `cardinality` puts the value in a hash set, a `dateHistogram` its bucket in a map. Charged per
 * match at the top level and per bucket fed as a sub-aggregation. (What a
 * multi-valued doc adds, its columns charge as they are read.)
 */
export function valuesPerDoc(agg: Aggregation): number {
  if (agg.type === "range") return agg.ranges.length;
  if (agg.type === "geoDistance") return agg.ranges.length + DISTANCE_VALUES;
  if (agg.type === "cardinality") return HASHED_VALUE;
  // A terms bucket feeds its sub-aggregations each match it counts.
  if (agg.type === "terms") return agg.aggs.reduce((n, sub) => n + valuesPerDoc(sub), 0);
  // Each match's bucket key goes through a map (the dense histogram's array does not); a calendar key is read from the calendar first.
  if (agg.type === "dateHistogram") return HASHED_VALUE + (isCalendar(agg.interval) ? CALENDAR_VALUES : 0);
  return 0;
}

/** Whether a `dateHistogram` interval's buckets follow the calendar (month lengths, leap years). */
const isCalendar = (interval: string): boolean => interval === "month" || interval === "quarter" || interval === "year";
