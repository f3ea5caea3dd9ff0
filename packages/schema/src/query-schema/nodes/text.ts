import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, queryString, stringEnum, literal } from "../values.js";

/** `text`: analysed full text over chosen text fields. */
export const text: SchemaDefinition = {
  name: "text",
  types: ["text"],
  use: "fullText",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("text"),
        text: queryString(ctx),
        fields: Type.Optional(Type.Array(ctx.field("fullText"), { minItems: 1, maxItems: QUERY_LIMITS.maxFields })),
        operator: Type.Optional(stringEnum(["and", "or"])),
        boost: boost(),
      },
      closed(),
    ),
};
