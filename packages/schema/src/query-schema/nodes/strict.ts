import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, literal } from "../values.js";

/** `strict`: a query in the strict (Lucene-like) language. Always offered. */
export const strict: SchemaDefinition = {
  name: "strict",
  types: ["strict"],
  build: () =>
    Type.Object(
      { type: literal("strict"), query: Type.String({ maxLength: QUERY_LIMITS.maxQueryStringLength }), boost: boost() },
      closed("A query in the strict (Lucene-like) language."),
    ),
};
