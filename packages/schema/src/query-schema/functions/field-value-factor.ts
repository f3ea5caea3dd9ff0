import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, nodeRef, nonNegative, stringEnum, literal } from "../values.js";

/** The modifiers of `fieldValueFactor`, as Elasticsearch's `field_value_factor`. */
export const FIELD_VALUE_MODIFIERS = ["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"] as const;

/** `fieldValueFactor`: a function of a numeric, date or boolean column's value. */
export const fieldValueFactor: SchemaDefinition = {
  name: "function_fieldValueFactor",
  types: ["fieldValueFactor"],
  use: "fieldValueFactor",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("fieldValueFactor"),
        field: ctx.field("fieldValueFactor"),
        factor: Type.Optional(Type.Number()),
        modifier: Type.Optional(stringEnum(FIELD_VALUE_MODIFIERS)),
        missing: Type.Optional(Type.Number()),
        weight: Type.Optional(nonNegative()),
        filter: Type.Optional(nodeRef()),
      },
      closed("dates as epoch ms, booleans as 0/1"),
    ),
};
