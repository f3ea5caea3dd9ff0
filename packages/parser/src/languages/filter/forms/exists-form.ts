import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { resolveField } from "../../shared/fields.js";
import { matchAllNode } from "../../shared/nodes.js";
import type { FilterCondition, FilterContext } from "../filter-condition.js";
import { EXPECTED } from "../../../errors/messages.js";

const EXISTS_USES: readonly FieldUse[] = ["exists"];

/** `exists(f)` → `exists`, over every filterable field but the id. */
export function existsNode(ctx: FilterContext, c: FilterCondition & { form: "exists" }, origin: NodeOrigin): QueryNode {
  return resolveField(ctx.doc, c.field, EXISTS_USES, EXPECTED.forExistsCall, ctx.problems)
    ? { type: "exists", field: c.field.name, origin }
    : matchAllNode();
}
