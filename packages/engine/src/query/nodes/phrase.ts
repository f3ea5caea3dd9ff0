import type { PhraseNode } from "@oneindex/parser";
import { emptyWeight } from "../terms/empty-weight.js";
import { PhraseWeight } from "../terms/phrase-weight.js";
import { termFieldOf } from "../terms/string-term.js";
import { TermWeight } from "../terms/term-weight.js";
import type { PrepareContext, Weight } from "../weight.js";

/**
 * `phrase`: on text, the terms analysed together (stop-word gaps kept) within `slop`; on keyword,
 * a `term` on the terms joined by spaces.
 */
export function preparePhrase(node: PhraseNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  if (!field.isText) return new TermWeight(ctx.state, node.field, field, node.terms.join(" "), { boost: node.boost });
  const tokens = field.analyzer.analyze(node.terms.join(" "));
  if (tokens.length === 0) return emptyWeight("the phrase has no terms after analysis");
  const base = tokens[0]!.position;
  return new PhraseWeight(
    ctx.state,
    node.field,
    field,
    tokens.map((t) => t.term),
    tokens.map((t) => t.position - base),
    node.slop,
    node.boost,
    node,
  );
}
