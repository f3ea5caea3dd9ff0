import type { FuzzyNode } from "@oneindex/parser";
import { boostOf, fieldOf, foldForTextField, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** The engine's cap on fuzzy expansions, as Lucene's default rewrite (top 50 terms, blended frequencies). */
export const FUZZY_MAX_EXPANSIONS = 50;

/** `fuzzy` with fuzziness, prefix length and transpositions; the value is folded on text fields. */
export function translateFuzzy(node: FuzzyNode, ctx: TranslateContext): DslQuery {
  const value = fieldOf(ctx, node.field).kind === "text" ? foldForTextField(node.value) : node.value;
  return {
    fuzzy: {
      [node.field]: {
        value,
        fuzziness: node.maxEdits,
        prefix_length: node.prefixLength,
        transpositions: node.transpositions,
        max_expansions: FUZZY_MAX_EXPANSIONS,
        ...boostOf(node.boost),
      },
    },
  };
}
