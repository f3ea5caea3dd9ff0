import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, stringEnum } from "../values.js";

/** The metric aggregations: one number (or a few) over the matches' values, never buckets. The kinds a `terms` aggregation may hold. */
export const METRIC_AGGS = ["stats", "cardinality"] as const;

/**
 * `stats` (count, min, max, avg and sum of the matches' values) and `cardinality` (how many
 * distinct values they hold) over integer, number and date fields: one definition, as they take
 * the same properties.
 */
export const aggMetric: SchemaDefinition = {
  name: "agg_metric",
  types: METRIC_AGGS,
  use: "aggMetric",
  build: (ctx) => Type.Object({ type: stringEnum(METRIC_AGGS), field: ctx.field("aggMetric") }, closed()),
};
