import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import type { StrictContext, StrictValue, Target } from "../strict-value.js";
import { onTermFields } from "./term-fields.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

/** `field:word~N`: a `fuzzy` on a text or keyword field (each default field when bare). */
export function fuzzyNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "fuzzy" }, origin: NodeOrigin): QueryNode {
  return onTermFields(ctx, target, value.text, value.at, EXPECTED.forFuzzy, origin, (field) => ({
    type: "fuzzy",
    field,
    value: value.text,
    maxEdits: value.maxEdits,
    prefixLength: QUERY_DEFAULTS.prefixLength,
    transpositions: QUERY_DEFAULTS.transpositions,
    boost: QUERY_DEFAULTS.boost,
    origin,
  }));
}
