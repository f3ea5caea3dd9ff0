import fc from "fast-check";
import { uncharged } from "../../src/query/budget/work-budget.js";
import { describe, expect, it } from "vitest";
import { keywordAnalyzer } from "../../src/analysis/index.js";
import { TermField } from "../../src/store/term-field.js";
import { TermTrie } from "../../src/store/term-trie.js";
import { fuzzyExpansions, MAX_FUZZY_EXPANSIONS } from "../../src/query/nodes/fuzzy.js";
import { fuzzyTermIndexes, MAX_BIT_PARALLEL } from "../../src/query/terms/fuzzy-terms.js";
import { codePoints, editDistance } from "../reference/edit-distance.js";
import { walkSortedTerms } from "../reference/fuzzy-walk.js";

type Found = [index: number, edits: number, length: number];

/** Every term, one by one, as the reference evaluator defines a fuzzy match. */
function bruteForce(strings: readonly string[], value: number[], prefixLength: number, maxEdits: number, transpositions: boolean): Found[] {
  const pl = Math.min(prefixLength, value.length);
  const out: Found[] = [];
  strings.forEach((term, index) => {
    const e = codePoints(term);
    if (e.length < pl || e.slice(0, pl).some((c, i) => c !== value[i])) return;
    const edits = editDistance(e.slice(pl), value.slice(pl), transpositions);
    if (edits <= maxEdits) out.push([index, edits, e.length]);
  });
  return out;
}

/** The trie walk's matches, checking that the walk itself visits sorted indexes in order. */
function trieWalk(trie: TermTrie, value: number[], prefixLength: number, maxEdits: number, transpositions: boolean): Found[] {
  const wellFormed: Found[] = [];
  const bad: Found[] = [];
  const illFormed = new Set(trie.illFormed);
  fuzzyTermIndexes(trie, value, prefixLength, maxEdits, transpositions, (i, e, l) => (illFormed.has(i) ? bad : wellFormed).push([i, e, l]));
  for (let i = 1; i < wellFormed.length; i++) expect(wellFormed[i]![0]).toBeGreaterThan(wellFormed[i - 1]![0]);
  return [...bad, ...wellFormed].sort((a, b) => a[0] - b[0]);
}

/** The earlier sorted-term walk's matches (the reference the trie walk replaced). */
function sortedWalk(strings: readonly string[], value: number[], prefixLength: number, maxEdits: number, transpositions: boolean): Found[] {
  const out: Found[] = [];
  walkSortedTerms(strings, value, prefixLength, maxEdits, transpositions, (i, e, l) => out.push([i, e, l]));
  return out.sort((a, b) => a[0] - b[0]);
}

