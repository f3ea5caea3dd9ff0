import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nfaSize } from "../../src/regex/compile-regex.js";
import { compileRegex, parseRegex } from "../../src/regex/index.js";
import { nfaStateCount } from "../../src/regex/regex-size.js";
import { pattern, term } from "./pattern-arbitrary.js";
import { referenceMatches } from "./reference-matcher.js";

const matcher = (pattern: string) => {
  const parsed = parseRegex(pattern);
  if (!parsed.ok) throw new Error(`${pattern}: ${parsed.code} at ${parsed.offset}`);
  return compileRegex(parsed.ast);
};

describe("compileRegex", () => {
  it("matches whole terms only", () => {
    const m = matcher("ste+l");
    expect(m.matches("steel")).toBe(true);
    expect(m.matches("stel")).toBe(true);
    expect(m.matches("steels")).toBe(false);
    expect(m.matches("xsteel")).toBe(false);
    expect(m.matches("")).toBe(false);
  });
  it("handles classes, negation, dots and counted repeats", () => {
    expect(matcher("inv-[0-9]{3}").matches("inv-042")).toBe(true);
    expect(matcher("inv-[0-9]{3}").matches("inv-42")).toBe(false);
    expect(matcher("[^a-c]x").matches("dx")).toBe(true);
    expect(matcher("[^a-c]x").matches("bx")).toBe(false);
    expect(matcher("a.{1,2}").matches("a😀")).toBe(true);
    expect(matcher("a.{1,2}").matches("abcd")).toBe(false);
    expect(matcher("").matches("")).toBe(true);
    expect(matcher("(a|)b").matches("b")).toBe(true);
  });
  it("survives pathological patterns on long terms", () => {
    const term = "a".repeat(5_000);
    expect(matcher("(a*)*b").matches(term)).toBe(false);
    expect(matcher("(a*)*b").matches(`${term}b`)).toBe(true);
    expect(matcher("(a|a)*b").matches(term)).toBe(false);
    expect(matcher("(a|aa)*").matches(term)).toBe(true);
    expect(matcher("(a?){50}a{50}").matches("a".repeat(50))).toBe(true);
    expect(matcher("(a?){50}a{50}").matches("a".repeat(101))).toBe(false);
  });
});

describe("the parse-time state bound is the real NFA size", () => {
  it("nfaStateCount equals the states compileRegex builds, less the accept state", () => {
    fc.assert(
      fc.property(
        pattern.filter((p) => p.length <= 200),
        (p) => {
          const parsed = parseRegex(p);
          if (!parsed.ok) return;
          expect(nfaStateCount(parsed.ast, Number.MAX_SAFE_INTEGER)).toBe(nfaSize(parsed.ast) - 1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("compileRegex past its DFA cache", () => {
  it("falls back to NFA simulation with the same answers when a pattern has more DFA states than the cache", () => {
    // (a|b)*a(a|b){12}: the DFA must remember the last 13 characters, 2^13 states > MAX_DFA_STATES.
    const p = "(a|b)*a(a|b){12}";
    const m = matcher(p);
    const oracle = new RegExp(`^(?:${p})$`, "su");
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b"), { minLength: 10, maxLength: 40 }).map((cs) => cs.join("")),
        (t) => {
          expect(m.matches(t)).toBe(oracle.test(t));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("compileRegex past its DFA memory budget", () => {
  it("gives the same answers as the reference model when large state sets fill the cache", () => {
    // RegExp cannot be the oracle here: it backtracks exponentially on this pattern and a run of a's.
    const p = "(a?){90}(b|a){0,60}(ab|ba){0,30}";
    const parsed = parseRegex(p);
    if (!parsed.ok) throw new Error(parsed.code);
    const m = compileRegex(parsed.ast);
    expect(m.matches("a".repeat(200))).toBe(false);
    expect(m.matches("a".repeat(150))).toBe(true);
    expect(m.matches(`${"a".repeat(150)}${"ab".repeat(30)}`)).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b"), { maxLength: 200 }).map((cs) => cs.join("")),
        (t) => {
          expect(m.matches(t)).toBe(referenceMatches(parsed.ast, t));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("parseRegex never throws", () => {
  it("on arbitrary strings, and what parses compiles and matches", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc.array(fc.constantFrom(..."()[]{}|*+?.\\^$-,0123456789adw"), { maxLength: 40 }).map((a) => a.join("")),
        ),
        (p) => {
          const parsed = parseRegex(p);
          if (parsed.ok) expect(typeof compileRegex(parsed.ast).matches("abc")).toBe("boolean");
          else expect(parsed.offset).toBeLessThanOrEqual(p.length);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("compileRegex agrees with RegExp on safe patterns (RegExp is only the test's oracle)", () => {
  it("on random patterns and terms", () => {
    let matched = 0;
    fc.assert(
      fc.property(
        pattern.filter((p) => p.length <= 80),
        fc.array(term, { minLength: 1, maxLength: 12 }),
        (p, terms) => {
          const m = matcher(p);
          const oracle = new RegExp(`^(?:${p})$`, "su");
          const ast = (parseRegex(p) as { ast: Parameters<typeof referenceMatches>[0] }).ast;
          for (const t of terms) {
            const expected = oracle.test(t);
            if (expected) matched++;
            expect(m.matches(t), `${p} on ${JSON.stringify(t)}`).toBe(expected);
            // The reference model agrees with RegExp too, so it can stand in where RegExp cannot.
            expect(referenceMatches(ast, t), `reference: ${p} on ${JSON.stringify(t)}`).toBe(expected);
          }
        },
      ),
      { numRuns: 400 },
    );
    // The property is only worth something if both answers occur.
    expect(matched).toBeGreaterThan(50);
  });
});
