import type { StatsAggregation } from "@oneindex/parser";
import type { StatsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";
import { isoOfEpochMs } from "./date-keys.js";

/** 2^-64: the scale of the second sum, which cannot overflow for finite values (at most 2^1024 × 2^-64 each). */
const SCALE = 2 ** -64;

/**
 * `stats`: count, min, max, sum (in doc order, values in the order given) and avg = sum / count over
 * every value of the matches. A sum whose magnitude passes `Number.MAX_VALUE` is reported as
 * ±`Number.MAX_VALUE` with `sumOverflow: true` (never ±Infinity, which JSON writes as the empty
 * marker `null`), and avg is then taken from a second sum of the values scaled by 2^-64, so it stays
 * finite and exact to rounding.
 */
export function statsCollector(ctx: AggContext, agg: StatsAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "numbers") throw new Error(`stats over ${agg.field}: not a numeric column`);
  const column = store.column;
  const dates = ctx.state.table.doc.fields[agg.field]!.kind === "date";
  // count, min, max, sum, scaled sum in a typed array: doubles a closure updates would be boxed on every store.
  const acc = new Float64Array([0, Infinity, -Infinity, 0, 0]);
  const visit = (v: number): void => {
    acc[0]!++;
    acc[3]! += v;
    acc[4]! += v * SCALE;
    if (v < acc[1]!) acc[1] = v;
    if (v > acc[2]!) acc[2] = v;
  };
  return {
    collect(doc) {
      const lo = column.min[doc];
      if (lo === undefined || Number.isNaN(lo)) return;
      const many = column.many(doc, ctx);
      if (many === undefined) {
        visit(lo);
        return;
      }
      // A multi-valued doc's values summed in locals, in the order given (the same floats as a
      // visit each): a callback per value, shared by every collector, ran at several times its charge.
      let count = acc[0]!;
      let min = acc[1]!;
      let max = acc[2]!;
      let sum = acc[3]!;
      let scaled = acc[4]!;
      for (let i = 0; i < many.length; i++) {
        const v = many[i]!;
        count++;
        sum += v;
        scaled += v * SCALE;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      acc[0] = count;
      acc[1] = min;
      acc[2] = max;
      acc[3] = sum;
      acc[4] = scaled;
    },
    result: (): StatsResult => statsResult(acc[0]!, acc[1]!, acc[2]!, acc[3]!, acc[4]!, dates),
  };
}

/** The stats of `count` values from their accumulators (`scaled`: the values' sum × 2^-64). */
export function statsResult(count: number, min: number, max: number, sum: number, scaled: number, dates: boolean): StatsResult {
  if (count === 0) return { count, min: null, max: null, avg: null, sum: 0 };
  // The running sum may overflow on the way and come back within range (MAX, MAX, −MAX): the scaled sum says.
  const total = Number.isFinite(sum) ? sum : scaled / SCALE;
  const out: StatsResult = Number.isFinite(total)
    ? { count, min, max, avg: total / count, sum: total }
    : { count, min, max, avg: scaled / count / SCALE, sum: Math.sign(scaled) * Number.MAX_VALUE, sumOverflow: true };
  return dates ? { ...out, minAsString: isoOfEpochMs(min, 0), maxAsString: isoOfEpochMs(max, 0) } : out;
}
