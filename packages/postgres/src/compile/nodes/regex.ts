import { compileRegex, type RegexNode } from "@oneindex/parser";
import { emptyRelation, type CompileContext } from "../context.js";
import { termsRelation } from "./terms-relation.js";

/**
 * `regex`: the pattern is run by the parser's own linear-time matcher over the field's term
 * dictionary (read before compiling), and the matching terms are sent as one array parameter.
 * PostgreSQL's regex engine never sees a pattern; score the boost.
 */
export function compileRegexNode(node: RegexNode, ctx: CompileContext): string {
  const matcher = compileRegex(node.regex);
  const terms = ctx.dictionary
    .get(node.field)
    .terms.filter((e) => matcher.matches(e.term))
    .map((e) => e.term);
  return terms.length === 0 ? emptyRelation(ctx) : termsRelation(ctx, node.field, terms, node.boost);
}
