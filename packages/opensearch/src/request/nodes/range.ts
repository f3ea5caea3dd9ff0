import type { RangeNode } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import type { DslNumberRange, DslQuery, DslStringRange } from "../dsl.js";

const BOUNDS = ["gt", "gte", "lt", "lte"] as const;

/**
 * `range`, constant score. Numbers as numbers; keywords as strings; dates as epoch milliseconds
 * written as strings with `format: "epoch_millis"` (exact, and the form the client's types take).
 */
export function translateRange(node: RangeNode, _ctx: TranslateContext): DslQuery {
  const kind = BOUNDS.map((b) => node[b]?.kind).find((k) => k !== undefined);
  if (kind === "integer" || kind === "number") {
    const range: DslNumberRange = {};
    for (const bound of BOUNDS) {
      const value = node[bound];
      if (value !== undefined) range[bound] = value.value as number;
    }
    return { range: { [node.field]: range } };
  }
  const range: DslStringRange = {};
  for (const bound of BOUNDS) {
    const value = node[bound];
    if (value !== undefined) range[bound] = String(value.value);
  }
  if (kind === "date") range.format = "epoch_millis";
  return { range: { [node.field]: range } };
}
