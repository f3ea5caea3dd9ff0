import type { BoolNode } from "@oneindex/parser";
import { boostOf, type TranslateContext } from "../context.js";
import type { DslBool, DslQuery } from "../dsl.js";

/** `bool`, with `minimum_should_match` always written out (the tree has resolved Elasticsearch's default). */
export function translateBool(node: BoolNode, ctx: TranslateContext): DslQuery {
  const bool: DslBool = {};
  if (node.must.length > 0) bool.must = node.must.map((n) => ctx.translate(n));
  if (node.should.length > 0) {
    bool.should = node.should.map((n) => ctx.translate(n));
    bool.minimum_should_match = node.minimumShouldMatch;
  }
  if (node.mustNot.length > 0) bool.must_not = node.mustNot.map((n) => ctx.translate(n));
  if (node.filter.length > 0) bool.filter = node.filter.map((n) => ctx.translate(n));
  Object.assign(bool, boostOf(node.boost));
  return { bool };
}
