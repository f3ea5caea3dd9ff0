import type { QueryNode } from "@oneindex/parser";
import { prepareBool } from "./nodes/bool.js";
import { prepareExists } from "./nodes/exists.js";
import { prepareFunctionScore } from "./nodes/function-score.js";
import { prepareFuzzy } from "./nodes/fuzzy.js";
import { prepareMatchAll } from "./nodes/match-all.js";
import { prepareMultiFieldTerm } from "./nodes/multi-field-term.js";
import { preparePhrase } from "./nodes/phrase.js";
import { preparePrefix } from "./nodes/prefix.js";
import { prepareRange } from "./nodes/range.js";
import { prepareRegex } from "./nodes/regex.js";
import { prepareTerm } from "./nodes/term.js";
import { prepareText } from "./nodes/text.js";
import type { PrepareContext, Weight } from "./weight.js";

/** Binds a checked node of type `K` to the index's statistics. */
type NodePreparer<K extends QueryNode["type"]> = (node: Extract<QueryNode, { readonly type: K }>, ctx: PrepareContext) => Weight;

/** One preparer per checked node type: a mapped type, so a node type added to the tree without its preparer does not compile. */
const PREPARERS: { readonly [K in QueryNode["type"]]: NodePreparer<K> } = {
  term: prepareTerm,
  phrase: preparePhrase,
  prefix: preparePrefix,
  fuzzy: prepareFuzzy,
  regex: prepareRegex,
  multiFieldTerm: prepareMultiFieldTerm,
  range: prepareRange,
  exists: prepareExists,
  bool: prepareBool,
  matchAll: prepareMatchAll,
  text: prepareText,
  functionScore: prepareFunctionScore,
};

/** The one dispatcher: binds a checked node to the index's statistics. */
export function prepareNode(node: QueryNode, ctx: PrepareContext): Weight {
  return (PREPARERS[node.type] as NodePreparer<QueryNode["type"]>)(node, ctx);
}
