import type { ExistsNode } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** `exists`. */
export function translateExists(node: ExistsNode, _ctx: TranslateContext): DslQuery {
  return { exists: { field: node.field } };
}
