import type { Token } from "@oneindex/engine";
import type { PhraseNode } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { emptyRelation, type CompileContext } from "../context.js";
import { avgdlSql, bm25Sql, termIdfSql, termRelation } from "../scoring/bm25.js";
import { stringTermRelation } from "./string-term.js";

/** `phrase`: on text the analysed terms in order within `slop`; on keyword fields the joined terms as one value. */
export function compilePhrase(node: PhraseNode, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, node.field);
  const text = node.terms.join(" ");
  if (layout.field.kind !== "text") return stringTermRelation(ctx, node.field, text, node.boost);
  const tokens = ctx.analyzer(node.field).analyze(text);
  if (tokens.length === 0) return emptyRelation(ctx);
  if (tokens.length === 1) return termRelation(ctx, node.field, tokens[0]!.term, node.boost);
  return phraseRelation(ctx, node.field, tokens, node.slop, node.boost);
}

/**
 * Documents holding the tokens at their relative positions, scored as the engine scores a phrase:
 * weight `boost × Σ idf` (repeats included), the phrase frequency as tf. With slop 0 the frequency
 * is the number of first-term positions `p` such that every token `i` is at `p + (pos_i − pos_0)`.
 * A positive slop uses the sloppy frequency computed by {@link sloppyFrequencySql}.
 */
export function phraseRelation(ctx: CompileContext, field: string, tokens: readonly Token[], slop: number, boost: number): string {
  const { postings } = ctx.layout;
  const f = ctx.params.add(field, "text");
  const terms = tokens.map((t) => ctx.params.add(t.term, "text"));
  const joins = terms
    .slice(1)
    .map((t, i) => `JOIN ${postings} p${i + 1} ON p${i + 1}.field = ${f} AND p${i + 1}.term = ${t} AND p${i + 1}.doc = p0.doc`);
  const base = tokens[0]!.position;
  const frequency =
    slop === 0
      ? `(SELECT count(*) FROM unnest(p0.positions) AS x(pos) WHERE ${tokens
          .slice(1)
          .map((t, i) => `x.pos + ${ctx.params.add(t.position - base, "int4")} = ANY(p${i + 1}.positions)`)
          .join(" AND ")})::float8`
      : sloppyFrequencySql(ctx, tokens, slop);
  const idfSum = terms.map((t) => termIdfSql(ctx, f, t)).join(" + ");
  const weight = `${ctx.params.add(boost, "float8")} * s.idf`;
  return `SELECT q.doc, ${bm25Sql(weight, "q.pf", "q.len", "s.avgdl")} AS score FROM (SELECT p0.doc, p0.len, ${frequency} AS pf FROM ${postings} p0 ${joins.join(" ")} WHERE p0.field = ${f} AND p0.term = ${terms[0]}) q, (SELECT ${idfSum} AS idf, ${avgdlSql(ctx, f)} AS avgdl) s WHERE q.pf > 0`;
}

/**
 * Lucene's sloppy phrase frequency in SQL: for each position `p` of the first token, the smallest
 * match length over choices of one position per token (distinct positions for repeated tokens)
 * using `p`, where a choice's length is `max_i(pos_i − rel_i) − min_i(pos_i − rel_i)`; `pf = Σ 1 / (1 + length)`
 * over the `p` with a length ≤ slop. The choices are enumerated by joining each token's positions
 * within `slop` of `p`'s aligned start, so the work is bounded by `positions × (2·slop + 1)^(tokens − 1)`
 * and the statement timeout.
 */
function sloppyFrequencySql(ctx: CompileContext, tokens: readonly Token[], slop: number): string {
  const base = tokens[0]!.position;
  const s = ctx.params.add(slop, "int4");
  const rel = tokens.map((t, i) => (i === 0 ? "0" : ctx.params.add(t.position - base, "int4")));
  const froms = tokens.slice(1).map((_, i) => `unnest(p${i + 1}.positions) AS x${i + 1}(pos)`);
  const aligned = ["x0.pos", ...tokens.slice(1).map((_, i) => `x${i + 1}.pos - ${rel[i + 1]}`)];
  const near = tokens.slice(1).map((_, i) => `abs(x${i + 1}.pos - ${rel[i + 1]} - x0.pos) <= ${s}`);
  const distinct: string[] = [];
  for (let i = 0; i < tokens.length; i++)
    for (let j = i + 1; j < tokens.length; j++) if (tokens[i]!.term === tokens[j]!.term) distinct.push(`x${i}.pos <> x${j}.pos`);
  const length = `(greatest(${aligned.join(", ")}) - least(${aligned.join(", ")}))`;
  return `(SELECT coalesce(sum(1.0::float8 / (1 + l.len)), 0) FROM (SELECT x0.pos, min(${length}) AS len FROM unnest(p0.positions) AS x0(pos), ${froms.join(", ")} WHERE ${[...near, ...distinct].join(" AND ")} GROUP BY x0.pos) l WHERE l.len <= ${s})`;
}
