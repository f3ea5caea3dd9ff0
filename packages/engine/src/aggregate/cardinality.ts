import { QUERY_LIMITS } from "@oneindex/schema";
import type { CardinalityAggregation } from "@oneindex/parser";
import { HASHED_VALUE } from "../query/budget/work-budget.js";
import { eachNumber } from "./number-values.js";
import { NumberSet } from "./number-set.js";
import type { CardinalityResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";

/** `cardinality`: the distinct values of the matches, exact up to `QUERY_LIMITS.maxCardinality`; past it the count stops there with `relation: "gte"`. */
export function cardinalityCollector(ctx: AggContext, agg: CardinalityAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`cardinality over ${agg.field}: not a numeric column`);
  const column = store.column;
  const seen = new NumberSet();
  const limit = QUERY_LIMITS.maxCardinality;
  let full = false;
  const visit = (v: number): void => {
    if (full) return;
    if (seen.size < limit) seen.add(v);
    else if (!seen.has(v)) full = true;
  };
  return {
    collect: (doc) => eachNumber(column, doc, visit, ctx, HASHED_VALUE),
    result: (): CardinalityResult => ({ value: seen.size, relation: full ? "gte" : "eq" }),
  };
}
