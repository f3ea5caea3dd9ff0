import type { MatchAllNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslQuery } from "../dsl.js";

/** `match_all`. */
export function translateMatchAll(node: MatchAllNode, _ctx: TranslateContext): DslQuery {
  return { match_all: boostOf(node.boost) };
}
