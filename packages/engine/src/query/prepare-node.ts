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

/** The one dispatcher: binds a checked node to the index's statistics. */
export function prepareNode(node: QueryNode, ctx: PrepareContext): Weight {
  switch (node.type) {
    case "term":
      return prepareTerm(node, ctx);
    case "phrase":
      return preparePhrase(node, ctx);
    case "prefix":
      return preparePrefix(node, ctx);
    case "fuzzy":
      return prepareFuzzy(node, ctx);
    case "regex":
      return prepareRegex(node, ctx);
    case "multiFieldTerm":
      return prepareMultiFieldTerm(node, ctx);
    case "range":
      return prepareRange(node, ctx);
    case "exists":
      return prepareExists(node, ctx);
    case "bool":
      return prepareBool(node, ctx);
    case "matchAll":
      return prepareMatchAll(node, ctx);
    case "text":
      return prepareText(node, ctx);
    case "functionScore":
      return prepareFunctionScore(node, ctx);
  }
}
