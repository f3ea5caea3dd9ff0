import { isStorable } from "../../sql/storable.js";
import { fieldLayout } from "../../layout/table-layout.js";
import { emptyRelation, type CompileContext } from "../context.js";
import { termRelation } from "../scoring/bm25.js";
import { phraseRelation } from "./phrase.js";

/**
 * A string looked up in a postings field, as the engine's `term` on text, keyword and string ids:
 * on text the value is analysed (one token: that term; several: a phrase with slop 0; none:
 * nothing); on keyword and ids the whole value is the term.
 */
export function stringTermRelation(ctx: CompileContext, field: string, value: string, boost: number): string {
  const layout = fieldLayout(ctx.layout, field);
  if (layout.field.kind !== "text") return isStorable(value) ? termRelation(ctx, field, value, boost) : emptyRelation(ctx);
  const tokens = ctx.analyzer(field).analyze(value);
  if (tokens.length === 0) return emptyRelation(ctx);
  if (tokens.length === 1) return termRelation(ctx, field, tokens[0]!.term, boost);
  return phraseRelation(ctx, field, tokens, 0, boost);
}
