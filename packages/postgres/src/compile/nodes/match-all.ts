import type { MatchAllNode } from "@oneindex/parser";
import { rowRelation, type CompileContext } from "../context.js";

/** `matchAll`: every document, score the boost. */
export function compileMatchAll(node: MatchAllNode, ctx: CompileContext): string {
  return rowRelation(ctx, "true", ctx.params.add(node.boost, "float8"));
}
