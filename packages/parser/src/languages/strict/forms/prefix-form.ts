import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import type { StrictContext, StrictValue, Target } from "../strict-value.js";
import { onTermFields } from "./term-fields.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

/** `field:pre*`: a `prefix` on a text or keyword field (each default field when bare). */
export function prefixNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "prefix" }, origin: NodeOrigin): QueryNode {
  return onTermFields(ctx, target, value.text, value.at, EXPECTED.forPrefix, origin, (field) => ({
    type: "prefix",
    field,
    value: value.text,
    boost: QUERY_DEFAULTS.boost,
    origin,
  }));
}
