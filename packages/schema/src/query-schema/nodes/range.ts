import { Type, type TSchema } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import type { SchemaContext } from "../schema-context.js";
import { closed, literal, valueSchema, type ValueType } from "../values.js";

/**
 * What every `range` definition shares (`$defs/range`): the type, the closed shape, and the bound
 * rules: `type`, `field` and at least one bound (`minProperties: 3`); never `gt` with `gte`, nor
 * `lt` with `lte`. Each definition narrows `field` and the bounds' type.
 */
const rangeBase = (ctx: SchemaContext): TSchema =>
  ctx.shared("range", () => {
    const any = () => Type.Optional(Type.Unsafe({}));
    return Type.Object(
      { type: literal("range"), field: Type.Unsafe({}), gt: any(), gte: any(), lt: any(), lte: any() },
      {
        ...closed("At least one bound; not gt with gte, nor lt with lte."),
        minProperties: 3,
        dependentSchemas: { gt: { properties: { gte: false } }, lt: { properties: { lte: false } } },
      },
    ) as never;
  });

function range(name: string, type: ValueType, use: FieldUse): SchemaDefinition {
  return {
    name: `range_${name}`,
    types: ["range"],
    use,
    build: (ctx) => {
      const bound = () => valueSchema(ctx, type);
      return Type.Unsafe({
        ...rangeBase(ctx),
        type: "object",
        properties: { field: ctx.field(use), gt: bound(), gte: bound(), lt: bound(), lte: bound() },
      });
    },
  };
}

/** `range` over integer fields. */
export const rangeInteger = range("integer", "integer", "rangeInteger");
/** `range` over number fields. */
export const rangeNumber = range("number", "number", "rangeNumber");
/** `range` over date fields, bounds as ISO 8601 dates. */
export const rangeDate = range("date", "date", "rangeDate");
/** `range` over keyword fields, compared by UTF-16 code units (as the engine does). */
export const rangeKeyword = range("keyword", "string", "rangeKeyword");
