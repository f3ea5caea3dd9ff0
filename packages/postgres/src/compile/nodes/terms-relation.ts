import type { CompileContext } from "../context.js";

/** Documents holding any of `terms` in a postings field, each scoring `boost` (a constant-score set of terms). */
export function termsRelation(ctx: CompileContext, field: string, terms: readonly string[], boost: number): string {
  const f = ctx.params.add(field, "text");
  const list = ctx.params.add(terms, "text[]");
  return `SELECT p.doc, ${ctx.params.add(boost, "float8")} AS score FROM ${ctx.layout.postings} p WHERE p.field = ${f} AND p.term = ANY(${list}) GROUP BY p.doc`;
}
