import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, stringValue, literal } from "../values.js";

/** `multiFieldTerm`: one term in several text and keyword fields, the best field's score counting. */
export const multiFieldTerm: SchemaDefinition = {
  name: "multiFieldTerm",
  types: ["multiFieldTerm"],
  use: "terms",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("multiFieldTerm"),
        fields: Type.Array(ctx.field("terms"), { minItems: 1, maxItems: QUERY_LIMITS.maxFields }),
        value: stringValue(),
        boost: boost(),
      },
      closed(),
    ),
};
