import fc from "fast-check";
import { uncharged } from "../../src/query/budget/work-budget.js";
import { describe, expect, it } from "vitest";
import { keywordAnalyzer } from "../../src/analysis/index.js";
import { TermField } from "../../src/store/term-field.js";
import { fuzzyExpansions } from "../../src/query/nodes/fuzzy.js";
import { fuzzyNeighbourTerms, MAX_NEIGHBOURS } from "../../src/query/terms/fuzzy-neighbours.js";
import { fuzzyTermIndexes } from "../../src/query/terms/fuzzy-terms.js";
import { MAX_ALPHABET } from "../../src/store/term-hashes.js";
import { codePoints } from "../reference/edit-distance.js";

type Match = [term: string, edits: number, length: number];

/** A keyword field holding `terms` (numbered in the order given; repeats ignored). */
function fieldOf(terms: readonly string[]): TermField {
  const field = new TermField(keywordAnalyzer, false);
  for (const t of terms) if (!field.dict.has(t)) field.newTerm(t);
  return field;
}

function addTerms(field: TermField, terms: readonly string[]): void {
  for (const t of terms) if (!field.dict.has(t)) field.newTerm(t);
}

const byTerm = (a: Match, b: Match) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The neighbour listing's matches, or undefined when it does not apply. */
function listed(field: TermField, value: string, prefixLength: number, maxEdits: number, transpositions: boolean): Match[] | undefined {
  const out: Match[] = [];
  const applied = fuzzyNeighbourTerms(field, value, codePoints(value), prefixLength, maxEdits, transpositions, (t, e, l) =>
    out.push([field.terms[t]!, e, l]),
  );
  if (!applied) {
    expect(out).toEqual([]);
    return undefined;
  }
  return out.sort(byTerm);
}

/** The term trie walk's matches (the reference). */
function walked(field: TermField, value: string, prefixLength: number, maxEdits: number, transpositions: boolean): Match[] {
  const { strings } = field.sortedTerms(uncharged());
  const out: Match[] = [];
  fuzzyTermIndexes(field.termTrie(uncharged()), codePoints(value), prefixLength, maxEdits, transpositions, (i, e, l) =>
    out.push([strings[i]!, e, l]),
  );
  return out.sort(byTerm);
}

const hasLoneSurrogate = (s: string) => /[\uD800-\uDFFF]/u.test(s);

// Few letters so terms collide, plus non-ASCII, astral code points, a BMP char above the surrogates
// (UTF-16 order differs from code point order there) and lone surrogates.
const letter = fc.constantFrom("a", "b", "c", "d", "é", "ß", "😀", "😁", "𝒜", "\uffee", "\ud83d", "\ude00", "z");
const word = fc.array(letter, { maxLength: 7 }).map((cs) => cs.join(""));
const wellFormedWord = word.filter((w) => !hasLoneSurrogate(w));

