import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, stringValue, literal } from "../values.js";

/** `fuzzy`: terms within a few edits of a string, over text and keyword fields. */
export const fuzzy: SchemaDefinition = {
  name: "fuzzy",
  types: ["fuzzy"],
  use: "terms",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("fuzzy"),
        field: ctx.field("terms"),
        value: stringValue(),
        maxEdits: Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxEdits })),
        prefixLength: Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxPrefixLength })),
        transpositions: Type.Optional(Type.Boolean()),
        boost: boost(),
      },
      closed(),
    ),
};
