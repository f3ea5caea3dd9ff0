import type { CompileContext } from "../context.js";

/** BM25 parameters, as the engine's (`k1`, `b`). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * The BM25 score of a posting `p` (columns `tf`, `len`) with weight `weight` (boost × idf) and the
 * field's average length `avgdl`, in the engine's operation order: `(w · tf) / (tf + k1 · (1 − b + (b · dl) / avgdl))`.
 */
export function bm25Sql(weight: string, tf: string, len: string, avgdl: string): string {
  return `((${weight}) * ${tf}) / (${tf} + ${BM25_K1} * (1 - ${BM25_B} + (${BM25_B} * ${len}) / ${avgdl}))`;
}

/** `ln(1 + (N − n + 0.5) / (n + 0.5))` over the stats row `f` (docs) and a document frequency. */
export function idfSql(docs: string, df: string): string {
  return `ln(1 + (${docs}::float8 - ${df} + 0.5) / (${df} + 0.5))`;
}

/** The idf of one term of a field, as a scalar subquery (NULL when the term is not in the field). */
export function termIdfSql(ctx: CompileContext, fieldParam: string, termParam: string): string {
  const { stats, terms } = ctx.layout;
  return `(SELECT ${idfSql("f.docs", "d.df")} FROM ${stats} f, ${terms} d WHERE f.field = ${fieldParam} AND d.field = ${fieldParam} AND d.term = ${termParam})`;
}

/** The field's average length (tokens, or distinct values per document for keyword fields), as a scalar subquery. */
export function avgdlSql(ctx: CompileContext, fieldParam: string): string {
  return `(SELECT f.tokens::float8 / f.docs FROM ${ctx.layout.stats} f WHERE f.field = ${fieldParam})`;
}

/**
 * Documents holding `term` in a postings field (text, keyword, string id), scored by BM25 as the
 * engine scores a term: weight `boost × idf`, the posting's tf and length, the field's average length.
 */
export function termRelation(ctx: CompileContext, field: string, term: string, boost: number): string {
  const f = ctx.params.add(field, "text");
  const t = ctx.params.add(term, "text");
  const b = ctx.params.add(boost, "float8");
  const weight = `${b} * s.idf`;
  return `SELECT p.doc, ${bm25Sql(weight, "p.tf", "p.len", "s.avgdl")} AS score FROM ${ctx.layout.postings} p, (SELECT ${termIdfSql(ctx, f, t)} AS idf, ${avgdlSql(ctx, f)} AS avgdl) s WHERE p.field = ${f} AND p.term = ${t}`;
}
