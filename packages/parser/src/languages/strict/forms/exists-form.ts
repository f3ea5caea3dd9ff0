import type { FieldUse } from "@oneindex/schema/internal";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { matchAllNode } from "../../shared/nodes.js";
import { fieldFor, type StrictContext, type Target } from "../strict-value.js";
import { EXPECTED } from "../../../errors/messages.js";

const EXISTS_USES: readonly FieldUse[] = ["exists"];

/** `field:*` (and `field:[* TO *]`): `exists`; `*:*` and a bare `*`: `matchAll`. */
export function existsNode(ctx: StrictContext, target: Target, origin: NodeOrigin, what: string = EXPECTED.forExists): QueryNode {
  if (target.kind === "default") return matchAllNode(origin);
  return fieldFor(ctx, target, EXISTS_USES, what) === undefined ? matchAllNode() : { type: "exists", field: target.ref.name, origin };
}
