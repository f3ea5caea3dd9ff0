// toLuceneRegex against Lucene's own grammar: every translated pattern must parse as a Lucene
// regexp (flags NONE) and match exactly the terms the parser's dialect matches. The oracle
// (support/lucene-regexp.ts) reads Lucene's syntax into a JavaScript RegExp, used only in tests.
import { compileRegex, tryParseQuery, type RegexAst } from "@oneindex/parser";
import { describe, expect, it } from "vitest";
import { toLuceneRegex } from "../src/index.js";
import { LuceneSyntaxError, luceneRegexpToJs } from "./support/lucene-regexp.js";
import { Invoice } from "./support/definitions.js";

function astOf(pattern: string): RegexAst {
  const r = tryParseQuery(Invoice, { v: 1, query: { type: "regex", field: "customer", pattern } });
  if (!r.ok) throw new Error(`${pattern}: ${r.error.message}`);
  const node = r.query.query!;
  if (node.type !== "regex") throw new Error("not a regex node");
  return node.regex;
}

/** Every string up to `length` code points over `alphabet`. */
function strings(alphabet: readonly string[], length: number): string[] {
  let level = [""];
  const all = [""];
  for (let i = 0; i < length; i++) {
    level = level.flatMap((s) => alphabet.map((c) => s + c));
    all.push(...level);
  }
  return all;
}

const EXTRA = ["a", "b", "-", " ", '"', "\\", "é", "😀", "0", "_", "\n", "#", "]", "Z"];

function agree(pattern: string): void {
  const ast = astOf(pattern);
  const lucene = toLuceneRegex(ast);
  let oracle: RegExp;
  try {
    oracle = luceneRegexpToJs(lucene);
  } catch (error) {
    if (error instanceof LuceneSyntaxError)
      throw new Error(`${JSON.stringify(pattern)} → ${JSON.stringify(lucene)} is not a valid Lucene regexp: ${error.message}`);
    throw error;
  }
  const matcher = compileRegex(ast);
  const alphabet = [...new Set([...[...pattern].filter((c) => !"()[]{}|*+?\\^$".includes(c)), ...EXTRA])];
  const disagreements = strings(alphabet, 3).filter((term) => matcher.matches(term) !== oracle.test(term));
  expect(disagreements.slice(0, 5), `${JSON.stringify(pattern)} → ${JSON.stringify(lucene)}`).toEqual([]);
}

const TRICKY = [
  "ac.e[0-9]+|x",
  "a|",
  "|a",
  "()",
  "(|)",
  "a()b",
  "(a|b){2,3}",
  "x{0}",
  "x{0,1}y{2,}",
  "((a*)*)+",
  '"quoted"',
  "a#b@c&d~e<f>g",
  '[#@&~<>"]+',
  "\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\\\^\\$",
  "[\\-\\]\\\\^]",
  "[-a]",
  "[a-]",
  "[^a-c]",
  "[^\\s\\S]",
  "\\W+",
  "\\D\\S",
  "[\\w-]+",
  "\\d{2}",
  "é+ü",
  "😀.",
  "[😀-😂]",
  "[^😀]",
  "a b",
  "-",
  "..?",
  "[ -~]",
];

describe("toLuceneRegex", () => {
  it.each(TRICKY)("%s is valid Lucene syntax with the same language", (pattern) => {
    agree(pattern);
  });

  it("agrees on random patterns", () => {
    const parts = ["a", "b", ".", "|", "(", ")", "*", "+", "?", "{1,2}", "[ab]", "[^a]", "\\W", "\\d", "-", '"', "#", "é", "😀", " "];
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let checked = 0;
    for (let i = 0; i < 2_000 && checked < 150; i++) {
      const pattern = Array.from({ length: 1 + Math.floor(random() * 6) }, () => parts[Math.floor(random() * parts.length)]).join("");
      const r = tryParseQuery(Invoice, { v: 1, query: { type: "regex", field: "customer", pattern } });
      if (!r.ok) continue;
      agree(pattern);
      checked++;
    }
    expect(checked).toBe(150);
  });

  it("writes a class the shorter way, so more patterns stay under index.max_regex_length", () => {
    expect(toLuceneRegex(astOf("\\W"))).toBe("[^0-9A-Z_a-z]");
    expect(toLuceneRegex(astOf("[^\\W]"))).toBe("[0-9A-Z_a-z]");
    expect(toLuceneRegex(astOf("\\W".repeat(60))).length).toBeLessThanOrEqual(1_000);
  });

  it("the oracle rejects what Lucene rejects", () => {
    for (const bad of ["a|", "(a", "[]", "[a", "a{", "a{2,1}", "a)"]) expect(() => luceneRegexpToJs(bad), bad).toThrow(LuceneSyntaxError);
  });
});
