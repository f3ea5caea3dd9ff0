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

/** The one dispatcher from node kind to translator. */
export function translateNode(node: QueryNode, ctx: TranslateContext): DslQuery {
  switch (node.type) {
    case "term":
      return translateTerm(node, ctx);
    case "phrase":
      return translatePhrase(node, ctx);
    case "prefix":
      return translatePrefix(node, ctx);
    case "fuzzy":
      return translateFuzzy(node, ctx);
    case "regex":
      return translateRegex(node, ctx);
    case "multiFieldTerm":
      return translateMultiFieldTerm(node, ctx);
    case "range":
      return translateRange(node, ctx);
    case "exists":
      return translateExists(node, ctx);
    case "bool":
      return translateBool(node, ctx);
    case "matchAll":
      return translateMatchAll(node, ctx);
    case "text":
      return translateText(node, ctx);
    case "functionScore":
      return translateFunctionScore(node, ctx);
  }
}
