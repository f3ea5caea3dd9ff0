import type { GeoDistanceAggregation } from "@oneindex/parser";
import type { DslAggregation } from "../dsl.js";
import { numberRanges } from "./range.js";

/** `geo_distance` from the origin (the cluster spells it `{ lat, lon }`), great-circle (`arc`) distances in the unit asked for. */
export function translateGeoDistance(agg: GeoDistanceAggregation): DslAggregation {
  return {
    geo_distance: {
      field: agg.field,
      origin: { lat: agg.origin.lat, lon: agg.origin.lng },
      unit: agg.unit,
      distance_type: "arc",
      ranges: numberRanges(agg.ranges),
    },
  };
}
