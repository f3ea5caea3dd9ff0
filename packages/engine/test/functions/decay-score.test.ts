import { describe, expect, it } from "vitest";
import { decayOfValues, decayScore, MS_PER_DAY } from "../../src/functions/index.js";

// Hand-computed from Elasticsearch's formulas (DecayFunctionBuilder):
//   gauss  exp(0.5·d² / (0.5·scale² / ln decay)) = decay^((d/scale)²)
//   exp    exp(ln(decay)/scale · d)              = decay^(d/scale)
//   linear max(0, (s − d)/s), s = scale/(1 − decay)
const KINDS = ["gauss", "exp", "linear"] as const;

describe("decayScore", () => {
  it("gives exactly `decay` at distance = scale, for every kind and several decays", () => {
    for (const kind of KINDS) {
      for (const decay of [0.1, 0.25, 0.5, 0.9, 0.999]) {
        for (const scale of [0.001, 1, 10, 3650]) {
          expect(decayScore(kind, scale, scale, 0, decay)).toBeCloseTo(decay, 12);
        }
      }
    }
  });

  it("gives exactly `decay` at distance = scale + offset, and 1 anywhere inside the offset", () => {
    for (const kind of KINDS) {
      expect(decayScore(kind, 15, 10, 5, 0.5)).toBeCloseTo(0.5, 12);
      expect(decayScore(kind, -15, 10, 5, 0.5)).toBeCloseTo(0.5, 12);
      expect(decayScore(kind, 5, 10, 5, 0.5)).toBe(1);
      expect(decayScore(kind, 3, 10, 5, 0.5)).toBe(1);
      expect(decayScore(kind, 0, 10, 0, 0.5)).toBe(1);
    }
  });

  it("matches hand-computed values between and beyond the scale", () => {
    // d = 5, scale = 10, decay = 0.5
    expect(decayScore("gauss", 5, 10, 0, 0.5)).toBeCloseTo(0.5 ** 0.25, 14); // 0.840896…
    expect(decayScore("exp", 5, 10, 0, 0.5)).toBeCloseTo(Math.SQRT1_2, 14); // 0.707106…
    expect(decayScore("linear", 5, 10, 0, 0.5)).toBeCloseTo(0.75, 14); // s = 20: 15/20
    // d = 20 (twice the scale)
    expect(decayScore("gauss", 20, 10, 0, 0.5)).toBeCloseTo(0.0625, 14); // 0.5^4
    expect(decayScore("exp", 20, 10, 0, 0.5)).toBeCloseTo(0.25, 14); // 0.5^2
    expect(decayScore("linear", 20, 10, 0, 0.5)).toBe(0); // (20 − 20)/20
    // the offset only shifts: d = 27 − 2 = 25 with scale 10, decay 0.2
    expect(decayScore("gauss", 27, 10, 2, 0.2)).toBeCloseTo(0.2 ** 6.25, 14);
    expect(decayScore("exp", 27, 10, 2, 0.2)).toBeCloseTo(0.2 ** 2.5, 14);
    expect(decayScore("linear", 27, 10, 2, 0.2)).toBeCloseTo(Math.max(0, (12.5 - 25) / 12.5), 14);
    expect(decayScore("linear", 12, 10, 2, 0.2)).toBeCloseTo((12.5 - 10) / 12.5, 14); // 0.2
  });

  it("is symmetric around the origin and never negative", () => {
    for (const kind of KINDS) {
      for (const d of [0.5, 3, 9, 40, 1e6]) {
        const v = decayScore(kind, d, 7, 1, 0.3);
        expect(decayScore(kind, -d, 7, 1, 0.3)).toBe(v);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it("reproduces the Elasticsearch guide's date example: origin 2013-09-17, scale 10d, offset 5d, decay 0.5", () => {
    const origin = Date.UTC(2013, 8, 17);
    const fifteenDaysLater = Date.UTC(2013, 9, 2);
    const days = (fifteenDaysLater - origin) / MS_PER_DAY;
    expect(days).toBe(15);
    for (const kind of KINDS) expect(decayScore(kind, days, 10, 5, 0.5)).toBeCloseTo(0.5, 12);
  });
});

describe("decayOfValues", () => {
  it("gives 1 to a document without a value (Elasticsearch's distance 0)", () => {
    for (const kind of KINDS) expect(decayOfValues(kind, [], 10, 0, 0.5)).toBe(1);
  });

  it("uses the value nearest the origin (multi_value_mode min)", () => {
    expect(decayOfValues("exp", [30, -10, 20], 10, 0, 0.5)).toBeCloseTo(0.5, 14);
    expect(decayOfValues("gauss", [40, 20], 10, 0, 0.5)).toBeCloseTo(0.0625, 14);
  });
});
