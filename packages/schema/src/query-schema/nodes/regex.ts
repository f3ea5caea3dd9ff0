import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, literal } from "../values.js";

/** `regex`: terms matched whole by a pattern in the safe dialect, over text and keyword fields. */
export const regex: SchemaDefinition = {
  name: "regex",
  types: ["regex"],
  use: "terms",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("regex"),
        field: ctx.field("terms"),
        pattern: Type.String({ maxLength: QUERY_LIMITS.maxPatternLength }),
        boost: boost(),
      },
      closed("Matches whole terms: . [] | * + ? {n,m} () \\d \\w \\s; no anchors."),
    ),
};