const sorted = (terms: string[]) => [...new Set(terms)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
// Few letters so terms collide, plus non-ASCII, astral code points, a BMP char above the surrogates and lone surrogates.
const letter = fc.constantFrom("a", "b", "c", "d", "é", "ß", "😀", "😁", "𝒜", "\uffee", "\ud83d", "\ude00", "z");
const word = fc.array(letter, { maxLength: 7 }).map((cs) => cs.join(""));

describe("TermTrie", () => {
  it("holds one node per distinct prefix of the well-formed terms, children in runs in UTF-16 order", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), (terms) => {
        const strings = sorted(terms);
        const trie = new TermTrie(strings);
        const hasLone = (s: string) => /[\uD800-\uDFFF]/u.test(s);
        const wellFormed = strings.filter((s) => !hasLone(s));
        // Each node's children runs follow one another from node 1 to the end.
        expect(trie.children[0]).toBe(1);
        expect(trie.children[trie.size]).toBe(trie.size);
        for (let u = 0; u < trie.size; u++) expect(trie.children[u + 1]).toBeGreaterThanOrEqual(trie.children[u]!);
        // Depth first from the root: the prefixes spelled, and the terms ending where they end, in order.
        const prefixes: string[] = [];
        const ending: [string, number][] = [];
        const visit = (u: number, spelled: string) => {
          prefixes.push(spelled);
          if (trie.term[u]! >= 0) ending.push([spelled, trie.term[u]!]);
          const run: string[] = [];
          for (let v = trie.children[u]!; v < trie.children[u + 1]!; v++) {
            expect(v).toBeGreaterThan(u);
            const c = String.fromCodePoint(trie.cp[v]!);
            run.push(c);
            visit(v, spelled + c);
          }
          expect(run).toEqual(sorted(run));
          expect(new Set(run).size).toBe(run.length);
        };
        expect(trie.cp[0]).toBe(-1);
        visit(0, "");
        expect(prefixes.length).toBe(trie.size);
        const expectedPrefixes = new Set([""]);
        for (const s of wellFormed) {
          const cps = [...s];
          for (let i = 1; i <= cps.length; i++) expectedPrefixes.add(cps.slice(0, i).join(""));
        }
        expect(sorted(prefixes)).toEqual(sorted([...expectedPrefixes]));
        expect(ending).toEqual(wellFormed.map((s) => [s, strings.indexOf(s)]));
        expect([...trie.illFormed]).toEqual(strings.flatMap((s, i) => (hasLone(s) ? [i] : [])));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("fuzzyTermIndexes", () => {
  it("finds exactly the terms a brute-force scan and the earlier sorted-term walk find", () => {
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 80 }),
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        (terms, values, maxEdits, prefixLength, transpositions) => {
          const strings = sorted(terms);
          const trie = new TermTrie(strings);
          // Several values against one trie: the walk leaves no state behind.
          for (const value of values) {
            const v = codePoints(value);
            const got = trieWalk(trie, v, prefixLength, maxEdits, transpositions);
            expect(got).toEqual(bruteForce(strings, v, prefixLength, maxEdits, transpositions));
            expect(got).toEqual(sortedWalk(strings, v, prefixLength, maxEdits, transpositions));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("finds the same as the sorted-term walk on values near the terms of a larger dictionary", () => {
    // Values drawn from the terms with an edit or two, so that most queries have matches.
    const edited = (terms: string[]) =>
      fc.tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.nat(), letter), { maxLength: 2 })).map(([pick, edits]) => {
        const cps = [...(terms[pick % Math.max(1, terms.length)] ?? "")];
        for (const [kind, at, c] of edits) {
          const i = at % (cps.length + 1);
          if (kind % 3 === 0) cps.splice(i, 0, c);
          else if (kind % 3 === 1) cps.splice(i, 1);
          else if (i + 1 < cps.length) [cps[i], cps[i + 1]] = [cps[i + 1]!, cps[i]!];
        }
        return cps.join("");
      });
    fc.assert(
      fc.property(
        fc
          .array(
            fc.array(letter, { minLength: 1, maxLength: 10 }).map((cs) => cs.join("")),
            { minLength: 1, maxLength: 400 },
          )
          .chain((terms) =>
            fc.tuple(
              fc.constant(terms),
              fc.array(edited(terms), { minLength: 1, maxLength: 8 }),
              fc.integer({ min: 0, max: 3 }),
              fc.boolean(),
            ),
          ),
        ([terms, values, prefixLength, transpositions]) => {
          const strings = sorted(terms);
          const trie = new TermTrie(strings);
          for (const value of values) {
            for (const maxEdits of [1, 2]) {
              const v = codePoints(value);
              expect(trieWalk(trie, v, prefixLength, maxEdits, transpositions)).toEqual(
                sortedWalk(strings, v, prefixLength, maxEdits, transpositions),
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("finds the same past the bit-parallel walk's word, for values longer than it", () => {
    const small = fc.constantFrom("a", "b", "é", "😀");
    const edit = fc.tuple(fc.nat(), fc.nat(), small);
    const applied = (base: string[], edits: [number, number, string][]) => {
      const cps = [...base];
      for (const [kind, at, c] of edits) {
        const i = at % (cps.length + 1);
        if (kind % 4 === 0) cps.splice(i, 0, c);
        else if (kind % 4 === 1) cps.splice(i, 1);
        else if (kind % 4 === 2) cps[i] = c;
        else if (i + 1 < cps.length) [cps[i], cps[i + 1]] = [cps[i + 1]!, cps[i]!];
      }
      return cps.join("");
    };
    fc.assert(
      fc.property(
        fc.array(small, { minLength: MAX_BIT_PARALLEL - 2, maxLength: MAX_BIT_PARALLEL + 6 }),
        fc.array(fc.array(edit, { maxLength: 4 }), { minLength: 1, maxLength: 40 }),
        fc.array(edit, { maxLength: 2 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (base, termEdits, valueEdits, prefixLength, maxEdits, transpositions) => {
          const strings = sorted(termEdits.map((e) => applied(base, e)));
          const v = codePoints(applied(base, valueEdits));
          const got = trieWalk(new TermTrie(strings), v, prefixLength, maxEdits, transpositions);
          expect(got).toEqual(bruteForce(strings, v, prefixLength, maxEdits, transpositions));
          expect(got).toEqual(sortedWalk(strings, v, prefixLength, maxEdits, transpositions));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("finds a value's near terms among many", () => {
    // Every string of 1 to 6 letters over a, b, c.
    const all = Array.from({ length: 6 }, (_, len) =>
      Array.from({ length: 3 ** (len + 1) }, (_, n) => n.toString(3).padStart(len + 1, "0")),
    ).flat();
    const strings = sorted(all.map((s) => s.replace(/0/g, "a").replace(/1/g, "b").replace(/2/g, "c")));
    const trie = new TermTrie(strings);
    for (const value of ["abc", "cab", "bbbbbb", "a"]) {
      for (const maxEdits of [0, 1, 2]) {
        for (const t of [true, false]) {
          for (const pl of [0, 1, 3]) {
            const got = trieWalk(trie, codePoints(value), pl, maxEdits, t);
            expect(got).toEqual(bruteForce(strings, codePoints(value), pl, maxEdits, t));
            if (maxEdits > 0 && value.length >= pl) expect(got.length).toBeGreaterThan(1);
          }
        }
      }
    }
  });

  it("counts an adjacent swap as one edit only with transpositions", () => {
    const strings = sorted(["steel", "setel", "stele"]);
    const trie = new TermTrie(strings);
    expect(trieWalk(trie, codePoints("setel"), 0, 1, true).map(([i]) => strings[i])).toEqual(["setel", "steel"]);
    expect(trieWalk(trie, codePoints("setel"), 0, 1, false).map(([i]) => strings[i])).toEqual(["setel"]);
  });

  it("matches the empty term and a term equal to the prefix by the value's remaining length", () => {
    const strings = sorted(["", "a", "ab", "abc", "abcd", "b"]);
    const trie = new TermTrie(strings);
    expect(trieWalk(trie, codePoints("ab"), 0, 2, true).map(([i, e]) => [strings[i], e])).toEqual([
      ["", 2],
      ["a", 1],
      ["ab", 0],
      ["abc", 1],
      ["abcd", 2],
      ["b", 1],
    ]);
    expect(trieWalk(trie, codePoints("abcd"), 2, 2, true).map(([i, e]) => [strings[i], e])).toEqual([
      ["ab", 2],
      ["abc", 1],
      ["abcd", 0],
    ]);
  });

  it("is rebuilt from the field's sorted terms after new terms arrive", () => {
    const field = new TermField(keywordAnalyzer, false);
    for (const t of ["cat", "dog"]) field.newTerm(t);
    const first = field.termTrie(uncharged());
    expect(field.termTrie(uncharged())).toBe(first);
    field.newTerm("cot");
    const second = field.termTrie(uncharged());
    expect(second).not.toBe(first);
    const { strings } = field.sortedTerms(uncharged());
    expect(trieWalk(second, codePoints("cut"), 0, 1, true).map(([i]) => strings[i])).toEqual(["cat", "cot"]);
  });
});

describe("fuzzyExpansions through the trie", () => {
  /** The expansions as the engine made them with the sorted-term walk: live terms, most similar first, ties by sorted index, 50 at most. */
  function expected(field: TermField, value: string, pl: number, maxEdits: number, t: boolean): [string, number][] {
    const { numbers, strings } = field.sortedTerms(uncharged());
    const n = codePoints(value).length;
    const found: { term: number; sim: number; order: number }[] = [];
    walkSortedTerms(strings, codePoints(value), pl, maxEdits, t, (index, edits, length) => {
      const term = numbers[index]!;
      if (field.df[term] !== 0) found.push({ term, sim: edits === 0 ? 1 : Math.max(0, 1 - edits / Math.min(length, n)), order: index });
    });
    found.sort((a, b) => b.sim - a.sim || a.order - b.order);
    return found.slice(0, MAX_FUZZY_EXPANSIONS).map((e) => [field.terms[e.term]!, e.sim]);
  }

  it("gives the sorted-term walk's expansions, order and 50-term cut, with deleted terms left out", () => {
    const dense = Array.from({ length: 5 }, (_, len) =>
      Array.from({ length: 4 ** (len + 1) }, (_, n) => n.toString(4).padStart(len + 1, "0")),
    ).flat();
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          dense.map((s) => s.replace(/0/g, "a").replace(/1/g, "é").replace(/2/g, "😀").replace(/3/g, "\uffee")),
          { minLength: 50, maxLength: 600 },
        ),
        fc.array(fc.boolean(), { maxLength: 600 }),
        fc.array(fc.constantFrom("a", "é", "😀", "\uffee", "z"), { minLength: 1, maxLength: 6 }).map((cs) => cs.join("")),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (terms, deleted, value, maxEdits, pl, t) => {
          const field = new TermField(keywordAnalyzer, false);
          for (const term of terms) field.newTerm(term);
          field.df = new Uint32Array(field.terms.length).map((_, i) => (deleted[i] === true ? 0 : 1));
          const got = fuzzyExpansions(field, value, codePoints(value), pl, maxEdits, t, true).map((e): [string, number] => [
            field.terms[e.term]!,
            e.sim,
          ]);
          expect(got).toEqual(expected(field, value, pl, maxEdits, t));
          // The listing (maxEdits ≤ 1) and the trie agree too.
          expect(
            fuzzyExpansions(field, value, codePoints(value), pl, maxEdits, t).map((e): [string, number] => [field.terms[e.term]!, e.sim]),
          ).toEqual(got);
        },
      ),
      { numRuns: 300 },
    );
  });
});
