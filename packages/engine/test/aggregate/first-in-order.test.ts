/** `terms` keeps the first `size` buckets in order: the same as sorting them all and cutting, by every path. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInOrder } from "../../src/aggregate/first-in-order.js";

type Entry = [key: string, count: number];
const byCount = (a: Entry, b: Entry) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

describe("firstInOrder", () => {
  it("equals sort-then-slice for any list and size, by insertion, by selection or by a full sort", () => {
    // Distinct keys (a total order, as buckets have); few counts, so most comparisons are ties on the key.
    const entries = fc.uniqueArray(fc.tuple(fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 5 })), {
      selector: ([k]) => k,
      maxLength: 600,
    });
    fc.assert(
      fc.property(entries, fc.nat({ max: 700 }), (all, size) => {
        const expected = [...all].sort(byCount).slice(0, size);
        expect(firstInOrder([...all], size, byCount)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("selects from lists already in order, in reverse order, or all tied but for the key", () => {
    const n = 5_000;
    const keys = Array.from({ length: n }, (_, i) => `k${String(i).padStart(5, "0")}`);
    const shapes: Entry[][] = [
      keys.map((k, i) => [k, n - i]),
      keys.map((k, i) => [k, i]),
      keys.map((k) => [k, 1]),
      keys.map((k, i) => [k, i % 2 === 0 ? i : n - i]),
    ];
    for (const all of shapes)
      for (const size of [33, 1_000, n - 1]) expect(firstInOrder([...all], size, byCount)).toEqual([...all].sort(byCount).slice(0, size));
  });
});
