import type { FuzzyNode } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { emptyRelation, type CompileContext } from "../context.js";
import { avgdlSql, bm25Sql } from "../scoring/bm25.js";
import { fuzzyExpansions } from "../terms/fuzzy-expansions.js";

/**
 * `fuzzy`: each distinct term of the value (analysed on text fields) expands over the field's
 * dictionary exactly as the engine expands it (the 50 most similar within the edits, ties by term
 * order); each expansion scores as a term with weight `boost · sim · idf(N, max df of its value's
 * expansions)`, computed here and sent as arrays. A document scores the sum over the expansions it holds.
 */
export function compileFuzzy(node: FuzzyNode, ctx: CompileContext): string {
  const layout = fieldLayout(ctx.layout, node.field);
  const values =
    layout.field.kind === "text"
      ? [
          ...new Set(
            ctx
              .analyzer(node.field)
              .analyze(node.value)
              .map((t) => t.term),
          ),
        ]
      : node.value === ""
        ? []
        : [node.value];
  const dictionary = ctx.dictionary.get(node.field);
  const terms: string[] = [];
  const weights: number[] = [];
  for (const value of values) {
    const expansions = fuzzyExpansions(dictionary.terms, value, node.prefixLength, node.maxEdits, node.transpositions);
    let maxDf = 0;
    for (const e of expansions) maxDf = Math.max(maxDf, e.df);
    const idf = Math.log(1 + (dictionary.docs - maxDf + 0.5) / (maxDf + 0.5));
    for (const e of expansions) {
      terms.push(e.term);
      weights.push(node.boost * e.sim * idf);
    }
  }
  if (terms.length === 0) return emptyRelation(ctx);
  const f = ctx.params.add(node.field, "text");
  const t = ctx.params.add(terms, "text[]");
  const w = ctx.params.add(weights, "float8[]");
  return `SELECT p.doc, sum(${bm25Sql("e.w", "p.tf", "p.len", "s.avgdl")}) AS score FROM unnest(${t}, ${w}) AS e(term, w) JOIN ${ctx.layout.postings} p ON p.field = ${f} AND p.term = e.term, (SELECT ${avgdlSql(ctx, f)} AS avgdl) s GROUP BY p.doc`;
}
