import { QUERY_LIMITS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import type { LanguageResult } from "../languages/index.js";
import type { QueryNode } from "../tree/query-tree.js";

/**
 * Takes a string language's result into the parse: its problems are reported; its nodes are
 * counted (less `alreadyCounted`, the node the string replaces). Returns the node, or undefined.
 */
export function addLanguageResult(ctx: CheckContext, result: LanguageResult, path: string, alreadyCounted: number): QueryNode | undefined {
  if (!result.ok) {
    // A language stops reading its string once it has `maxProblems` problems: the rest are unknown.
    if (result.problems.length >= QUERY_LIMITS.maxProblems) ctx.incomplete = true;
    for (const problem of result.problems) {
      const { message: _message, ...data } = problem;
      ctx.report(data);
    }
    return undefined;
  }
  if (!ctx.countNodes(result.nodeCount - alreadyCounted, path)) return undefined;
  return result.node;
}
