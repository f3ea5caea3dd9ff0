import type { PrefixNode } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { isStorable } from "../../sql/storable.js";
import { emptyRelation, type CompileContext } from "../context.js";

/** A `LIKE` pattern matching strings that start with `prefix`: `\`, `%` and `_` escaped (the pattern is still a parameter). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `prefix`: documents holding a term of the field that starts with the value (folded on text fields); score the boost. */
export function compilePrefix(node: PrefixNode, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, node.field);
  const value = layout.field.kind === "text" ? ctx.analyzer(node.field).normalize(node.value) : node.value;
  if (!isStorable(value)) return emptyRelation(ctx);
  const f = ctx.params.add(node.field, "text");
  const pattern = ctx.params.add(likePrefix(value), "text");
  return `SELECT p.doc, ${ctx.params.add(node.boost, "float8")} AS score FROM ${ctx.layout.postings} p WHERE p.field = ${f} AND p.term LIKE ${pattern} ESCAPE '\\' GROUP BY p.doc`;
}
