import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzyTermIndexes } from "../../src/query/terms/fuzzy-terms.js";
import { codePoints, editDistance } from "../reference/edit-distance.js";

/** Every term, one by one, as the reference evaluator defines a fuzzy match. */
function bruteForce(strings: readonly string[], value: number[], prefixLength: number, maxEdits: number, transpositions: boolean): [number, number, number][] {
  const pl = Math.min(prefixLength, value.length);
  const out: [number, number, number][] = [];
  strings.forEach((term, index) => {
    const e = codePoints(term);
    if (e.length < pl || e.slice(0, pl).some((c, i) => c !== value[i])) return;
    const edits = editDistance(e.slice(pl), value.slice(pl), transpositions);
    if (edits <= maxEdits) out.push([index, edits, e.length]);
  });
  return out;
}

function walk(strings: readonly string[], value: number[], prefixLength: number, maxEdits: number, transpositions: boolean): [number, number, number][] {
  const out: [number, number, number][] = [];
  fuzzyTermIndexes(strings, value, prefixLength, maxEdits, transpositions, (i, e, l) => out.push([i, e, l]));
  return out.sort((a, b) => a[0] - b[0]);
}

const sorted = (terms: string[]) => [...new Set(terms)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
// Few letters so terms collide, plus non-ASCII, astral code points, a BMP char above the surrogates and lone surrogates.
const letter = fc.constantFrom("a", "b", "c", "d", "é", "ß", "😀", "😁", "𝒜", "\uffee", "\ud83d", "\ude00", "z");
const word = fc.array(letter, { maxLength: 7 }).map((cs) => cs.join(""));

describe("fuzzyTermIndexes", () => {
  it("finds exactly the terms a brute-force scan finds", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 80 }), word, fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 9 }), fc.boolean(), (terms, value, maxEdits, prefixLength, transpositions) => {
        const strings = sorted(terms);
        const v = codePoints(value);
        expect(walk(strings, v, prefixLength, maxEdits, transpositions)).toEqual(bruteForce(strings, v, prefixLength, maxEdits, transpositions));
      }),
      { numRuns: 3000 },
    );
  });

  it("finds a value's near terms among many", () => {
    const strings = sorted(Array.from({ length: 3 ** 6 }, (_, n) => n.toString(3).replace(/0/g, "a").replace(/1/g, "b").replace(/2/g, "c")));
    for (const value of ["abc", "cab", "bbbbbb", "a"]) {
      for (const maxEdits of [0, 1, 2]) {
        for (const t of [true, false]) expect(walk(strings, codePoints(value), 1, maxEdits, t)).toEqual(bruteForce(strings, codePoints(value), 1, maxEdits, t));
      }
    }
  });

  it("counts an adjacent swap as one edit only with transpositions", () => {
    const strings = sorted(["steel", "setel", "stele"]);
    expect(walk(strings, codePoints("setel"), 0, 1, true).map(([i]) => strings[i])).toEqual(["setel", "steel"]);
    expect(walk(strings, codePoints("setel"), 0, 1, false).map(([i]) => strings[i])).toEqual(["setel"]);
  });
});
