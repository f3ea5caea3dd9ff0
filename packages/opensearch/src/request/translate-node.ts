import type { QueryNode } from "@oneindex/parser";
import type { TranslateContext } from "./context.js";
import type { DslQuery } from "./dsl.js";
import { translateBool } from "./nodes/bool.js";
import { translateExists } from "./nodes/exists.js";
import { translateFunctionScore } from "./nodes/function-score.js";
import { translateFuzzy } from "./nodes/fuzzy.js";
import { translateMatchAll } from "./nodes/match-all.js";
import { translateMultiFieldTerm } from "./nodes/multi-field-term.js";
import { translatePhrase } from "./nodes/phrase.js";
import { translatePrefix } from "./nodes/prefix.js";
import { translateRange } from "./nodes/range.js";
import { translateRegex } from "./nodes/regex.js";
import { translateTerm } from "./nodes/term.js";
import { translateText } from "./nodes/text.js";

/** Translates a checked node of type `K`. */
type NodeTranslator<K extends QueryNode["type"]> = (node: Extract<QueryNode, { readonly type: K }>, ctx: TranslateContext) => DslQuery;

/** One translator per checked node type: a mapped type, so a node type added to the tree without its translator does not compile. */
const TRANSLATORS: { readonly [K in QueryNode["type"]]: NodeTranslator<K> } = {
  term: translateTerm,
  phrase: translatePhrase,
  prefix: translatePrefix,
  fuzzy: translateFuzzy,
  regex: translateRegex,
  multiFieldTerm: translateMultiFieldTerm,
  range: translateRange,
  exists: translateExists,
  bool: translateBool,
  matchAll: translateMatchAll,
  text: translateText,
  functionScore: translateFunctionScore,
};

/** The one dispatcher from node kind to translator. */
export function translateNode(node: QueryNode, ctx: TranslateContext): DslQuery {
  return (TRANSLATORS[node.type] as NodeTranslator<QueryNode["type"]>)(node, ctx);
}
