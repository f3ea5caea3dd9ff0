import type { ExistsNode } from "@oneindex/parser";
import { fieldLayout } from "../../layout/table-layout.js";
import { rowRelation, type CompileContext } from "../context.js";

/** `exists`: the column holds a value (missing values and empty arrays are stored as NULL); score 1. */
export function compileExists(node: ExistsNode, ctx: CompileContext): string {
  return rowRelation(ctx, `t.${fieldLayout(ctx.layout, node.field).columns[0]} IS NOT NULL`, "1::float8");
}
