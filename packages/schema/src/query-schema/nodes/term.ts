import { Type } from "typebox";
import type { FieldUse } from "../../document/field-uses.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, valueSchema, type ValueType, literal } from "../values.js";

function term(type: ValueType, use: FieldUse, description: string): SchemaDefinition {
  return {
    name: `term_${type}`,
    types: ["term"],
    use,
    build: (ctx) =>
      Type.Object({ type: literal("term"), field: ctx.field(use), value: valueSchema(ctx, type), boost: boost() }, closed(description)),
  };
}

/** `term` over string ids, keyword and text fields (text values are analysed). */
export const termString = term("string", "termString", "Exact value; analysed on text fields.");
/** `term` over integer fields and integer ids. */
export const termInteger = term("integer", "termInteger", "Exact value.");
/** `term` over number fields. */
export const termNumber = term("number", "termNumber", "Exact value.");
/** `term` over date fields: an ISO 8601 date. */
export const termDate = term("date", "termDate", "Exact date.");
/** `term` over boolean fields. */
export const termBoolean = term("boolean", "termBoolean", "Exact value.");
