import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, queryString, literal } from "../values.js";

/** `strict`: a query in the strict (Lucene-like) language. Always offered. */
export const strict: SchemaDefinition = {
  name: "strict",
  types: ["strict"],
  build: (ctx) => Type.Object({ type: literal("strict"), query: queryString(ctx), boost: boost() }, closed()),
};
