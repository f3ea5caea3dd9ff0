import type { RangeNode } from "@oneindex/parser";
import type { TranslateContext } from "../context.js";
import { dateInstant, REQUEST_DATE_FORMAT } from "../date-value.js";
import type { DslNumberRange, DslQuery, DslStringRange } from "../dsl.js";

const BOUNDS = ["gt", "gte", "lt", "lte"] as const;

/**
 * `range`, constant score. Numbers as numbers; keywords as strings; dates as full ISO instants
 * with `format: "strict_date_optional_time"` (exact, before 1970 too: see `date-value.ts`).
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
    if (value !== undefined) range[bound] = value.kind === "date" ? dateInstant(value.value) : String(value.value);
  }
  if (kind === "date") range.format = REQUEST_DATE_FORMAT;
  return { range: { [node.field]: range } };
}
