import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRegex, type RegexAst } from "@oneindex/parser";
import { compileRegexDfa } from "@oneindex/parser/internal";
import { TermTrie } from "../../src/store/term-trie.js";
import { literalPrefix, regexTermIndexes } from "../../src/query/terms/regex-terms.js";

/** Code points the generated patterns and terms share: ASCII, a BMP letter, astral ones, and lone surrogates. */
const POINTS = [0x61, 0x62, 0x63, 0x2f, 0xe9, 0xff5e, 0x1f600, 0x10ffff, 0xd800, 0xdc00];

/** Random syntax trees of the dialect (as parseRegex makes them), over {@link POINTS}. */
const { ast } = fc.letrec<{ ast: RegexAst; leaf: RegexAst }>((tie) => ({
  leaf: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...POINTS).map((codePoint): RegexAst => ({ type: "char", codePoint })) },
    { weight: 1, arbitrary: fc.constant<RegexAst>({ type: "any" }) },
    { weight: 1, arbitrary: fc.constant<RegexAst>({ type: "empty" }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.boolean(),
          fc.uniqueArray(
            fc.constantFrom<[number, number]>([0x61, 0x62], [0x63, 0x63], [0xe000, 0x10ffff], [0xd800, 0xdbff], [0x2f, 0x2f]),
            { minLength: 1, maxLength: 3 },
          ),
        )
        .map(([negated, ranges]): RegexAst => ({ type: "class", ranges: [...ranges].sort((a, b) => a[0] - b[0]), negated })),
    },
  ),
  ast: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    tie("leaf"),
    fc.array(tie("ast"), { minLength: 2, maxLength: 4 }).map((items): RegexAst => ({ type: "concat", items })),
    fc.array(tie("ast"), { minLength: 2, maxLength: 3 }).map((items): RegexAst => ({ type: "alt", items })),
    fc
      .tuple(tie("ast"), fc.constantFrom<[number, number | undefined]>([0, undefined], [1, undefined], [0, 1], [2, 2], [0, 3], [1, 2]))
      .map(([item, [min, max]]): RegexAst => (max === undefined ? { type: "repeat", item, min } : { type: "repeat", item, min, max })),
  ),
}));

/** Distinct terms over {@link POINTS} (lone surrogates, astral characters and the empty term included), sorted as a dictionary is. */
const dictionary = fc
  .uniqueArray(
    fc.array(fc.constantFrom(...POINTS), { maxLength: 6 }).map((cps) => cps.map((c) => String.fromCodePoint(c)).join("")),
    { maxLength: 40 },
  )
  .map((terms) => terms.sort());

/** The sorted indexes the trie walk finds, ascending. */
function walk(strings: readonly string[], pattern: RegexAst, maxStates?: number): number[] {
  const out: number[] = [];
  const dfa = compileRegexDfa(pattern, maxStates === undefined ? {} : { maxStates });
  regexTermIndexes(
    new TermTrie(strings),
    dfa,
    literalPrefix(pattern),
    () => {},
    (i) => out.push(i),
  );
  return out.sort((a, b) => a - b);
}

/** The terms the parser's NFA matcher (the reference) accepts, one by one. */
function oneByOne(strings: readonly string[], pattern: RegexAst): number[] {
  const m = compileRegex(pattern);
  return strings.flatMap((t, i) => (m.matches(t) ? [i] : []));
}

describe("regexTermIndexes: the DFA walk of the term trie", () => {
  it("finds exactly the terms the NFA matcher accepts, on random patterns and dictionaries", () => {
    let found = 0;
    fc.assert(
      fc.property(ast, dictionary, fc.constantFrom(undefined, 2, 4), (pattern, strings, maxStates) => {
        const expected = oneByOne(strings, pattern);
        found += expected.length;
        expect(walk(strings, pattern, maxStates)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
    // Worth something only if matches occur.
    expect(found).toBeGreaterThan(500);
  });

  it("visits each term once, trie terms in sorted order", () => {
    const strings = ["", "a", "ab", "abc", "b", "b\uD800", "\uDC00", "😀"].sort();
    const out: number[] = [];
    const pattern: RegexAst = { type: "repeat", item: { type: "any" }, min: 0 };
    regexTermIndexes(
      new TermTrie(strings),
      compileRegexDfa(pattern),
      [],
      () => {},
      (i) => out.push(i),
    );
    const trie = new TermTrie(strings);
    const bad = new Set(trie.illFormed);
    const good = out.filter((i) => !bad.has(i));
    expect(good).toEqual([...good].sort((a, b) => a - b));
    expect([...out].sort((a, b) => a - b)).toEqual(strings.map((_, i) => i));
  });

  it("goes down a literal prefix without scanning its siblings, and charges the edges it follows", () => {
    const strings = Array.from({ length: 500 }, (_, i) => `t${i}`)
      .concat(["http://a", "http://b", "https://c"])
      .sort();
    const trie = new TermTrie(strings);
    // http://.* : the literal prefix is http:// (7 code points).
    const pattern: RegexAst = {
      type: "concat",
      items: [..."http://"]
        .map((c): RegexAst => ({ type: "char", codePoint: c.codePointAt(0)! }))
        .concat([{ type: "repeat", item: { type: "any" }, min: 0 }]),
    };
    expect(literalPrefix(pattern)).toEqual([..."http://"].map((c) => c.codePointAt(0)));
    let spent = 0;
    const out: number[] = [];
    regexTermIndexes(
      trie,
      compileRegexDfa(pattern),
      literalPrefix(pattern),
      (s) => (spent += s),
      (i) => out.push(i),
    );
    expect(out.map((i) => strings[i])).toEqual(["http://a", "http://b"]);
    // 7 prefix steps and the two one-character tails: nothing of the 500 other terms.
    expect(spent).toBe(9);
    // Without the prefix the walk still finds them, following more edges.
    let scanned = 0;
    const again: number[] = [];
    regexTermIndexes(
      trie,
      compileRegexDfa(pattern),
      [],
      (s) => (scanned += s),
      (i) => again.push(i),
    );
    expect(again).toEqual(out);
    expect(scanned).toBeGreaterThan(spent);
  });

  it("literalPrefix: the leading characters, through nested concatenations, and nothing past a non-literal", () => {
    const c = (ch: string): RegexAst => ({ type: "char", codePoint: ch.codePointAt(0)! });
    expect(
      literalPrefix({ type: "concat", items: [{ type: "concat", items: [c("a"), c("b")] }, c("😀"), { type: "any" }, c("z")] }),
    ).toEqual([0x61, 0x62, 0x1f600]);
    expect(literalPrefix({ type: "alt", items: [c("a"), c("b")] })).toEqual([]);
    expect(literalPrefix({ type: "concat", items: [c("a"), { type: "repeat", item: c("b"), min: 1 }] })).toEqual([0x61]);
  });
});
