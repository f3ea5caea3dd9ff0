import { describe, expect, it } from "vitest";
import { parseRegex, REGEX_LIMITS } from "../../src/regex/index.js";

const ok = (pattern: string) => {
  const result = parseRegex(pattern);
  if (!result.ok) throw new Error(`expected ${pattern} to parse, got ${result.code} at ${result.offset}`);
  return result.ast;
};
const bad = (pattern: string) => {
  const result = parseRegex(pattern);
  if (result.ok) throw new Error(`expected ${pattern} to be rejected`);
  return result;
};
const c = (ch: string) => ({ type: "char", codePoint: ch.codePointAt(0)! });

describe("parseRegex: trees", () => {
  it("parses literals, concatenation and alternation", () => {
    expect(ok("ab|c")).toEqual({ type: "alt", items: [{ type: "concat", items: [c("a"), c("b")] }, c("c")] });
  });
  it("parses the empty pattern and empty alternatives", () => {
    expect(ok("")).toEqual({ type: "empty" });
    expect(ok("a|")).toEqual({ type: "alt", items: [c("a"), { type: "empty" }] });
  });
  it("parses repetitions", () => {
    expect(ok("a*")).toEqual({ type: "repeat", item: c("a"), min: 0 });
    expect(ok("a+")).toEqual({ type: "repeat", item: c("a"), min: 1 });
    expect(ok("a?")).toEqual({ type: "repeat", item: c("a"), min: 0, max: 1 });
    expect(ok("a{3}")).toEqual({ type: "repeat", item: c("a"), min: 3, max: 3 });
    expect(ok("a{2,}")).toEqual({ type: "repeat", item: c("a"), min: 2 });
    expect(ok("a{2,5}")).toEqual({ type: "repeat", item: c("a"), min: 2, max: 5 });
  });
  it("parses classes into sorted, merged ranges", () => {
    expect(ok("[c-ea-b]")).toEqual({ type: "class", ranges: [[97, 101]], negated: false });
    expect(ok("[^x]")).toEqual({ type: "class", ranges: [[120, 120]], negated: true });
    expect(ok("[-a]")).toEqual({
      type: "class",
      ranges: [
        [45, 45],
        [97, 97],
      ],
      negated: false,
    });
    expect(ok("[a-]")).toEqual({
      type: "class",
      ranges: [
        [45, 45],
        [97, 97],
      ],
      negated: false,
    });
    expect(ok("[\\]]")).toEqual({ type: "class", ranges: [[93, 93]], negated: false });
    expect(ok("\\d")).toEqual({ type: "class", ranges: [[48, 57]], negated: false });
  });
  it("parses escapes, dots, groups and astral code points", () => {
    expect(ok("\\.")).toEqual(c("."));
    expect(ok(".")).toEqual({ type: "any" });
    expect(ok("(ab)")).toEqual({ type: "concat", items: [c("a"), c("b")] });
    expect(ok("😀")).toEqual({ type: "char", codePoint: 0x1f600 });
  });
});

describe("parseRegex: errors with offsets", () => {
  const cases: [string, string, number][] = [
    ["ab(cd", "regex-unclosed-group", 2],
    ["ab)", "regex-unmatched-paren", 2],
    ["x[abc", "regex-unclosed-class", 1],
    ["x[]", "regex-empty-class", 1],
    ["a[z-a]", "regex-bad-range", 2],
    ["*a", "regex-nothing-to-repeat", 0],
    ["a|+", "regex-nothing-to-repeat", 2],
    ["a{x}", "regex-bad-repeat", 1],
    ["a{3,1}", "regex-bad-repeat", 1],
    ["a{101}", "regex-repeat-too-large", 1],
    ["ab\\1", "regex-unsupported-escape", 2],
    ["\\bx", "regex-unsupported-escape", 0],
    ["abc\\", "regex-trailing-backslash", 3],
    ["^abc", "regex-anchor", 0],
    ["abc$", "regex-anchor", 3],
    ["a(?=b)", "regex-unsupported-group", 1],
    ["a]", "regex-unescaped", 1],
  ];
  for (const [pattern, code, offset] of cases) {
    it(`${pattern} → ${code} at ${offset}`, () => {
      const problem = bad(pattern);
      expect(problem.code).toBe(code);
      expect(problem.offset).toBe(offset);
      expect(problem.expected.length).toBeGreaterThan(0);
      expect(problem.found.length).toBeGreaterThan(0);
    });
  }
  it("rejects patterns longer than the limit", () => {
    expect(bad("a".repeat(REGEX_LIMITS.maxPatternLength + 1)).code).toBe("regex-too-long");
    expect(parseRegex("a".repeat(REGEX_LIMITS.maxPatternLength)).ok).toBe(true);
  });
  it("rejects patterns whose NFA would exceed the state cap", () => {
    expect(bad("((a{100}){100}){100}").code).toBe("regex-too-complex");
    expect(parseRegex("(a{100}){99}").ok).toBe(true);
  });
  it("rejects groups nested beyond the depth bound", () => {
    const deep = "(".repeat(REGEX_LIMITS.maxGroupDepth + 1) + "a" + ")".repeat(REGEX_LIMITS.maxGroupDepth + 1);
    expect(bad(deep).code).toBe("regex-too-deep");
  });
});
