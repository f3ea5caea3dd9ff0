import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, literal, stringEnum } from "../values.js";
import { CALENDAR_INTERVALS, minCount, TIME_ZONE_PATTERN } from "./agg-values.js";

/** `dateHistogram` over date fields: calendar buckets (`day`, `month`, …) in a fixed-offset `timeZone` (default `Z`); `minCount` (default 0). */
export const aggDateHistogram: SchemaDefinition = {
  name: "agg_date_histogram",
  types: ["dateHistogram"],
  use: "aggDate",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("dateHistogram"),
        field: ctx.field("aggDate"),
        interval: stringEnum(CALENDAR_INTERVALS),
        timeZone: Type.Optional(Type.String({ pattern: TIME_ZONE_PATTERN })),
        minCount: minCount(0),
      },
      closed(),
    ),
};
