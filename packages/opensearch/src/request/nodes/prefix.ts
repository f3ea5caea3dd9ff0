import type { PrefixNode } from "@oneindex/parser";
import { boostOf, fieldOf, foldForTextField, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** `prefix`, constant score; the value is folded on text fields as the engine folds it. */
export function translatePrefix(node: PrefixNode, ctx: TranslateContext): DslQuery {
  const value = fieldOf(ctx, node.field).kind === "text" ? foldForTextField(node.value) : node.value;
  return { prefix: { [node.field]: { value, rewrite: "constant_score", ...boostOf(node.boost) } } };
}
