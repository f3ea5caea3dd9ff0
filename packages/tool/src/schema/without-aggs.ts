import type { ObjectJsonSchema } from "./json-schema.js";

/**
 * The query schema without `aggs`: the root property, `$defs.agg` and the aggregation definitions
 * and field enums only aggregations use (`agg_…`, `field_agg…`). For formats that cannot say a
 * map by name (`ToolFormatRule.maps`).
 */
export function withoutAggs(schema: ObjectJsonSchema): ObjectJsonSchema {
  const properties = { ...(schema["properties"] as Record<string, unknown>) };
  if (!("aggs" in properties)) return schema;
  delete properties["aggs"];
  const defs = Object.fromEntries(
    Object.entries(schema["$defs"] as Record<string, unknown>).filter(
      ([name]) => name !== "agg" && !name.startsWith("agg_") && !name.startsWith("field_agg"),
    ),
  );
  return { ...schema, properties, $defs: defs } as ObjectJsonSchema;
}
