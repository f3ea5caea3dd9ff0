import { QUERY_LIMITS } from "@oneindex/schema";
import type { QueryNode } from "../../tree/query-tree.js";
import { longerThan, stringLength } from "../../values/string-length.js";
import type { LanguageResult } from "./language-result.js";
import { countNodes } from "./nodes.js";
import { ProblemList, SyntaxStop } from "./problems.js";
import { EXPECTED } from "../../errors/messages.js";

/**
 * The entry point the `strict` and `filter` languages share: the length limit, then the parser
 * (a syntax stop becomes a problem, never an exception), then the node-count limit. `what` names
 * the language in messages ("a filter string", "a strict query").
 */
export function runLanguage(
  text: string,
  path: string,
  what: { readonly string: string; readonly tree: string },
  parse: (problems: ProblemList) => QueryNode,
): LanguageResult {
  const problems = new ProblemList(path);
  if (longerThan(text, QUERY_LIMITS.maxQueryStringLength)) {
    problems.add({
      code: "too-long",
      offset: QUERY_LIMITS.maxQueryStringLength,
      length: text.length - QUERY_LIMITS.maxQueryStringLength,
      expected: EXPECTED.stringOfAtMost(what.string, QUERY_LIMITS.maxQueryStringLength),
      found: `${stringLength(text)} characters`,
    });
    return { ok: false, problems: problems.all };
  }
  let node: QueryNode;
  try {
    node = parse(problems);
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    problems.add(error.problem);
    return { ok: false, problems: problems.all };
  }
  if (!problems.empty) return { ok: false, problems: problems.all };
  const nodeCount = countNodes(node);
  if (nodeCount > QUERY_LIMITS.maxNodes) {
    problems.add({
      code: "too-many-nodes",
      offset: 0,
      length: text.length,
      expected: EXPECTED.treeOfAtMost(what.tree, QUERY_LIMITS.maxNodes),
      found: `${nodeCount} nodes`,
    });
    return { ok: false, problems: problems.all };
  }
  return { ok: true, node, nodeCount };
}
