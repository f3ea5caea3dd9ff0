import { parseRegex } from "../../../regex/index.js";
import type { NodeOrigin, QueryNode } from "../../../tree/query-tree.js";
import { matchAllNode } from "../../shared/nodes.js";
import type { StrictContext, StrictValue, Target } from "../strict-value.js";
import { onTermFields } from "./term-fields.js";
import { QUERY_DEFAULTS } from "../../../parse/query-defaults.js";
import { EXPECTED } from "../../../errors/messages.js";

/** `field:/pattern/`: a `regex` in the safe dialect; a pattern problem points inside the strict string. */
export function regexNode(ctx: StrictContext, target: Target, value: StrictValue & { form: "regex" }, origin: NodeOrigin): QueryNode {
  const parsed = parseRegex(value.pattern);
  if (!parsed.ok) {
    ctx.problems.add({
      code: parsed.code,
      offset: value.at.offset + 1 + parsed.offset,
      length: Math.max(parsed.length, 1),
      expected: parsed.expected,
      found: parsed.found,
    });
    return matchAllNode();
  }
  return onTermFields(ctx, target, value.pattern, value.at, EXPECTED.forRegex, origin, (field) => ({
    type: "regex",
    field,
    pattern: value.pattern,
    regex: parsed.ast,
    boost: QUERY_DEFAULTS.boost,
    origin,
  }));
}
