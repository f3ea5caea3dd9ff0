import type { TextNode } from "@oneindex/parser";
import { emptyRelation, type CompileContext } from "../context.js";
import { termRelation, weightedTermRelation } from "../scoring/bm25.js";

/**
 * `text`: the query text analysed with each field's analyser; word `i` (by position) is its term in
 * each field where the analyser kept it and no earlier word had the same term; a field named twice
 * counts once. A document's score is `boost × Σ_words Σ_fields w_f · score_f` with
 * `w_f = √(avgdl_f / longest avgdl among the node's fields)` (the engine's default `weighted-sum`),
 * or `boost × Σ_words max_fields score_f` under `best-field`; `and` needs every word that has a term
 * somewhere, `or` one.
 */
export function compileText(node: TextNode, ctx: CompileContext): string {
  const fields = [...new Set(node.fields)];
  const sum = ctx.textFieldScoring !== "best-field";
  const longest = sum ? longestAvgdlSql(ctx, fields) : undefined;
  const byWord = new Map<number, string[]>();
  for (const field of fields) {
    const seen = new Set<string>();
    for (const token of ctx.analyzer(field).analyze(node.text)) {
      if (seen.has(token.term)) continue;
      seen.add(token.term);
      let parts = byWord.get(token.position);
      if (parts === undefined) byWord.set(token.position, (parts = []));
      parts.push(
        longest === undefined
          ? termRelation(ctx, field, token.term, 1)
          : weightedTermRelation(ctx, field, token.term, (avgdl) => fieldWeightSql(avgdl, longest)),
      );
    }
  }
  if (byWord.size === 0) return emptyRelation(ctx);
  const combine = sum ? "sum" : "max";
  const words = [...byWord.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, parts]) => `SELECT w.doc, ${combine}(w.score) AS score FROM (${parts.join(" UNION ALL ")}) w GROUP BY w.doc`);
  const having = node.operator === "and" ? ` HAVING count(*) = ${ctx.params.add(words.length, "int8")}` : "";
  return `SELECT u.doc, ${ctx.params.add(node.boost, "float8")} * sum(u.score) AS score FROM (${words.join(" UNION ALL ")}) u GROUP BY u.doc${having}`;
}

/** The longest average length among `fields` (NULL when none has a token), as a scalar subquery. */
function longestAvgdlSql(ctx: CompileContext, fields: readonly string[]): string {
  return `(SELECT max(f.tokens::float8 / f.docs) FROM ${ctx.layout.stats} f WHERE f.field = ANY(${ctx.params.add(fields, "text[]")}) AND f.docs > 0)`;
}

/**
 * A field's weight under `weighted-sum`, as the engine's `textFieldWeight`: `√(avgdl / longest)`, 1
 * when no field has a token (a field with none matches nothing, so its weight never counts).
 */
function fieldWeightSql(avgdl: string, longest: string): string {
  return `coalesce(sqrt(${avgdl} / nullif(${longest}, 0)), 1)`;
}
