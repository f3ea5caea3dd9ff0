import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, literal } from "../values.js";

/** The metric aggregations: one number (or a few) over the matches' values, never buckets. The kinds a `terms` aggregation may hold. */
export const METRIC_AGGS = ["stats", "cardinality"] as const;

/** `stats`: count, min, max, avg and sum of the matches' values, over integer, number and date fields. */
export const aggStats: SchemaDefinition = {
  name: "agg_stats",
  types: ["stats"],
  use: "aggMetric",
  build: (ctx) => Type.Object({ type: literal("stats"), field: ctx.field("aggMetric") }, closed()),
};

/** `cardinality`: how many distinct values the matches hold, over keyword fields and integer, number and date fields. */
export const aggCardinality: SchemaDefinition = {
  name: "agg_cardinality",
  types: ["cardinality"],
  use: "aggCardinality",
  build: (ctx) => Type.Object({ type: literal("cardinality"), field: ctx.field("aggCardinality") }, closed()),
};
