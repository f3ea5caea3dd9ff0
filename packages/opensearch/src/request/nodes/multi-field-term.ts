import type { MultiFieldTermNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";
import { translateTerm } from "./term.js";

/** `dis_max` (tie breaker 0) of the term in each field: the best field's score counts. */
export function translateMultiFieldTerm(node: MultiFieldTermNode, ctx: TranslateContext): DslQuery {
  const queries = node.fields.map((field) =>
    translateTerm({ type: "term", field, value: { kind: "string", value: node.value }, boost: 1 }, ctx),
  );
  return { dis_max: { queries, tie_breaker: 0, ...boostOf(node.boost) } };
}
