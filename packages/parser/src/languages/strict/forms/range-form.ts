import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode, TermValue } from "../../../tree/query-tree.js";
import { matchAllNode } from "../../shared/nodes.js";
import { typedValue } from "../../shared/typed-value.js";
import { fieldFor, type StrictContext, type StrictValue, type Target } from "../strict-value.js";
import { existsNode } from "./exists-form.js";
import { EXPECTED } from "../../../errors/messages.js";

const RANGE_USES: readonly FieldUse[] = ["rangeInteger", "rangeNumber", "rangeDate", "rangeKeyword"];

/** `field:[a TO b}` and `field:>=a`: a `range` on a number, integer, date or keyword field, bounds typed by its kind; both ends open is `exists`. */
export function rangeNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "range" }, origin: NodeOrigin): QueryNode {
  if (target.kind === "default") {
    ctx.problems.add({ code: "missing-field", ...value.at, expected: EXPECTED.rangeField, found: "a range without a field" });
    return matchAllNode();
  }
  const field = fieldFor(ctx, target, RANGE_USES, EXPECTED.forRange);
  if (field === undefined) return matchAllNode();
  const name = target.ref.name;
  const low: TermValue | undefined = value.low && typedValue(field, name, value.low, ctx.problems);
  const high: TermValue | undefined = value.high && typedValue(field, name, value.high, ctx.problems);
  if ((value.low && !low) || (value.high && !high)) return matchAllNode();
  if (!low && !high) return existsNode(ctx, target, origin, EXPECTED.forExistsRange);
  // Bounds are defined by the literal, never assigned: no accessor on Object.prototype can take them.
  return {
    type: "range",
    field: name,
    ...(low ? (value.lowInclusive ? { gte: low } : { gt: low }) : undefined),
    ...(high ? (value.highInclusive ? { lte: high } : { lt: high }) : undefined),
    origin,
  };
}
