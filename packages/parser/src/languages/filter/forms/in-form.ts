import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { resolveField } from "../../shared/fields.js";
import { boolNode, matchAllNode } from "../../shared/nodes.js";
import type { FilterCondition, FilterContext } from "../filter-condition.js";
import { filterValue } from "./filter-value.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

const TERM_USES: readonly FieldUse[] = ["termString", "termInteger", "termNumber", "termDate", "termBoolean"];

/** `f in [a, b]` → a `bool.should` of terms (one value: the term); `f not in […]` → `bool.mustNot` of that. */
export function inNode(ctx: FilterContext, c: FilterCondition & { form: "in" }, origin: NodeOrigin): QueryNode {
  const field = resolveField(ctx.doc, c.field, TERM_USES, EXPECTED.forIn, ctx.problems);
  if (field === undefined) return matchAllNode();
  if (c.values.length === 0) {
    ctx.problems.add({
      code: "too-few-items",
      ...c.open,
      length: (origin.offset ?? c.open.offset) + (origin.length ?? 0) - c.open.offset,
      expected: EXPECTED.listValue,
      found: "an empty list",
    });
    return matchAllNode();
  }
  const terms: QueryNode[] = [];
  for (const literal of c.values) {
    const value = filterValue(ctx, field, c.field.name, literal);
    if (value !== undefined)
      terms.push({
        type: "term",
        field: c.field.name,
        value,
        boost: QUERY_DEFAULTS.boost,
        origin: { path: origin.path, offset: literal.offset, length: literal.length },
      });
  }
  if (terms.length < c.values.length) return matchAllNode();
  const any = terms.length === 1 ? terms[0]! : boolNode({ should: terms }, origin);
  return c.negated ? boolNode({ mustNot: [any] }, origin) : any;
}
