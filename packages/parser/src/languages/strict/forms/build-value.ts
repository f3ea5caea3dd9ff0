import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import type { StrictContext, StrictValue, Target } from "../strict-value.js";
import { existsNode } from "./exists-form.js";
import { fuzzyNode } from "./fuzzy-form.js";
import { phraseNode } from "./phrase-form.js";
import { prefixNode } from "./prefix-form.js";
import { rangeNode } from "./range-form.js";
import { regexNode } from "./regex-form.js";
import { wordNode } from "./word-form.js";

/** The one dispatcher from a strict value's form to the file that turns it into a node against the definition. */
export function buildValue(ctx: StrictContext, target: Target, value: StrictValue, origin: NodeOrigin): QueryNode {
  switch (value.form) {
    case "word":
      return wordNode(ctx, target, value, origin);
    case "phrase":
      return phraseNode(ctx, target, value, origin);
    case "prefix":
      return prefixNode(ctx, target, value, origin);
    case "fuzzy":
      return fuzzyNode(ctx, target, value, origin);
    case "regex":
      return regexNode(ctx, target, value, origin);
    case "exists":
      return existsNode(ctx, target, origin);
    case "range":
      return rangeNode(ctx, target, value, origin);
  }
}
