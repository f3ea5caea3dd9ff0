import type { BoolNode } from "@oneindex/parser";
import { emptyRelation, idColumn, rowRelation, type CompileContext } from "../context.js";
import { clampedSql } from "../functions/field-value.js";

/**
 * `bool`: all `must` and `filter`, no `mustNot`, at least `minimumShouldMatch` `should` (at least
 * one when there are `should` clauses and no `must`/`filter`); score `boost × (Σ must + Σ matching should)`.
 * No clause at all: every document with score `boost`.
 */
export function compileBool(node: BoolNode, ctx: CompileContext): string {
  const { must, should, mustNot, filter } = node;
  if (must.length + should.length + mustNot.length + filter.length === 0)
    return rowRelation(ctx, "true", ctx.params.add(node.boost, "float8"));
  const required = should.length > 0 && must.length + filter.length === 0 ? Math.max(1, node.minimumShouldMatch) : node.minimumShouldMatch;
  // More should clauses required than there are: nothing matches (as Lucene's BooleanQuery).
  if (required > should.length) return emptyRelation(ctx);
  const musts = must.map((n) => ctx.compile(n));
  const shoulds = should.map((n) => ctx.compile(n));
  const filters = filter.map((n) => ctx.compile(n));
  const nots = mustNot.map((n) => ctx.compile(n));
  const from: string[] = [];
  const where: string[] = [];
  if (musts.length > 0) from.push(`(${musts[0]}) b`);
  else if (filters.length > 0) from.push(`(SELECT doc FROM (${filters[0]}) f) b`);
  else if (shoulds.length > 0) from.push(`(${shoulds.map((s, i) => `SELECT doc FROM (${s}) s${i}`).join(" UNION ")}) b`);
  else from.push(`(SELECT t.${idColumn(ctx)} AS doc FROM ${ctx.layout.main} t) b`);
  musts.forEach((m, i) => {
    if (i > 0) from.push(`JOIN (${m}) m${i} ON m${i}.doc = b.doc`);
  });
  shoulds.forEach((s, i) => {
    from.push(`LEFT JOIN (${s}) s${i} ON s${i}.doc = b.doc`);
  });
  filters.forEach((f, i) => {
    if (musts.length > 0 || i > 0) where.push(`EXISTS (SELECT 1 FROM (${f}) f${i} WHERE f${i}.doc = b.doc)`);
  });
  nots.forEach((n, i) => {
    where.push(`NOT EXISTS (SELECT 1 FROM (${n}) n${i} WHERE n${i}.doc = b.doc)`);
  });
  if (required > 0)
    where.push(`(${shoulds.map((_, i) => `(s${i}.doc IS NOT NULL)::int`).join(" + ")}) >= ${ctx.params.add(required, "int4")}`);
  const scores = [...musts.map((_, i) => (i === 0 ? "b.score" : `m${i}.score`)), ...shoulds.map((_, i) => `coalesce(s${i}.score, 0)`)];
  const score =
    scores.length === 0
      ? "0::float8"
      : clampedSql(`${ctx.params.add(node.boost, "float8")}::numeric * (${scores.map((s) => `${s}::numeric`).join(" + ")})`);
  return `SELECT b.doc, ${score} AS score FROM ${from.join(" ")}${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""}`;
}
