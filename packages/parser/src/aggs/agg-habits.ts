import type { AggTypeName } from "../check/doc-info.js";

/** Elasticsearch's names for kinds: the kind to use instead. */
export const AGG_TYPE_HABITS: Readonly<Record<string, AggTypeName>> = {
  date_histogram: "dateHistogram",
  geo_distance: "geoDistance",
  value_count: "stats",
  avg: "stats",
  min: "stats",
  max: "stats",
  sum: "stats",
};
