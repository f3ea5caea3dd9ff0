import { Type } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import type { SchemaDefinition } from "../definition.js";
import { closed, literal, stringEnum } from "../values.js";
import { aggMap, minCount, TERMS_ORDERS } from "./agg-values.js";

/**
 * `terms` over keyword and boolean fields: the `size` most frequent values (default 10, at most
 * 1,000), each with its count; `minCount` (default 1); `order` by `count` or `key`; and one level of
 * sub-aggregations (`stats`, `cardinality`: `$defs.agg_stats`, `$defs.agg_cardinality`) per bucket, when the document has a field they take.
 */
export const aggTerms: SchemaDefinition = {
  name: "agg_terms",
  types: ["terms"],
  use: "aggTerms",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("terms"),
        field: ctx.field("aggTerms"),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: QUERY_LIMITS.maxBuckets, default: QUERY_LIMITS.defaultAggSize })),
        minCount: minCount(1),
        order: Type.Optional(stringEnum(TERMS_ORDERS)),
        ...(ctx.capabilities.subAggs.length > 0 ? { aggs: Type.Optional(aggMap(ctx.capabilities.subAggs.map((d) => d.name))) } : {}),
      },
      closed(),
    ),
};
