import type { TermNode } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import type { ParamType } from "../../sql/params.js";
import { rowRelation, type CompileContext } from "../context.js";
import { stringTermRelation } from "./string-term.js";

/** The parameter type of a value compared with a column of `kind`. */
export function valueType(kind: string): ParamType {
  return kind === "number" ? "float8" : kind === "boolean" ? "bool" : kind === "keyword" || kind === "text" ? "text" : "int8";
}

/** `term`: strings through the postings (BM25); numbers, dates, booleans and integer ids by their column (score: the boost). */
export function compileTerm(node: TermNode, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, node.field);
  const { field } = layout;
  if (node.value.kind === "string") return stringTermRelation(ctx, node.field, node.value.value, node.boost);
  const column = `t.${layout.columns[0]}`;
  const kind = field.kind === "id" ? "integer" : field.kind;
  const value = ctx.params.add(node.value.value, valueType(kind));
  const condition = field.array ? `${column} @> ARRAY[${value}]` : `${column} = ${value}`;
  return rowRelation(ctx, condition, ctx.params.add(node.boost, "float8"));
}
