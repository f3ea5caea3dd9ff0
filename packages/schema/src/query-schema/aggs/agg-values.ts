import { Type, type TSchema } from "typebox";
import { QUERY_LIMITS } from "../../limits/query-limits.js";
import { AGGREGATION_NAME_PATTERN } from "../../names/name-rules.js";

/** How a `terms` aggregation orders its buckets: by count (descending, ties by key) or by key (ascending). */
export const TERMS_ORDERS = ["count", "key"] as const;

/** The calendar intervals of a `dateHistogram` (weeks start on Monday, as ISO 8601 and Elasticsearch). */
export const CALENDAR_INTERVALS = ["minute", "hour", "day", "week", "month", "quarter", "year"] as const;

/** The units of a `geoDistance` aggregation's ranges. */
export const DISTANCE_UNITS = ["km", "m", "mi"] as const;

/** A `dateHistogram` time zone: `Z` or a fixed offset `±HH:MM` up to ±14:00 (IANA names are not supported). */
export const TIME_ZONE_PATTERN = "^(Z|[+-](0[0-9]|1[0-4]):[0-5][0-9])$";

/**
 * A map of aggregations by name: names follow `AGGREGATION_NAME_PATTERN`, at most `maxAggs` of
 * them, each value a `$ref` to `$defs/<ref>` (`agg` at the root), or one of several (the metric
 * definitions under `terms`: they differ by their `type` const).
 */
export const aggMap = (refs: string | readonly string[]): TSchema => {
  const list = typeof refs === "string" ? [refs] : refs;
  const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
  return Type.Unsafe({
    type: "object",
    propertyNames: { pattern: AGGREGATION_NAME_PATTERN.source },
    maxProperties: QUERY_LIMITS.maxAggs,
    additionalProperties: list.length === 1 ? ref(list[0]!) : { oneOf: list.map(ref) },
  });
};

/** A range's `key`: the bucket's name (default `from-to`). */
const rangeKey = () => Type.Optional(Type.String({ maxLength: QUERY_LIMITS.maxAggKeyLength }));

/** The `ranges` of a `range` or `geoDistance` aggregation: `{from?, to?, key?}` with bounds of `bound`'s schema, from inclusive, to exclusive. */
export const aggRanges = (bound: () => TSchema): TSchema =>
  Type.Array(Type.Object({ from: Type.Optional(bound()), to: Type.Optional(bound()), key: rangeKey() }, { additionalProperties: false }), {
    minItems: 1,
    maxItems: QUERY_LIMITS.maxAggRanges,
  });

/** A bucket aggregation's `minCount`: buckets with fewer matches are left out. */
export const minCount = (min: number) => Type.Optional(Type.Integer({ minimum: min }));
