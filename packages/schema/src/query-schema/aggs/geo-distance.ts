import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, geoPointValue, literal, nonNegative, stringEnum } from "../values.js";
import { aggRanges, DISTANCE_UNITS } from "./agg-values.js";

/** `geoDistance` over geo-point fields: rings of distance from `origin` (`unit` default km). */
export const aggGeoDistance: SchemaDefinition = {
  name: "agg_geo_distance",
  types: ["geoDistance"],
  use: "aggGeo",
  build: (ctx) =>
    Type.Object(
      {
        type: literal("geoDistance"),
        field: ctx.field("aggGeo"),
        origin: geoPointValue(),
        unit: Type.Optional(stringEnum(DISTANCE_UNITS)),
        ranges: aggRanges(nonNegative),
      },
      closed(),
    ),
};
