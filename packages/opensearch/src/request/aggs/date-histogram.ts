import type { DateHistogramAggregation } from "@oneindex/parser";
import type { DslAggregation } from "../dsl.js";

/**
 * The format of a bucket's `key_as_string`: ISO 8601 to the second with the zone's offset (`Z` for
 * UTC), as the engine writes a date bucket's key (bucket starts fall on whole minutes).
 */
export const BUCKET_KEY_FORMAT = "uuuu-MM-dd'T'HH:mm:ssXXX";

const pad = (n: number) => String(n).padStart(2, "0");

/** An offset from UTC in minutes as the cluster's `time_zone`: `Z`, or `±HH:MM`. */
export function timeZoneOf(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "Z";
  const abs = Math.abs(offsetMinutes);
  return `${offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * `date_histogram`: minutes and hours as `fixed_interval` (`1m`, `1h`: every one is as long), days
 * and longer as `calendar_interval` (a month is not a fixed length; weeks start on Monday on both
 * sides), in the fixed-offset `time_zone` asked for.
 */
export function translateDateHistogram(agg: DateHistogramAggregation): DslAggregation {
  const interval =
    agg.interval === "minute"
      ? { fixed_interval: "1m" as const }
      : agg.interval === "hour"
        ? { fixed_interval: "1h" as const }
        : { calendar_interval: agg.interval };
  return {
    date_histogram: {
      field: agg.field,
      ...interval,
      time_zone: timeZoneOf(agg.offsetMinutes),
      min_doc_count: agg.minCount,
      format: BUCKET_KEY_FORMAT,
    },
  };
}
