import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { matchAllNode } from "../../shared/nodes.js";
import { typedValue, type WrittenValue } from "../../shared/typed-value.js";
import { fieldFor, noDefaultFields, type StrictContext, type StrictValue, type Target } from "../strict-value.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

const TERM_USES: readonly FieldUse[] = ["termString", "termInteger", "termNumber", "termDate", "termBoolean"];

/** `field:value` (and a quoted value on a non-text field): a `term` typed by the field's kind. */
export function termNode(ctx: StrictContext, target: Target & { kind: "field" }, written: WrittenValue, origin: NodeOrigin): QueryNode {
  const field = fieldFor(ctx, target, TERM_USES, EXPECTED.forTerm);
  if (field === undefined) return matchAllNode();
  const value = typedValue(field, target.ref.name, written, ctx.problems);
  if (value === undefined) return matchAllNode();
  return { type: "term", field: target.ref.name, value, boost: QUERY_DEFAULTS.boost, origin };
}

/** A word: a `term` on a named field; bare, a `text` node over the full-text fields (or `multiFieldTerm` over the keyword fields). */
export function wordNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "word" }, origin: NodeOrigin): QueryNode {
  if (target.kind === "field") return termNode(ctx, target, { form: "bare", text: value.text, ...value.at }, origin);
  if (noDefaultFields(ctx, value.at, value.text)) return matchAllNode();
  if (ctx.textFields.length > 0)
    return {
      type: "text",
      text: value.text,
      fields: ctx.textFields,
      operator: QUERY_DEFAULTS.operator,
      boost: QUERY_DEFAULTS.boost,
      origin,
    };
  return { type: "multiFieldTerm", fields: ctx.defaultFields, value: value.text, boost: QUERY_DEFAULTS.boost, origin };
}
