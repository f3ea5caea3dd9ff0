import { describe, expect, it } from "vitest";
import { applyModifier, fieldValueFactor } from "../../src/functions/index.js";

describe("applyModifier", () => {
  it("computes every Elasticsearch modifier", () => {
    expect(applyModifier("none", 7.5)).toBe(7.5);
    expect(applyModifier("log", 1000)).toBeCloseTo(3, 14);
    expect(applyModifier("log1p", 99)).toBeCloseTo(2, 14);
    expect(applyModifier("log2p", 98)).toBeCloseTo(2, 14);
    expect(applyModifier("ln", Math.E ** 2)).toBeCloseTo(2, 14);
    expect(applyModifier("ln1p", Math.E - 1)).toBeCloseTo(1, 14);
    expect(applyModifier("ln2p", Math.E - 2)).toBeCloseTo(1, 14);
    expect(applyModifier("square", 3)).toBe(9);
    expect(applyModifier("square", -3)).toBe(9);
    expect(applyModifier("sqrt", 16)).toBe(4);
    expect(applyModifier("reciprocal", 4)).toBe(0.25);
  });

  it("counts a negative or NaN result as 0 and +∞ as Number.MAX_VALUE (Elasticsearch fails the request)", () => {
    expect(applyModifier("none", -2)).toBe(0);
    expect(applyModifier("log", 0.5)).toBe(0); // log10(0.5) < 0
    expect(applyModifier("log", 0)).toBe(0); // −∞
    expect(applyModifier("ln", -1)).toBe(0); // NaN
    expect(applyModifier("sqrt", -4)).toBe(0); // NaN
    expect(applyModifier("reciprocal", 0)).toBe(Number.MAX_VALUE); // +∞
    expect(applyModifier("reciprocal", -0)).toBe(0); // −∞
    expect(applyModifier("reciprocal", -2)).toBe(0);
    expect(applyModifier("log1p", -1)).toBe(0);
    expect(applyModifier("ln2p", -3)).toBe(0);
    expect(applyModifier("square", 1e200)).toBe(Number.MAX_VALUE); // overflows to +∞
    expect(applyModifier("none", -Infinity)).toBe(0);
  });

  it("keeps small positive results and an exact 0", () => {
    expect(applyModifier("log1p", 0)).toBe(0);
    expect(applyModifier("log2p", 0)).toBeCloseTo(Math.log10(2), 15);
    expect(applyModifier("ln2p", 0)).toBeCloseTo(Math.LN2, 15);
  });
});

describe("fieldValueFactor", () => {
  it("applies the modifier to factor × the smallest value", () => {
    expect(fieldValueFactor([10, 3, 7], 2, "none")).toBe(6);
    expect(fieldValueFactor([99], 1, "log1p")).toBeCloseTo(2, 14);
    expect(fieldValueFactor([50], 0.2, "sqrt")).toBeCloseTo(Math.sqrt(10), 14);
    // Elasticsearch's guide: votes × 1.2 with sqrt
    expect(fieldValueFactor([100], 1.2, "sqrt")).toBeCloseTo(Math.sqrt(120), 14);
  });

  it("uses `missing` for a document without a value, and does not apply without it", () => {
    expect(fieldValueFactor([], 3, "none", 4)).toBe(12);
    expect(fieldValueFactor([], 1, "log1p", 9)).toBeCloseTo(1, 14);
    expect(fieldValueFactor([], 3, "none")).toBeUndefined();
    expect(fieldValueFactor([0], 3, "none")).toBe(0); // a value of 0 is a value, not missing
  });

  it("treats booleans as 1/0 and dates as epoch milliseconds (the caller's numbers)", () => {
    expect(fieldValueFactor([1], 5, "none")).toBe(5);
    expect(fieldValueFactor([0], 5, "ln1p")).toBe(0);
    expect(fieldValueFactor([Date.UTC(2024, 0, 1)], 1e-12, "none")).toBeCloseTo(1.7040672, 7);
  });
});
