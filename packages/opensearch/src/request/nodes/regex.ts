import type { RegexAst, RegexNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

const PLAIN = /^[\p{L}\p{N}_]$/u;

/** One code point in Lucene's syntax, in or out of brackets: Lucene's RegExp reads `\c` as the character c, so everything not plainly a word character is escaped (a letter never is: `\d`, `\w`, `\s` are Lucene's predefined classes). */
function literal(codePoint: number): string {
  const ch = String.fromCodePoint(codePoint);
  return PLAIN.test(ch) ? ch : `\\${ch}`;
}

/** The largest code point. */
const MAX_CODE_POINT = 0x10ffff;

/** The code points not in sorted, merged `ranges`, as sorted ranges. */
function complement(ranges: readonly (readonly [number, number])[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function rangesText(ranges: readonly (readonly [number, number])[]): string {
  return ranges.map(([lo, hi]) => (lo === hi ? literal(lo) : `${literal(lo)}-${literal(hi)}`)).join("");
}

/**
 * A class in Lucene's brackets, written the shorter way: as given, or negated over the complement
 * (`\W`'s five ranges become `[^0-9A-Z_a-z]`). Same language: Lucene's `[^…]` is any code point
 * not listed. Shorter matters because clusters refuse regexps longer than `index.max_regex_length`
 * (1,000 by default). A class that is every code point or none cannot be written with `^` over
 * nothing (`[^]` is not Lucene syntax), so it keeps its own ranges.
 */
function classText(ranges: readonly (readonly [number, number])[], negated: boolean): string {
  const direct = `[${negated ? "^" : ""}${rangesText(ranges)}]`;
  const others = complement(ranges);
  if (others.length === 0 || ranges.length === 0) return direct;
  const flipped = `[${negated ? "" : "^"}${rangesText(others)}]`;
  return flipped.length < direct.length ? flipped : direct;
}

function atom(ast: RegexAst): string {
  const text = toLuceneRegex(ast);
  return ast.type === "char" || ast.type === "any" || ast.type === "class" ? text : `(${text})`;
}

/**
 * The parser's safe dialect written in Lucene's regexp syntax (with flags `NONE`, so `&`, `~`, `<>`,
 * `#` and `@` have no special meaning). Both match whole terms: no anchors are needed.
 */
export function toLuceneRegex(ast: RegexAst): string {
  switch (ast.type) {
    case "empty":
      return "()";
    case "char":
      return literal(ast.codePoint);
    case "any":
      return ".";
    case "class":
      return classText(ast.ranges, ast.negated);
    case "concat":
      return ast.items.map((item) => (item.type === "alt" ? `(${toLuceneRegex(item)})` : toLuceneRegex(item))).join("");
    case "alt":
      return ast.items.map(toLuceneRegex).join("|");
    case "repeat": {
      const { min, max } = ast;
      const suffix =
        min === 0 && max === undefined
          ? "*"
          : min === 1 && max === undefined
            ? "+"
            : min === 0 && max === 1
              ? "?"
              : max === undefined
                ? `{${min},}`
                : min === max
                  ? `{${min}}`
                  : `{${min},${max}}`;
      return `${atom(ast.item)}${suffix}`;
    }
  }
}

/** `regexp`, constant score, with the pattern translated from the checked tree's syntax tree. */
export function translateRegex(node: RegexNode, _ctx: TranslateContext): DslQuery {
  return {
    regexp: { [node.field]: { value: toLuceneRegex(node.regex), flags: "NONE", rewrite: "constant_score", ...boostOf(node.boost) } },
  };
}
