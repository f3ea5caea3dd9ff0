import type { MultiFieldTermNode } from "@oneindex/parser";
import type { CompileContext } from "../context.js";
import { stringTermRelation } from "./string-term.js";

/** `multiFieldTerm`: the string as `term` in each field; the best field's score × boost (dis_max, tie breaker 0). */
export function compileMultiFieldTerm(node: MultiFieldTermNode, ctx: CompileContext): string {
  const parts = node.fields.map((field) => stringTermRelation(ctx, field, node.value, 1));
  return `SELECT u.doc, ${ctx.params.add(node.boost, "float8")} * max(u.score) AS score FROM (${parts.join(" UNION ALL ")}) u GROUP BY u.doc`;
}
