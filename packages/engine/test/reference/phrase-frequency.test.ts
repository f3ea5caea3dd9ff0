import { describe, expect, it } from "vitest";
import { phraseFrequency } from "./phrase-frequency.js";

function doc(words: string[]): (t: string) => number[] {
  return (t) => words.flatMap((w, i) => (w === t ? [i] : []));
}

describe("reference phrase frequency", () => {
  it("counts exact occurrences with slop 0", () => {
    const positions = doc(["quick", "brown", "fox", "quick", "brown", "dog", "quick", "brown"]);
    expect(phraseFrequency(["quick", "brown"], [0, 1], positions, 0)).toBe(3);
    expect(phraseFrequency(["brown", "quick"], [0, 1], positions, 0)).toBe(0);
  });

  it("needs slop 2 for two swapped terms, as Lucene", () => {
    const positions = doc(["quick", "fox"]);
    expect(phraseFrequency(["fox", "quick"], [0, 1], positions, 1)).toBe(0);
    expect(phraseFrequency(["fox", "quick"], [0, 1], positions, 2)).toBeCloseTo(1 / 3, 15);
  });

  it("weights a sloppy match by 1 / (1 + matchLength)", () => {
    const positions = doc(["quick", "x", "y", "fox"]);
    expect(phraseFrequency(["quick", "fox"], [0, 1], positions, 2)).toBeCloseTo(1 / 3, 15);
    expect(phraseFrequency(["quick", "fox"], [0, 1], positions, 1)).toBe(0);
  });

  it("keeps stop-word gaps as offsets", () => {
    // "fox the dog" with the stop word at position 1: phrase offsets [0, 2]
    const positions = (t: string) => (t === "fox" ? [0] : t === "dog" ? [2] : []);
    expect(phraseFrequency(["fox", "dog"], [0, 2], positions, 0)).toBe(1);
    expect(phraseFrequency(["fox", "dog"], [0, 1], positions, 0)).toBe(0);
  });

  it("uses distinct positions for repeated terms", () => {
    expect(phraseFrequency(["a", "a"], [0, 1], doc(["a", "a", "a"]), 0)).toBe(2);
    expect(phraseFrequency(["a", "a"], [0, 1], doc(["a"]), 10)).toBe(0);
  });

  it("takes the best match per position of the first term", () => {
    // fox@0: dog@1 (exact) beats dog@3; fox@4 has dog@3 only (swapped: matchLength 2)
    const positions = doc(["fox", "dog", "x", "dog", "fox"]);
    expect(phraseFrequency(["fox", "dog"], [0, 1], positions, 2)).toBeCloseTo(1 + 1 / 3, 15);
  });
});
