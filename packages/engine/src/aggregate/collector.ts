import type { WorkBudget, WorkCharge, WorkSite } from "../query/budget/work-budget.js";
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
