// Issue 32, item 9: a stats sum past Number.MAX_VALUE reads as an overflow in the table, never as
// "-" (the empty marker) beside a count.
import { describe, expect, it } from "vitest";
import { metricLine } from "../src/calls/aggregations-table.js";

describe("metricLine", () => {
  it("says a sum overflowed, above or below MAX_VALUE", () => {
    const max = Number.MAX_VALUE;
    expect(metricLine({ count: 3, min: max, max, avg: max, sum: max, sumOverflow: true })).toBe(
      `count 3  min ${max}  max ${max}  avg ${max}  sum above ${max} (overflow)`,
    );
    expect(metricLine({ count: 2, min: -max, max: -max, avg: -max, sum: -max, sumOverflow: true })).toContain(
      `sum below ${-max} (overflow)`,
    );
    expect(metricLine({ count: 3, min: 1, max: 3, avg: 2, sum: 6 })).toBe("count 3  min 1  max 3  avg 2  sum 6");
  });
});
