/** `cardinality`'s typed set counts exactly what a `Set<number>` would, through growth and collisions. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NumberSet } from "../../src/aggregate/number-set.js";

describe("NumberSet", () => {
  it("holds the same values as a Set for any sequence, spilled into its tables or not", () => {
    const value = fc.oneof(
      fc.double(),
      fc.integer({ min: -50, max: 50 }),
      fc.constantFrom(0, -0, NaN, Infinity, -Infinity, Number.MAX_VALUE, 5e-324),
    );
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 400 }),
        fc.array(value, { maxLength: 50 }),
        fc.integer({ min: 0, max: 64 }),
        (added, probed, spill) => {
          const reference = new Set<number>();
          const set = new NumberSet(spill);
          for (const v of added) expect(set.add(v)).toBe(!reference.has(v) && reference.add(v) !== undefined);
          expect(set.size).toBe(reference.size);
          for (const v of [...added, ...probed]) expect(set.has(v)).toBe(reference.has(v));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts 0 and -0 as one value, and NaNs of any bits as one, once spilled", () => {
    const set = new NumberSet(0);
    const otherNaN = new Float64Array(new Uint32Array([1, 0x7ff80000]).buffer)[0]!;
    for (let i = 1; i <= 100; i++) set.add(i / 3);
    expect(set.add(0)).toBe(true);
    expect(set.add(-0)).toBe(false);
    expect(set.add(NaN)).toBe(true);
    expect(set.add(otherNaN)).toBe(false);
    expect(set.has(-0) && set.has(otherNaN)).toBe(true);
    expect(set.size).toBe(102);
  });

  it("keeps every value of a set grown many times", () => {
    const set = new NumberSet();
    for (let i = 0; i < 20_000; i++) set.add(i * 0.5);
    expect(set.size).toBe(20_000);
    for (let i = 0; i < 20_000; i++) expect(set.has(i * 0.5)).toBe(true);
    expect(set.has(0.25)).toBe(false);
  });
});
