import type { TextNode } from "@oneindex/parser";
import { emptyRelation, type CompileContext } from "../context.js";
import { termRelation } from "../scoring/bm25.js";

/**
 * `text`: the query text analysed with each field's analyser; word `i` (by position) is its term in
 * each field where the analyser kept it and no earlier word had the same term. A document's score is
 * `boost × Σ_words max_fields score`; `and` needs every word that has a term somewhere, `or` one.
 */
export function compileText(node: TextNode, ctx: CompileContext): string {
  const byWord = new Map<number, string[]>();
  for (const field of node.fields) {
    const seen = new Set<string>();
    for (const token of ctx.analyzer(field).analyze(node.text)) {
      if (seen.has(token.term)) continue;
      seen.add(token.term);
      let parts = byWord.get(token.position);
      if (parts === undefined) byWord.set(token.position, (parts = []));
      parts.push(termRelation(ctx, field, token.term, 1));
    }
  }
  if (byWord.size === 0) return emptyRelation(ctx);
  const words = [...byWord.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, parts]) => `SELECT w.doc, max(w.score) AS score FROM (${parts.join(" UNION ALL ")}) w GROUP BY w.doc`);
  const having = node.operator === "and" ? ` HAVING count(*) = ${ctx.params.add(words.length, "int8")}` : "";
  return `SELECT u.doc, ${ctx.params.add(node.boost, "float8")} * sum(u.score) AS score FROM (${words.join(" UNION ALL ")}) u GROUP BY u.doc${having}`;
}
