/** Galloping finds the same first doc ≥ a target as a binary search over the rest of the list. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gallopInt, lowerBoundInt } from "../../src/store/sorted-search.js";

describe("gallopInt", () => {
  it("agrees with lowerBoundInt from any start", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 300 }),
        fc.integer({ min: -1, max: 520 }),
        fc.nat(),
        (raw, v, at) => {
          const a = Uint32Array.from(raw).sort();
          const from = a.length === 0 ? 0 : at % (a.length + 1);
          expect(gallopInt(a, v, from)).toBe(lowerBoundInt(a, v, from));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
