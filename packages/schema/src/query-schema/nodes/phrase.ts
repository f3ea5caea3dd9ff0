import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, literal } from "../values.js";

/** `phrase`: terms in order within `slop` moves, over text and keyword fields. */
export const phrase: SchemaDefinition = {
  name: "phrase",
  types: ["phrase"],
  use: "terms",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("phrase"),
        field: ctx.field("terms"),
        terms: Type.Array(Type.String({ maxLength: QUERY_LIMITS.maxPhraseTermLength }), {
          minItems: 1,
          maxItems: QUERY_LIMITS.maxPhraseTerms,
        }),
        slop: Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxSlop })),
        boost: boost(),
      },
      closed(),
    ),
};
