import type { FuzzyNode } from "@oneindex/parser";
import { boostOf, fieldOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** The engine's cap on fuzzy expansions, as Lucene's default rewrite (top 50 terms, blended frequencies). */
export const FUZZY_MAX_EXPANSIONS = 50;

/**
 * On a text field, `match` with `fuzziness` (the cluster analyses the value as the engine does: each
 * term of it expands on its own against the indexed stems); on a keyword field, `fuzzy` with the
 * value as it is. Both with the prefix length, transpositions and the 50-term expansion cap.
 */
export function translateFuzzy(node: FuzzyNode, ctx: TranslateContext): DslQuery {
  if (fieldOf(ctx, node.field).kind === "text") {
    return {
      match: {
        [node.field]: {
          query: node.value,
          operator: "or",
          fuzziness: node.maxEdits,
          prefix_length: node.prefixLength,
          fuzzy_transpositions: node.transpositions,
          max_expansions: FUZZY_MAX_EXPANSIONS,
          ...boostOf(node.boost),
        },
      },
    };
  }
  return {
    fuzzy: {
      [node.field]: {
        value: node.value,
        fuzziness: node.maxEdits,
        prefix_length: node.prefixLength,
        transpositions: node.transpositions,
        max_expansions: FUZZY_MAX_EXPANSIONS,
        ...boostOf(node.boost),
      },
    },
  };
}
