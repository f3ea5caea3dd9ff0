import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, literal } from "../values.js";
import { minCount } from "./agg-values.js";

/** `histogram` over integer and number fields: buckets of width `interval` keyed by their lower bound; `minCount` (default 0: empty buckets between the first and last are listed). */
export const aggHistogram: SchemaDefinition = {
  name: "agg_histogram",
  types: ["histogram"],
  use: "aggNumber",
  build: (ctx) =>
    Type.Object(
      { type: literal("histogram"), field: ctx.field("aggNumber"), interval: Type.Number({ exclusiveMinimum: 0 }), minCount: minCount(0) },
      closed(),
    ),
};
