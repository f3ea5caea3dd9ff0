import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRegex, compileRegexDfa, parseRegex } from "../../src/regex/index.js";
import type { RegexDfa } from "../../src/regex/index.js";
import type { RegexAst } from "../../src/tree/query-tree.js";
import { pattern, term } from "./pattern-arbitrary.js";
import { referenceMatches } from "./reference-matcher.js";

const astOf = (p: string): RegexAst => {
  const parsed = parseRegex(p);
  if (!parsed.ok) throw new Error(`${p}: ${parsed.code} at ${parsed.offset}`);
  return parsed.ast;
};

/** Whether the DFA, walked over the term's code points (a lone surrogate is one), ends accepting. */
function dfaMatches(dfa: RegexDfa, t: string): boolean {
  let state = dfa.start;
  for (const c of t) state = dfa.next(state, c.codePointAt(0)!);
  return state.accepting;
}

/** Terms with astral characters, lone surrogates and the empty term among the generated ones. */
const anyTerm = fc.oneof(
  term,
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom("", "\uD800", "a\uDC00", "😀\uD83D", "\u{10FFFF}", "\u007F\u0080"),
);

describe("compileRegexDfa", () => {
  it("matches whole terms, as compileRegex does", () => {
    const dfa = compileRegexDfa(astOf("ste+l"));
    expect(["steel", "stel", "steels", "xsteel", ""].map((t) => dfaMatches(dfa, t))).toEqual([true, true, false, false, false]);
    expect(dfaMatches(compileRegexDfa(astOf("")), "")).toBe(true);
    expect(dfaMatches(compileRegexDfa(astOf("a.{1,2}")), "a😀")).toBe(true);
    expect(dfaMatches(compileRegexDfa(astOf("[^a-c]x")), "\uD800x")).toBe(true);
    expect(dfaMatches(compileRegexDfa(astOf("[^a-c]x")), "bx")).toBe(false);
  });

  it("run reads a string as next does code point by code point, from any offset, stopping at dead", () => {
    fc.assert(
      fc.property(
        pattern.filter((p) => p.length <= 80),
        anyTerm,
        anyTerm,
        (p, head, tail) => {
          const dfa = compileRegexDfa(astOf(p));
          let expected = dfa.start;
          let read = 0;
          for (const c of tail) {
            if (expected === dfa.dead) break;
            expected = dfa.next(expected, c.codePointAt(0)!);
            read++;
          }
          expect(dfa.run(dfa.start, head + tail, head.length)).toBe(expected);
          expect(dfa.lastRead).toBe(read);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reaches the dead state once nothing can match, and stays there", () => {
    const dfa = compileRegexDfa(astOf("ab[0-9]*"));
    const a = dfa.next(dfa.start, 0x61);
    expect(a).not.toBe(dfa.dead);
    expect(dfa.next(a, 0x63)).toBe(dfa.dead);
    expect(dfa.next(dfa.dead, 0x61)).toBe(dfa.dead);
    expect(compileRegexDfa(astOf("a{0}b{0}")).start.accepting).toBe(true);
  });

  it("shares one transition among the code points of a class (`a.*`: below a, a, above a)", () => {
    let work = 0;
    const dfa = compileRegexDfa(astOf("a.*"), { onWork: (steps) => (work += steps) });
    const s = dfa.next(dfa.start, 0x61);
    const before = work;
    const t = dfa.next(s, 0x62);
    expect(t.accepting).toBe(true);
    // The first code point computed the transition of the one class; the others find it.
    expect(work).toBeGreaterThan(before);
    const once = work;
    for (const cp of [0x7a, 0x10000, 0xd800, 0x10ffff]) expect(dfa.next(s, cp)).toBe(t);
    expect(work).toBe(once);
    // Below "a" is another class: computed once, with the same target.
    expect(dfa.next(s, 0)).toBe(t);
    expect(work).toBeGreaterThan(once);
  });

  it("agrees with compileRegex and the reference on random patterns and terms, with a roomy or a tiny cache", () => {
    let matched = 0;
    fc.assert(
      fc.property(
        pattern.filter((p) => p.length <= 80),
        fc.array(anyTerm, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(10_000, 2, 3, 5),
        (p, terms, maxStates) => {
          const ast = astOf(p);
          const nfa = compileRegex(ast);
          const dfa = compileRegexDfa(ast, { maxStates });
          for (const t of terms) {
            const expected = nfa.matches(t);
            if (expected) matched++;
            expect(dfaMatches(dfa, t), `${p} on ${JSON.stringify(t)} (maxStates ${maxStates})`).toBe(expected);
            expect(referenceMatches(ast, t)).toBe(expected);
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(matched).toBeGreaterThan(50);
  });

  it("empties its cache when full and goes on with the same answers (an exponential DFA)", () => {
    // (a|b)*a(a|b){12} must remember the last 13 characters: 2^13 states.
    const ast = astOf("(a|b)*a(a|b){12}");
    const nfa = compileRegex(ast);
    const dfa = compileRegexDfa(ast, { maxStates: 100 });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b"), { minLength: 10, maxLength: 60 }).map((cs) => cs.join("")),
        (t) => {
          expect(dfaMatches(dfa, t)).toBe(nfa.matches(t));
        },
      ),
      { numRuns: 2000 },
    );
    expect(dfa.flushes).toBeGreaterThan(0);
    // The entries bound flushes too: large state sets.
    const big = astOf("(a?){90}(b|a){0,60}");
    const small = compileRegexDfa(big, { maxEntries: 2_000 });
    expect(dfaMatches(small, "a".repeat(150))).toBe(true);
    expect(dfaMatches(small, "a".repeat(151))).toBe(false);
    expect(small.flushes).toBeGreaterThan(0);
  });

  it("reports its work and stays usable when the caller stops it from onWork", () => {
    const ast = astOf("(a|b)*a(a|b){8}");
    let allowed = 50;
    const dfa = compileRegexDfa(ast, {
      onWork: (steps) => {
        allowed -= steps;
        if (allowed < 0) throw new Error("over budget");
      },
    });
    const t = "ab".repeat(20);
    expect(() => dfaMatches(dfa, t)).toThrow("over budget");
    allowed = Number.POSITIVE_INFINITY;
    expect(dfaMatches(dfa, t)).toBe(compileRegex(ast).matches(t));
    expect(dfaMatches(dfa, `${t}b`)).toBe(compileRegex(ast).matches(`${t}b`));
  });
});
