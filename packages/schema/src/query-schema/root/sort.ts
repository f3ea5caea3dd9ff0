import { Type, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaContext } from "../schema-context.js";
import { stringEnum } from "../values.js";

/** `sort`: keys over the sortable fields (the id is always one). */
export function sortSchema(ctx: SchemaContext): TSchema {
  return Type.Array(Type.Object({ field: ctx.field("sort"), order: stringEnum(["asc", "desc"]) }, { additionalProperties: false }), {
    maxItems: QUERY_LIMITS.maxSortKeys,
  });
}
