import { QUERY_LIMITS } from "@oneindex/schema";
import type { CardinalityAggregation } from "@oneindex/parser";
import { HASHED_VALUE } from "../query/budget/work-budget.js";
import { eachNumber } from "./number-values.js";
import { NumberSet } from "./number-set.js";
import type { CardinalityResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";

/**
 * `cardinality`: the distinct values of the matches, exact up to `QUERY_LIMITS.maxCardinality`;
 * past it the count stops there with `relation: "gte"`. Over a number or date column, or a keyword
 * field (a sub-field too): by the values' ordinals when single-valued, else by the strings. Each
 * distinct value is charged as a bucket, as `terms` charges it.
 */
export function cardinalityCollector(ctx: AggContext, agg: CardinalityAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  const { budget, site } = ctx;
  const limit = QUERY_LIMITS.maxCardinality;
  if (store.kind === "terms" && store.values !== undefined) {
    const ordinals = store.values.ordinals();
    if (ordinals !== undefined) {
      const { ords } = ordinals;
      const seen = new Uint8Array(ordinals.terms.length);
      let size = 0;
      let full = false;
      return {
        collect(doc) {
          const o = ords[doc]!;
          if (o < 0 || seen[o] === 1) return;
          if (size === limit) {
            full = true;
            return;
          }
          budget.spend(1, "bucket", site);
          seen[o] = 1;
          size++;
        },
        result: (): CardinalityResult => ({ value: size, relation: full ? "gte" : "eq" }),
      };
    }
    const values = store.values;
    const seen = new Set<string>();
    let full = false;
    const visit = (v: string): void => {
      if (seen.has(v)) return;
      if (seen.size === limit) {
        full = true;
        return;
      }
      budget.spend(1, "bucket", site);
      seen.add(v);
    };
    return {
      collect: (doc) => values.visit(doc, visit, ctx, HASHED_VALUE),
      result: (): CardinalityResult => ({ value: seen.size, relation: full ? "gte" : "eq" }),
    };
  }
  if (store.kind !== "numbers") throw new Error(`cardinality over ${agg.field}: not a numeric or keyword field`);
  const column = store.column;
  const seen = new NumberSet();
  let full = false;
  const visit = (v: number): void => {
    if (full) return;
    // A distinct value charged as a bucket, as the keyword paths charge it (the set's growth and
    // rehashing were most of a wide cardinality's time, uncharged).
    if (seen.size < limit) {
      if (seen.add(v)) budget.spend(1, "bucket", site);
    } else if (!seen.has(v)) full = true;
  };
  return {
    collect: (doc) => eachNumber(column, doc, visit, ctx, HASHED_VALUE),
    result: (): CardinalityResult => ({ value: seen.size, relation: full ? "gte" : "eq" }),
  };
}
