import type { BoolNode, MatchAllNode, NodeOrigin, QueryNode } from "../../tree/query-tree.js";
import { hasOwn } from "../../json/own-property.js";
import { QUERY_DEFAULTS } from "../../parse/query-defaults.js";

/** Clauses of a bool node being built. */
export interface BoolClauses {
  readonly must?: readonly QueryNode[];
  readonly should?: readonly QueryNode[];
  readonly mustNot?: readonly QueryNode[];
  readonly filter?: readonly QueryNode[];
}

/** A `bool` node with the tree's defaults resolved: `minimumShouldMatch` is 1 when there are should clauses and no must or filter clauses, else 0. */
export function boolNode(clauses: BoolClauses, origin?: NodeOrigin, boost: number = QUERY_DEFAULTS.boost): BoolNode {
  // A clause list left out must not be found on a polluted Object.prototype: one that reads as
  // given is taken only when own (the check runs only for lists that read as given).
  const must = clauses.must !== undefined && hasOwn(clauses, "must") ? clauses.must : [];
  const should = clauses.should !== undefined && hasOwn(clauses, "should") ? clauses.should : [];
  const mustNot = clauses.mustNot !== undefined && hasOwn(clauses, "mustNot") ? clauses.mustNot : [];
  const filter = clauses.filter !== undefined && hasOwn(clauses, "filter") ? clauses.filter : [];
  const minimumShouldMatch = should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0;
  return { type: "bool", must, should, mustNot, filter, minimumShouldMatch, boost, ...(origin ? { origin } : {}) };
}

/** `matchAll` with boost 1. */
export function matchAllNode(origin?: NodeOrigin): MatchAllNode {
  return { type: "matchAll", boost: QUERY_DEFAULTS.boost, ...(origin ? { origin } : {}) };
}

/** A node that matches no document: `bool` whose only clause excludes everything. */
export function matchNoneNode(origin?: NodeOrigin): BoolNode {
  return boolNode({ mustNot: [matchAllNode(origin)] }, origin);
}

/** One node per field, or-ed: the node itself for one field, a `bool` of `should` clauses for several, nothing-matching for none. */
export function anyField(fields: readonly string[], make: (field: string) => QueryNode, origin?: NodeOrigin): QueryNode {
  if (fields.length === 1) return make(fields[0]!);
  if (fields.length === 0) return matchNoneNode(origin);
  return boolNode({ should: fields.map(make) }, origin);
}

/** Multiplies a node's score by `boost`: on the node itself when it carries a boost, else by wrapping it in a `bool` (range and exists have none). */
export function withBoost(node: QueryNode, boost: number): QueryNode {
  switch (node.type) {
    case "range":
    case "exists":
    case "functionScore":
      return boolNode({ must: [node] }, node.origin, boost);
    default:
      return { ...node, boost: node.boost * boost };
  }
}

/** How many nodes a tree holds (the trees the languages build are shallow: depth is bounded by the parsers). */
export function countNodes(node: QueryNode): number {
  switch (node.type) {
    case "bool": {
      let n = 1;
      for (const list of [node.must, node.should, node.mustNot, node.filter]) for (const child of list) n += countNodes(child);
      return n;
    }
    case "functionScore":
      return 1 + countNodes(node.query);
    default:
      return 1;
  }
}
