import { Type } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import { closed, dateValue, literal } from "../values.js";
import { aggRanges } from "./agg-values.js";

function range(name: string, use: FieldUse, bound: "number" | "date"): SchemaDefinition {
  return {
    name: `agg_range_${name}`,
    types: ["range"],
    use,
    build: (ctx) =>
      Type.Object(
        { type: literal("range"), field: ctx.field(use), ranges: aggRanges(() => (bound === "date" ? dateValue(ctx) : Type.Number())) },
        closed(),
      ),
  };
}

/** `range` buckets over integer and number fields (from inclusive, to exclusive). */
export const aggRangeNumber = range("number", "aggNumber", "number");
/** `range` buckets over date fields, bounds as ISO 8601 dates. */
export const aggRangeDate = range("date", "aggDate", "date");
