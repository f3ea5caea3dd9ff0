import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { resolveField } from "../../shared/fields.js";
import { boolNode, matchAllNode } from "../../shared/nodes.js";
import type { FilterCondition, FilterContext } from "../filter-condition.js";
import { filterValue } from "./filter-value.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

const TERM_USES: readonly FieldUse[] = ["termString", "termInteger", "termNumber", "termDate", "termBoolean"];
const RANGE_USES: readonly FieldUse[] = ["rangeInteger", "rangeNumber", "rangeDate", "rangeKeyword"];
const RANGE_KEYS = { ">": "gt", ">=": "gte", "<": "lt", "<=": "lte" } as const;

/** `f = v` → `term` (on a text field: the analysed value); `f != v` → `bool.mustNot` of it; `< <= > >=` → `range`. */
export function compareNode(ctx: FilterContext, c: FilterCondition & { form: "compare" }, origin: NodeOrigin): QueryNode {
  const isRange = c.op !== "=" && c.op !== "!=";
  const field = resolveField(ctx.doc, c.field, isRange ? RANGE_USES : TERM_USES, EXPECTED.forComparison(c.op), ctx.problems);
  const value = field && filterValue(ctx, field, c.field.name, c.value);
  if (value === undefined) return matchAllNode();
  if (c.op !== "=" && c.op !== "!=") return { type: "range", field: c.field.name, [RANGE_KEYS[c.op]]: value, origin };
  const term: QueryNode = { type: "term", field: c.field.name, value, boost: QUERY_DEFAULTS.boost, origin };
  return c.op === "!=" ? boolNode({ mustNot: [term] }, origin) : term;
}
