import type { QueryNode } from "@oneindex/parser";
import type { CompileContext } from "./context.js";
import { compileBool } from "./nodes/bool.js";
import { compileExists } from "./nodes/exists.js";
import { compileFunctionScore } from "./nodes/function-score.js";
import { compileFuzzy } from "./nodes/fuzzy.js";
import { compileMatchAll } from "./nodes/match-all.js";
import { compileMultiFieldTerm } from "./nodes/multi-field-term.js";
import { compilePhrase } from "./nodes/phrase.js";
import { compilePrefix } from "./nodes/prefix.js";
import { compileRange } from "./nodes/range.js";
import { compileRegexNode } from "./nodes/regex.js";
import { compileTerm } from "./nodes/term.js";
import { compileText } from "./nodes/text.js";

/** Compiles a checked node of type `K` to a relation (see {@link CompileContext}). */
type NodeCompiler<K extends QueryNode["type"]> = (node: Extract<QueryNode, { readonly type: K }>, ctx: CompileContext) => string;

/** One compiler per node type: a mapped type, so a node type added to the tree without its compiler does not compile. */
const COMPILERS: { readonly [K in QueryNode["type"]]: NodeCompiler<K> } = {
  term: compileTerm,
  phrase: compilePhrase,
  prefix: compilePrefix,
  fuzzy: compileFuzzy,
  regex: compileRegexNode,
  multiFieldTerm: compileMultiFieldTerm,
  range: compileRange,
  exists: compileExists,
  bool: compileBool,
  matchAll: compileMatchAll,
  text: compileText,
  functionScore: compileFunctionScore,
};

/** The one dispatcher from node type to compiler. */
export function compileNode(node: QueryNode, ctx: CompileContext): string {
  return (COMPILERS[node.type] as NodeCompiler<QueryNode["type"]>)(node, ctx);
}
