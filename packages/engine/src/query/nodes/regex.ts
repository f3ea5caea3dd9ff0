import type { RegexNode } from "@oneindex/parser";
import { compileRegex } from "@oneindex/parser";
import { termUnionWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { termFieldOf } from "../terms/string-term.js";
import { liveTerms } from "../terms/union-docs.js";
import type { PrepareContext, Weight } from "../weight.js";

/** `regex`: docs with a term the whole pattern matches (not folded), by the parser's linear-time matcher over the term dictionary; constant `boost`. */
export function prepareRegex(node: RegexNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  const matcher = compileRegex(node.regex);
  const terms: number[] = [];
  for (let t = 0; t < field.terms.length; t++) if (field.df[t]! > 0 && matcher.matches(field.terms[t]!)) terms.push(t);
  return termUnionWeight(ctx.state, field, liveTerms(field, terms), node.boost, `regex(${node.field}:/${node.pattern}/) over ${terms.length} terms`, {
    field: node.field,
    terms: field.isText ? terms.map((t) => field.terms[t]!) : [],
  });
}
