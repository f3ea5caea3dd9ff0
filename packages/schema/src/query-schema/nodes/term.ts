import { Type, type TSchema } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import type { SchemaContext } from "../schema-context.js";
import { propertiesLeftOut } from "../detail.js";
import { boost, closed, literal, valueSchema, type ValueType } from "../values.js";

/** What every `term` definition shares (`$defs/term`): the type, the required properties, `boost` (unless the detail leaves it out); `field` and `value` are narrowed by each. */
const termBase = (ctx: SchemaContext): TSchema =>
  ctx.shared("term", () => {
    const properties: Record<string, TSchema> = { type: literal("term"), field: Type.Unsafe({}), value: Type.Unsafe({}), boost: boost() };
    for (const name of propertiesLeftOut(ctx.capabilities.detail, "term")) delete properties[name];
    return Type.Object(properties, closed()) as never;
  });

function term(type: ValueType, use: FieldUse): SchemaDefinition {
  return {
    name: `term_${type}`,
    types: ["term"],
    use,
    build: (ctx) => Type.Unsafe({ ...termBase(ctx), type: "object", properties: { field: ctx.field(use), value: valueSchema(ctx, type) } }),
  };
}

/** `term` over string ids, keyword and text fields (text values are analysed). */
export const termString = term("string", "termString");
/** `term` over integer fields and integer ids. */
export const termInteger = term("integer", "termInteger");
/** `term` over number fields. */
export const termNumber = term("number", "termNumber");
/** `term` over date fields: an ISO 8601 date. */
export const termDate = term("date", "termDate");
/** `term` over boolean fields. */
export const termBoolean = term("boolean", "termBoolean");
