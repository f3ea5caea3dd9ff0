import type { PhraseNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** `match_phrase` with slop; on a keyword field the keyword analyser makes it an exact match of the joined terms, as in the engine. */
export function translatePhrase(node: PhraseNode, _ctx: TranslateContext): DslQuery {
  return {
    match_phrase: {
      [node.field]: { query: node.terms.join(" "), ...(node.slop === 0 ? {} : { slop: node.slop }), ...boostOf(node.boost) },
    },
  };
}
