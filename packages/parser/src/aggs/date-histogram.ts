import { CALENDAR_INTERVALS } from "@oneindex/schema";
import type { CheckContext } from "../check/context.js";
import { aggKind } from "../check/doc-info.js";
import { at, checkKeys, missing, readEnum, readField, readNumber, readString } from "../check/properties.js";
import type { JsonObject } from "../json/json-value.js";
import type { DateHistogramAggregation } from "../tree/query-tree.js";
import { QUERY_DEFAULTS } from "../parse/query-defaults.js";
import { ELASTICSEARCH_HABITS, EXPECTED, listNames, quote } from "../errors/messages.js";
import { HISTOGRAM_MIN_COUNT } from "./histogram.js";

const KEYS: ReadonlySet<string> = new Set(["type", "field", "interval", "timeZone", "minCount"]);

/** `{type:"dateHistogram", field, interval (a calendar unit), timeZone? ("Z" or ±HH:MM, default Z), minCount? (≥ 0, default 0)}` over date fields. */
export function checkDateHistogram(ctx: CheckContext, obj: JsonObject, name: string, path: string): DateHistogramAggregation | undefined {
  const start = ctx.errors;
  checkKeys(ctx, obj, path, KEYS, ELASTICSEARCH_HABITS.aggProperties);
  const field = readField(ctx, obj.field, path, aggKind("dateHistogram"));
  const interval = readEnum(ctx, obj.interval, "interval", path, CALENDAR_INTERVALS);
  if (interval === undefined && obj["interval"] == null && !(obj["interval"] === null && ctx.options.nulls === "error"))
    missing(ctx, path, "interval", EXPECTED.calendarInterval(listNames(CALENDAR_INTERVALS)));
  const zone = readString(ctx, obj.timeZone, "timeZone", path, { maxLength: 64, what: EXPECTED.timeZone });
  const offsetMinutes = zone === undefined ? 0 : zoneOffset(zone);
  if (zone !== undefined && offsetMinutes === undefined)
    ctx.report({ code: "not-a-time-zone", path: at(path, "timeZone"), expected: EXPECTED.timeZone, found: quote(zone) });
  const minCount =
    readNumber(ctx, obj.minCount, "minCount", path, { bounds: HISTOGRAM_MIN_COUNT, integer: true }) ?? QUERY_DEFAULTS.histogramMinCount;
  if (ctx.errors !== start || field === undefined || interval === undefined || offsetMinutes === undefined) return undefined;
  return { type: "dateHistogram", name, path, field, interval, offsetMinutes, timeZone: zone ?? QUERY_DEFAULTS.timeZone, minCount };
}

/** Minutes east of UTC of `Z` or `±HH:MM` (HH ≤ 14, MM ≤ 59), read character by character; undefined for anything else. */
export function zoneOffset(zone: string): number | undefined {
  if (zone === "Z") return 0;
  if (zone.length !== 6 || zone[3] !== ":") return undefined;
  const sign = zone[0] === "+" ? 1 : zone[0] === "-" ? -1 : 0;
  const digit = (i: number) => {
    const c = zone.charCodeAt(i) - 48;
    return c >= 0 && c <= 9 ? c : NaN;
  };
  const hours = digit(1) * 10 + digit(2);
  const minutes = digit(4) * 10 + digit(5);
  if (sign === 0 || !(hours <= 14) || !(minutes <= 59)) return undefined;
  return sign * (hours * 60 + minutes);
}
