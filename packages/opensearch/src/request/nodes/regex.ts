import type { RegexAst, RegexNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

const PLAIN = /^[\p{L}\p{N}_]$/u;

function literal(codePoint: number): string {
  const ch = String.fromCodePoint(codePoint);
  // Lucene's RegExp reads `\c` as the character c, whatever c is: escape everything not plainly a word character.
  return PLAIN.test(ch) ? ch : `\\${ch}`;
}

function classMember(codePoint: number): string {
  const ch = String.fromCodePoint(codePoint);
  return PLAIN.test(ch) ? ch : `\\${ch}`;
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
    case "class": {
      const body = ast.ranges.map(([lo, hi]) => (lo === hi ? classMember(lo) : `${classMember(lo)}-${classMember(hi)}`)).join("");
      return `[${ast.negated ? "^" : ""}${body}]`;
    }
    case "concat":
      return ast.items.map((item) => (item.type === "alt" ? `(${toLuceneRegex(item)})` : toLuceneRegex(item))).join("");
    case "alt":
      return ast.items.map(toLuceneRegex).join("|");
    case "repeat": {
      const { min, max } = ast;
      const suffix =
        min === 0 && max === undefined ? "*" : min === 1 && max === undefined ? "+" : min === 0 && max === 1 ? "?" : max === undefined ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`;
      return `${atom(ast.item)}${suffix}`;
    }
  }
}

/** `regexp`, constant score, with the pattern translated from the checked tree's syntax tree. */
export function translateRegex(node: RegexNode, _ctx: TranslateContext): DslQuery {
  return { regexp: { [node.field]: { value: toLuceneRegex(node.regex), flags: "NONE", rewrite: "constant_score", ...boostOf(node.boost) } } };
}