describe("fuzzyNeighbourTerms", () => {
  it("finds the terms, edits and lengths the walk finds, whenever it applies", () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 80 }),
        fc.array(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (first, later, value, maxEdits, prefixLength, transpositions) => {
          const field = fieldOf(first);
          const check = () => {
            const got = listed(field, value, prefixLength, maxEdits, transpositions);
            // It applies to every well-formed value with 0 or 1 edits over these small alphabets.
            expect(got === undefined).toBe(maxEdits > 1 || hasLoneSurrogate(value));
            if (got !== undefined) expect(got).toEqual(walked(field, value, prefixLength, maxEdits, transpositions));
          };
          check();
          // Terms added after the hashes were built are found too (the filter may double meanwhile).
          addTerms(field, later);
          check();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("lists every one-edit neighbour of a value in a dense dictionary", () => {
    const letters = ["a", "b", "c"];
    const all: string[] = [""];
    for (let len = 1; len <= 5; len++)
      for (let n = 0; n < 3 ** len; n++) all.push([...n.toString(3).padStart(len, "0")].map((d) => letters[Number(d)]).join(""));
    const field = fieldOf(all);
    for (const value of ["abc", "cab", "aaaa", "a", "abcab"]) {
      for (const pl of [0, 1, 2, 5]) {
        for (const t of [true, false]) {
          const got = listed(field, value, pl, 1, t);
          expect(got).toEqual(walked(field, value, pl, 1, t));
          // Terms are at most 5 long: "abcab" with its whole self as prefix has no extension.
          expect(got!.length).toBeGreaterThan(value === "abcab" && pl === 5 ? 0 : 1);
        }
      }
    }
  });

  it("with the whole value as prefix, finds it and its one-code-point extensions only", () => {
    const field = fieldOf(["abc", "abcd", "abcé", "abc😀", "ab", "abd", "abcde", "xabc"]);
    expect(listed(field, "abc", 3, 1, true)).toEqual([
      ["abc", 0, 3],
      ["abcd", 1, 4],
      ["abcé", 1, 4],
      ["abc😀", 1, 4],
    ]);
    expect(listed(field, "abc", 7, 1, true)).toEqual(listed(field, "abc", 3, 1, true));
    expect(listed(field, "abc", 7, 0, true)).toEqual([["abc", 0, 3]]);
  });

  it("counts lengths and edits in code points, and swaps astral code points whole", () => {
    const field = fieldOf(["😀a", "a😀", "😀", "😁😀", "😁a"]);
    expect(listed(field, "a😀", 0, 1, true)).toEqual([
      ["a😀", 0, 2],
      ["😀", 1, 1],
      ["😀a", 1, 2],
      ["😁😀", 1, 2],
    ]);
    expect(listed(field, "a😀", 0, 1, false)).toEqual([
      ["a😀", 0, 2],
      ["😀", 1, 1],
      ["😁😀", 1, 2],
    ]);
    expect(listed(field, "😀", 0, 1, true)).toEqual(walked(field, "😀", 0, 1, true));
  });

  it("checks terms with lone surrogates one by one, and leaves values with one to the walk", () => {
    const field = fieldOf(["ab\ud800", "a\udc00b", "ab", "\ud83d", "x\ude00"]);
    expect(listed(field, "ab", 0, 1, true)).toEqual([
      ["ab", 0, 2],
      ["ab\ud800", 1, 3],
      ["a\udc00b", 1, 3],
    ]);
    expect(listed(field, "ab", 0, 1, true)).toEqual(walked(field, "ab", 0, 1, true));
    // Still each once after the filter has doubled and been rebuilt.
    addTerms(
      field,
      Array.from({ length: 200 }, (_, i) => `q${i}`),
    );
    expect(listed(field, "ab", 0, 1, true)).toEqual([
      ["ab", 0, 2],
      ["ab\ud800", 1, 3],
      ["a\udc00b", 1, 3],
    ]);
    // A deletion from this value would pair its surrogates up into "😀".
    addTerms(field, ["😀"]);
    expect(listed(field, "\ud83dx\ude00", 0, 1, true)).toBeUndefined();
    expect(listed(field, "\ud83d", 0, 1, true)).toBeUndefined();
  });

  it("leaves two edits, too many neighbours and too large an alphabet to the walk", () => {
    const field = fieldOf(["abc", "abd"]);
    expect(listed(field, "abc", 0, 2, true)).toBeUndefined();
    // Every one of 3,000 code points fits before, between and after "aa".
    const many = Array.from({ length: 3000 }, (_, i) => String.fromCodePoint(0x4e00 + i));
    const wide = fieldOf(many.flatMap((c) => [c + "a", "a" + c, "a" + c + "a"]));
    expect(3 * 3000).toBeGreaterThan(MAX_NEIGHBOURS);
    expect(listed(wide, "aa", 0, 1, true)).toBeUndefined();
    expect(listed(wide, "aa", 2, 1, true)).toEqual(walked(wide, "aa", 2, 1, true));
    const huge = fieldOf(Array.from({ length: MAX_ALPHABET + 1 }, (_, i) => "a" + String.fromCodePoint(0x4e00 + i)));
    expect(listed(huge, "ab", 1, 1, true)).toBeUndefined();
    expect(listed(huge, "ab", 1, 0, true)).toEqual([]);
  });
});

describe("fuzzyExpansions", () => {
  const expansions = (field: TermField, value: string, pl: number, maxEdits: number, t: boolean, walk: boolean) =>
    fuzzyExpansions(field, value, codePoints(value), pl, maxEdits, t, walk).map((e) => [field.terms[e.term], e.sim]);

  it("gives the walk's expansions, in its order, with deleted terms left out", () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 120 }),
        fc.array(fc.boolean(), { maxLength: 120 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (terms, deleted, value, maxEdits, pl, t) => {
          const field = fieldOf(terms);
          field.df = new Uint32Array(field.terms.length).map((_, i) => (deleted[i] === true ? 0 : 1));
          expect(expansions(field, value, pl, maxEdits, t, false)).toEqual(expansions(field, value, pl, maxEdits, t, true));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("cuts at 50 by similarity, ties in UTF-16 order", () => {
    // The value and 86 one-edit neighbours of "mmmm", all as similar, in a shuffled insertion order.
    const extra = ["😀", "\uffee", "é"];
    const letters = [..."abcdefghijklmnopqrstuvwxyz", ...extra];
    const terms = letters.flatMap((c) => ["mmmm" + c, c + "mmm", "m" + c + "mm"]);
    const shuffled = fc.sample(fc.shuffledSubarray(terms, { minLength: terms.length }), { numRuns: 1, seed: 7 })[0]!;
    const field = fieldOf(shuffled);
    field.df = new Uint32Array(field.terms.length).fill(3);
    const got = expansions(field, "mmmm", 0, 1, true, false);
    expect(got).toHaveLength(50);
    expect(got).toEqual(expansions(field, "mmmm", 0, 1, true, true));
    expect(got[0]).toEqual(["mmmm", 1]);
    // Ties: "😀" (U+1F600, UTF-16 D83D DE00) sorts before U+FFEE.
    const few = fieldOf(["\uffeemmm", "zmmm", "😀mmm"]);
    few.df = new Uint32Array(3).fill(1);
    expect(expansions(few, "mmmm", 0, 1, true, false)).toEqual([
      ["zmmm", 0.75],
      ["😀mmm", 0.75],
      ["\uffeemmm", 0.75],
    ]);
  });

  it("finds the same on well-formed random dictionaries after many additions", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(wellFormedWord, { maxLength: 60 }), { minLength: 1, maxLength: 6 }),
        wellFormedWord,
        fc.boolean(),
        (batches, value, t) => {
          const field = fieldOf([]);
          for (const batch of batches) {
            addTerms(field, batch);
            field.df = new Uint32Array(field.terms.length).fill(1);
            expect(expansions(field, value, 0, 1, t, false)).toEqual(expansions(field, value, 0, 1, t, true));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
