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
      closed("must: all match and score; should: score, and at least minimumShouldMatch must match (default 1 when there is no must or filter, else 0); mustNot: none may match; filter: all match, no score."),
    ),
};
