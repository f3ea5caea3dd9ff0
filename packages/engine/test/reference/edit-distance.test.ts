import { describe, expect, it } from "vitest";
import { codePoints, editDistance } from "./edit-distance.js";

const d = (a: string, b: string, t: boolean) => editDistance(codePoints(a), codePoints(b), t);

describe("reference edit distance", () => {
  it("is Levenshtein without transpositions", () => {
    expect(d("kitten", "sitting", false)).toBe(3);
    expect(d("ab", "ba", false)).toBe(2);
    expect(d("", "abc", false)).toBe(3);
    expect(d("abc", "abc", false)).toBe(0);
  });

  it("is the restricted Damerau distance (optimal string alignment) with transpositions", () => {
    expect(d("ab", "ba", true)).toBe(1);
    expect(d("fuor", "four", true)).toBe(1);
    expect(d("ca", "abc", true)).toBe(3); // true Damerau–Levenshtein would say 2
    expect(d("kitten", "sitting", true)).toBe(3);
  });

  it("counts code points, not UTF-16 units", () => {
    expect(d("𝒳ray", "xray", true)).toBe(1);
    expect(codePoints("𝒳a")).toHaveLength(2);
  });
});
