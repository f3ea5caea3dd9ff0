import type { CheckContext } from "../check/context.js";
import { at, checkKeys, INVALID, prop, readField } from "../check/properties.js";
import { EXPECTED, ELASTICSEARCH_HABITS, KIND_PROPERTY_HABITS } from "../errors/messages.js";
import type { JsonObject } from "../json/json-value.js";
import type { RangeNode, TermValue } from "../tree/query-tree.js";
import { newJsonObject } from "../json/json-value.js";
import { checkTermValue } from "./term-value.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "gt", "gte", "lt", "lte"]);
const BOUNDS = ["gt", "gte", "lt", "lte"] as const;
const HABITS = { ...ELASTICSEARCH_HABITS.nodeProperties, ...KIND_PROPERTY_HABITS.range };

/** `{type:"range", field, gt?, gte?, lt?, lte?}`: at least one bound, never gt with gte nor lt with lte, bounds typed by the field. */
export function checkRange(ctx: CheckContext, obj: JsonObject, path: string): RangeNode | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, HABITS);
  const field = readField(ctx, obj.field, path, "range");
  // Inherits nothing, so storing a bound meets no accessor on Object.prototype; spread into the node below.
  const bounds = newJsonObject() as Partial<Record<(typeof BOUNDS)[number], TermValue>>;
  let given = 0;
  const values = [obj.gt, obj.gte, obj.lt, obj.lte];
  for (let b = 0; b < BOUNDS.length; b++) {
    const key = BOUNDS[b]!;
    const raw = prop(ctx, values[b], key, path, EXPECTED.rangeBound);
    if (raw === undefined) continue;
    given++;
    if (raw === INVALID || field === undefined) continue;
    const value = checkTermValue(ctx, field, raw, at(path, key));
    if (value !== undefined) bounds[key] = value;
  }
  if (given === 0) ctx.report({ code: "missing-bound", path, expected: EXPECTED.oneBound, found: "none" });
  if (obj["gt"] != null && obj["gte"] != null) {
    ctx.report({ code: "conflicting-bounds", path: at(path, "gte"), expected: EXPECTED.oneLowerBound, found: `"gt" and "gte"` });
  }
  if (obj["lt"] != null && obj["lte"] != null) {
    ctx.report({ code: "conflicting-bounds", path: at(path, "lte"), expected: EXPECTED.oneUpperBound, found: `"lt" and "lte"` });
  }
  if (ctx.errors !== start || field === undefined) return undefined;
  return { type: "range", field, ...bounds, origin: { path } };
}
