import type { PrefixNode } from "@oneindex/parser";
import { termUnionWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { termFieldOf } from "../terms/string-term.js";
import { chargeExpansion, liveTerms } from "../terms/union-docs.js";
import type { PrepareContext, Weight } from "../weight.js";

/** `prefix`: docs with a term starting with the value (folded on text fields, exact on keyword); constant `boost`. */
export function preparePrefix(node: PrefixNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  const value = field.isText ? field.analyzer.normalize(node.value) : node.value;
  const work = { budget: ctx.budget, site: node };
  const listed = field.prefixTerms(value, work);
  const terms = liveTerms(field, listed);
  chargeExpansion(work, field, listed.length, terms);
  return termUnionWeight(ctx.state, field, terms, node.boost, `prefix(${node.field}:${value}*) over ${terms.length} terms`, node.field);
}
