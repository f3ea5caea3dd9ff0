import { Type } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import { closed, valueSchema, type ValueType, literal } from "../values.js";

const BOUNDS = "Within bounds: at least one of gt, gte, lt, lte; not gt with gte nor lt with lte.";

function range(name: string, type: ValueType, use: FieldUse, description: string): SchemaDefinition {
  return {
    name: `range_${name}`,
    types: ["range"],
    use,
    build: (ctx) => {
      const bound = () => Type.Optional(valueSchema(ctx, type));
      return Type.Object(
        { type: literal("range"), field: ctx.field(use), gt: bound(), gte: bound(), lt: bound(), lte: bound() },
        {
          ...closed(description),
          // type, field and at least one bound; never gt with gte, nor lt with lte.
          minProperties: 3,
          dependentSchemas: { gt: { properties: { gte: false } }, lt: { properties: { lte: false } } },
        },
      );
    },
  };
}

/** `range` over integer fields. */
export const rangeInteger = range("integer", "integer", "rangeInteger", BOUNDS);
/** `range` over number fields. */
export const rangeNumber = range("number", "number", "rangeNumber", BOUNDS);
/** `range` over date fields, bounds as ISO 8601 dates. */
export const rangeDate = range("date", "date", "rangeDate", BOUNDS);
/** `range` over keyword fields, compared by UTF-16 code units (as the engine does). */
export const rangeKeyword = range("keyword", "string", "rangeKeyword", `${BOUNDS} Strings compare by UTF-16 code units.`);
