import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import type { SchemaContext } from "../schema-context.js";
import { boost, closed, nodeRef, literal } from "../values.js";

/** A clause list: shared as `$defs/clauses` (four uses). */
const clauses = (ctx: SchemaContext) =>
  Type.Optional(ctx.shared("clauses", () => Type.Array(nodeRef(), { maxItems: QUERY_LIMITS.maxClauses }) as never));

/** `bool`: Elasticsearch's boolean combination. Always offered. */
export const bool: SchemaDefinition = {
  name: "bool",
  types: ["bool"],
  build: (ctx) =>
    Type.Object(
      {
        type: literal("bool"),
        must: clauses(ctx),
        should: clauses(ctx),
        mustNot: clauses(ctx),
        filter: clauses(ctx),
        minimumShouldMatch: Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxClauses })),
        boost: boost(),
      },
      closed(),
    ),
};
