import { describe, expect, it } from "vitest";
import type { ScoreFunction } from "@oneindex/parser";
import { applyBoostMode, capFunctionScore, combineFunctions, effectiveScoreMode } from "../../src/functions/index.js";

describe("combineFunctions", () => {
  // three applying functions: raw values 2, 0.5, 3 with weights 1 (none), 4, 2 → weighted 2, 2, 6
  const values = [2, 2, 6];
  const weights = [1, 4, 2];

  it("computes every score mode as Elasticsearch does", () => {
    expect(combineFunctions("multiply", values, weights)).toBe(24);
    expect(combineFunctions("sum", values, weights)).toBe(10);
    expect(combineFunctions("avg", values, weights)).toBeCloseTo(10 / 7, 15); // Σ f·w / Σ w, not / 3
    expect(combineFunctions("first", values, weights)).toBe(2);
    expect(combineFunctions("max", values, weights)).toBe(6);
    expect(combineFunctions("min", values, weights)).toBe(2);
  });

  it("averages with weights: the guide's example (1·3 + 2·4) / (3 + 4)", () => {
    expect(combineFunctions("avg", [1 * 3, 2 * 4], [3, 4])).toBeCloseTo(11 / 7, 15);
    expect(combineFunctions("avg", [4, 8], [1, 1])).toBe(6);
  });

  it("gives 1 when no function applies, whatever the mode", () => {
    for (const mode of ["multiply", "sum", "avg", "first", "max", "min"] as const) expect(combineFunctions(mode, [], [])).toBe(1);
  });

  it("gives 1 for sum and avg when the weights sum to 0 (Elasticsearch's weightSum check)", () => {
    expect(combineFunctions("sum", [0, 0], [0, 0])).toBe(1);
    expect(combineFunctions("avg", [0], [0])).toBe(1);
    expect(combineFunctions("max", [0], [0])).toBe(0);
    expect(combineFunctions("multiply", [0, 5], [0, 1])).toBe(0);
  });
});

describe("effectiveScoreMode", () => {
  const decay: ScoreFunction = {
    type: "exp",
    field: "n",
    origin: { kind: "number", value: 0 },
    scale: 1,
    offset: 0,
    decay: 0.5,
    weight: 4,
  };
  const filter = { type: "matchAll", boost: 1 } as const;

  it("is first for one function without a filter (Elasticsearch's single-function query)", () => {
    expect(effectiveScoreMode({ functions: [decay], scoreMode: "avg" })).toBe("first");
    expect(effectiveScoreMode({ functions: [decay], scoreMode: "sum" })).toBe("first");
  });

  it("is the written mode otherwise", () => {
    expect(effectiveScoreMode({ functions: [{ ...decay, filter }], scoreMode: "avg" })).toBe("avg");
    expect(effectiveScoreMode({ functions: [decay, decay], scoreMode: "min" })).toBe("min");
  });

  it("so avg of one weighted function is weighted alone and unweighted with a filter", () => {
    const f = 0.5 * 4; // value 0.5, weight 4
    expect(combineFunctions(effectiveScoreMode({ functions: [decay], scoreMode: "avg" }), [f], [4])).toBe(2);
    expect(combineFunctions(effectiveScoreMode({ functions: [{ ...decay, filter }], scoreMode: "avg" }), [f], [4])).toBe(0.5);
  });
});

describe("applyBoostMode and maxBoost", () => {
  it("computes every boost mode as Elasticsearch's CombineFunction", () => {
    expect(applyBoostMode("multiply", 3, 0.5)).toBe(1.5);
    expect(applyBoostMode("replace", 3, 0.5)).toBe(0.5);
    expect(applyBoostMode("sum", 3, 0.5)).toBe(3.5);
    expect(applyBoostMode("avg", 3, 0.5)).toBe(1.75);
    expect(applyBoostMode("max", 3, 0.5)).toBe(3);
    expect(applyBoostMode("min", 3, 0.5)).toBe(0.5);
    expect(applyBoostMode("max", 0.2, 0.5)).toBe(0.5);
    expect(applyBoostMode("min", 0.2, 0.5)).toBe(0.2);
  });

  it("caps the combined function score at maxBoost before meeting the query score", () => {
    expect(capFunctionScore(24, 5)).toBe(5);
    expect(capFunctionScore(0.3, 5)).toBe(0.3);
    expect(capFunctionScore(24, Infinity)).toBe(24);
    expect(applyBoostMode("multiply", 2, capFunctionScore(24, 5))).toBe(10);
    expect(applyBoostMode("sum", 2, capFunctionScore(24, 5))).toBe(7);
    expect(applyBoostMode("replace", 2, capFunctionScore(24, 5))).toBe(5);
    expect(applyBoostMode("avg", 2, capFunctionScore(24, 5))).toBe(3.5);
    expect(applyBoostMode("max", 7, capFunctionScore(24, 5))).toBe(7);
    expect(applyBoostMode("min", 7, capFunctionScore(24, 5))).toBe(5);
  });
});
