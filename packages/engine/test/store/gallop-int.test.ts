/** Galloping finds the same first doc ≥ a target as a binary search over the rest of the list. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gallopInt, gallopTo, lowerBoundInt, lowerBoundString } from "../../src/store/sorted-search.js";

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

describe("lowerBoundString", () => {
  it("agrees with galloping by a comparison from any start", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 200 }), fc.string({ maxLength: 4 }), fc.nat(), (raw, v, at) => {
        const a = [...raw].sort();
        const from = at % (a.length + 1);
        expect(lowerBoundString(a, v, from)).toBe(gallopTo(a, from, a.length, (s) => s < v));
      }),
      { numRuns: 2_000 },
    );
  });
});
