import type { TextNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/**
 * One field: `match` with the operator. Several: `multi_match` of type `cross_fields` (term-centric:
 * each term scored by its best field, the operator applied per term across fields), the nearest
 * stock query to the engine's `text` node; it blends document frequencies across fields, which
 * the engine does not (see README).
 */
export function translateText(node: TextNode, _ctx: TranslateContext): DslQuery {
  if (node.fields.length === 0) return { match_none: {} };
  if (node.fields.length === 1) {
    return { match: { [node.fields[0]!]: { query: node.text, operator: node.operator, ...boostOf(node.boost) } } };
  }
  return {
    multi_match: {
      query: node.text,
      fields: [...node.fields],
      type: "cross_fields",
      operator: node.operator,
      tie_breaker: 0,
      ...boostOf(node.boost),
    },
  };
}
