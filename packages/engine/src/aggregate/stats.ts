import type { StatsAggregation } from "@oneindex/parser";
import { eachNumber } from "./number-values.js";
import type { StatsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";
import { isoOfEpochMs } from "./date-keys.js";

/** `stats`: count, min, max, sum (in doc order, values in the order given) and avg = sum / count over every value of the matches. */
export function statsCollector(ctx: AggContext, agg: StatsAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`stats over ${agg.field}: not a numeric column`);
  const column = store.column;
  const dates = ctx.state.table.doc.fields[agg.field]!.kind === "date";
  // count, min, max, sum in a typed array: doubles a closure updates would be boxed on every store.
  const acc = new Float64Array([0, Infinity, -Infinity, 0]);
  const visit = (v: number): void => {
    acc[0]!++;
    acc[3]! += v;
    if (v < acc[1]!) acc[1] = v;
    if (v > acc[2]!) acc[2] = v;
  };
  return {
    collect: (doc) => eachNumber(column, doc, visit, ctx),
    result(): StatsResult {
      const [count, min, max, sum] = acc as unknown as [number, number, number, number];
      if (count === 0) return { count, min: null, max: null, avg: null, sum: 0 };
      const out: StatsResult = { count, min, max, avg: sum / count, sum };
      return dates ? { ...out, minAsString: isoOfEpochMs(min, 0), maxAsString: isoOfEpochMs(max, 0) } : out;
    },
  };
}
