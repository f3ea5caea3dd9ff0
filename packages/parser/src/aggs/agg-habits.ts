import type { AggTypeName } from "../check/doc-info.js";
import type { Habit } from "../check/properties.js";

/** Elasticsearch's names for kinds: the kind to use instead. */
export const AGG_TYPE_HABITS: Readonly<Record<string, AggTypeName>> = { date_histogram: "dateHistogram", geo_distance: "geoDistance", value_count: "stats", avg: "stats", min: "stats", max: "stats", sum: "stats" };

/** Elasticsearch's property names in aggregations: the name to use instead. */
export const AGG_PROPERTY_HABITS: Readonly<Record<string, Habit>> = {
  min_doc_count: { use: "minCount", hint: `the least count of a bucket is "minCount"` },
  aggregations: { use: "aggs", hint: `sub-aggregations go in "aggs"` },
  calendar_interval: { use: "interval", hint: `the calendar interval is "interval": "day", "month", …` },
  fixed_interval: { use: "interval", hint: `the interval is "interval": "minute", "hour", "day", …` },
  time_zone: { use: "timeZone", hint: `the time zone is "timeZone": "+02:00"` },
  keyed: { use: "type", hint: "buckets always come as a list" },
};
