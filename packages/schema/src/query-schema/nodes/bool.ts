import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, nodeRef, literal } from "../values.js";

const clauses = () => Type.Optional(Type.Array(nodeRef(), { maxItems: QUERY_LIMITS.maxClauses }));

/** `bool`: Elasticsearch's boolean combination. Always offered. */
export const bool: SchemaDefinition = {
  name: "bool",
  types: ["bool"],
  build: () =>
    Type.Object(
      {
        type: literal("bool"),
        must: clauses(),
        should: clauses(),
        mustNot: clauses(),
        filter: clauses(),
        minimumShouldMatch: Type.Optional(Type.Integer({ minimum: 0, maximum: QUERY_LIMITS.maxClauses })),
        boost: boost(),
      },
      closed("must: all match, scored; should: scored, at least minimumShouldMatch match (default 1 without must or filter, else 0); mustNot: none match; filter: all match, unscored."),
    ),
};
