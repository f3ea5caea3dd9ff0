import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { checkKeys, checkNumber, readField, UNBOUNDED } from "../check/properties.js";
import { ELASTICSEARCH_HABITS, EXPECTED } from "../errors/messages.js";
import type { JsonObject, JsonValue } from "../json/json-value.js";
import type { RangeAggregation } from "../tree/query-tree.js";
import { checkValue } from "../values/check-value.js";
import { readAggRanges, type ReadBound } from "./agg-ranges.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "ranges"]);

/** `{type:"range", field, ranges}` over integer, number and date fields: bounds are numbers, or ISO dates for a date field. */
export function checkRangeAgg(ctx: CheckContext, obj: JsonObject, name: string, path: string): RangeAggregation | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.aggProperties);
  const field = readField(ctx, obj.field, path, aggKind("range"));
  const dates = field !== undefined && ctx.info.doc.fields[field]!.kind === "date";
  const bound = (raw: JsonValue, at: string): ReadBound | undefined => {
    if (!dates) {
      const n = checkNumber(ctx, raw, at, { bounds: UNBOUNDED });
      return n === undefined ? undefined : { value: n, text: String(n) };
    }
    const checked = checkValue("date", raw);
    if (checked.ok && checked.value.kind === "date") return { value: checked.value.value, text: checked.value.text };
    if (!checked.ok)
      ctx.report({ code: checked.code, path: at, expected: EXPECTED.valueOfField(checked.expected, field, "date"), found: checked.found });
    return undefined;
  };
  // Bounds are typed by the field: without a valid field there is nothing to read them as.
  const ranges = field === undefined ? undefined : readAggRanges(ctx, obj.ranges, path, dates ? EXPECTED.aggDate : EXPECTED.number, bound);
  if (ctx.errors !== start || field === undefined || ranges === undefined) return undefined;
  return { type: "range", name, path, field, dates, ranges };
}
