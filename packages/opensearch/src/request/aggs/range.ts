import type { AggregationRange, RangeAggregation } from "@oneindex/parser";
import { dateInstant, REQUEST_DATE_FORMAT } from "../date-value.js";
import type { DslAggRange, DslAggregation } from "../dsl.js";

/** A range's bounds through `bound`, each only when written, and its key. */
function rangeBounds<T>(range: AggregationRange, bound: (value: number) => T): { from?: T; to?: T; key: string } {
  return {
    ...(range.from === undefined ? {} : { from: bound(range.from) }),
    ...(range.to === undefined ? {} : { to: bound(range.to) }),
    key: range.key,
  };
}

/** Ranges over numbers (or distances), bounds as they are. */
export function numberRanges(ranges: readonly AggregationRange[]): DslAggRange[] {
  return ranges.map((r) => rangeBounds(r, (value) => value));
}

/** `range` over numbers; `date_range` over dates, bounds as full ISO instants (never negative epoch milliseconds, see `date-value.ts`). Every range keeps its key. */
export function translateRangeAggregation(agg: RangeAggregation): DslAggregation {
  if (agg.dates)
    return { date_range: { field: agg.field, format: REQUEST_DATE_FORMAT, ranges: agg.ranges.map((r) => rangeBounds(r, dateInstant)) } };
  return { range: { field: agg.field, ranges: numberRanges(agg.ranges) } };
}
