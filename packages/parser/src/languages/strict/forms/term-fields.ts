import { QUERY_LIMITS } from "@oneindex/schema";
import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { anyField, matchAllNode } from "../../shared/nodes.js";
import { fieldFor, noDefaultFields, type Span, type StrictContext, type Target } from "../strict-value.js";
import { EXPECTED } from "../../../errors/messages.js";

const TERMS_USES: readonly FieldUse[] = ["terms"];

/**
 * Prefix, fuzzy and regex values go to a text or keyword field, or to each default field (or-ed).
 * Checks the field and the value's length; a placeholder `matchAll` stands in when a problem was recorded.
 */
export function onTermFields(
  ctx: StrictContext,
  target: Target,
  value: string,
  at: Span,
  what: string,
  origin: NodeOrigin,
  make: (field: string) => QueryNode,
): QueryNode {
  if (value.length > QUERY_LIMITS.maxTermLength) {
    ctx.problems.add({
      code: "string-too-long",
      ...at,
      expected: EXPECTED.strictTermOfAtMost(QUERY_LIMITS.maxTermLength),
      found: `${value.length} characters`,
    });
    return matchAllNode();
  }
  if (target.kind === "default") return noDefaultFields(ctx, at, value) ? matchAllNode() : anyField(ctx.defaultFields, make, origin);
  return fieldFor(ctx, target, TERMS_USES, what) === undefined ? matchAllNode() : make(target.ref.name);
}
