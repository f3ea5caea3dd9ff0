import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import type { FilterCondition, FilterContext } from "../filter-condition.js";
import { compareNode } from "./compare-form.js";
import { existsNode } from "./exists-form.js";
import { inNode } from "./in-form.js";

/** The one dispatcher from a filter condition's form to the file that turns it into nodes against the definition. */
export function buildCondition(ctx: FilterContext, condition: FilterCondition, origin: NodeOrigin): QueryNode {
  switch (condition.form) {
    case "compare":
      return compareNode(ctx, condition, origin);
    case "in":
      return inNode(ctx, condition, origin);
    case "exists":
      return existsNode(ctx, condition, origin);
  }
}
