import type { GeoDistanceAggregation } from "@oneindex/parser";
import { haversineKm } from "../functions/haversine.js";
import { DISTANCE_VALUES } from "../query/budget/work-budget.js";
import type { BucketsResult } from "./aggregation-results.js";
import { storeOf, type AggCollector, type AggContext } from "./collector.js";
import { rangeBuckets, RangeBounds } from "./range.js";

/** Kilometres per unit. */
const UNIT_KM = { km: 1, m: 0.001, mi: 1.609344 } as const;

/** `geoDistance`: each point's great-circle distance from the origin (haversine, in the unit); a doc counts once in each ring some point falls in. */
export function geoDistanceCollector(ctx: AggContext, agg: GeoDistanceAggregation): AggCollector {
  const store = storeOf(ctx.state, agg.field);
  if (store.kind !== "geo") throw new Error(`geoDistance over ${agg.field}: not a geo-point column`);
  const column = store.column;
  const bounds = new RangeBounds(agg.ranges);
  const counts = new Float64Array(agg.ranges.length);
  const perUnit = UNIT_KM[agg.unit];
  const { lat, lng } = agg.origin;
  const distance = (pLat: number, pLng: number) => haversineKm(lat, lng, pLat, pLng) / perUnit;
  return {
    collect(doc) {
      const many = column.many(doc, ctx, DISTANCE_VALUES);
      if (many === undefined) {
        const pLat = column.lat[doc];
        if (pLat === undefined || Number.isNaN(pLat)) return;
        const d = distance(pLat, column.lng[doc]!);
        bounds.count(d, counts);
        return;
      }
      const tests = bounds.countAny(
        many.map((p) => distance(p.lat, p.lng)),
        counts,
      );
      ctx.budget.spend(tests, "value", ctx.site);
    },
    result: (): BucketsResult => rangeBuckets(agg.ranges, counts),
  };
}
