import { CALENDAR_INTERVALS, QUERY_LIMITS } from "@oneindex/schema";
import type { CalendarInterval } from "@oneindex/parser";

const MINUTE = 60_000;
const HOUR = 3_600_000;
export const DAY = 86_400_000;

/**
 * Days since 1970-01-01 of the proleptic Gregorian `year`-`month`-01 (`month` 0–11; months past 11
 * or below 0 roll into other years). Howard Hinnant's `days_from_civil`: plain arithmetic, so a
 * bucket's start allocates nothing and holds for every year, below 100 included.
 */
function daysOfMonthStart(year: number, month: number): number {
  const rolled = Math.floor(month / 12);
  const m = month - rolled * 12 + 1;
  const y = year + rolled - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5);
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/** Days within which {@link monthOfDay} can count in int32 (every instant a date field holds, ±10^8 days, is). */
const INT_DAYS = 2 ** 30;

/**
 * The year and month (0–11) of the day `days` since 1970-01-01 (Hinnant's `civil_from_days`). In
 * int32 arithmetic where it fits (divisions by constants compile to multiplications: ~30 ns against
 * ~55 in float64), the same integers either way.
 */
function monthOfDay(days: number): { year: number; month: number } {
  if (days >= -INT_DAYS && days <= INT_DAYS) {
    const z = (days + 719_468) | 0;
    const era = ((z >= 0 ? z : z - 146_096) / 146_097) | 0;
    const doe = (z - era * 146_097) | 0;
    const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36_524) | 0) - ((doe / 146_096) | 0)) / 365) | 0;
    const doy = (doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0))) | 0;
    const mp = ((5 * doy + 2) / 153) | 0;
    const month = mp < 10 ? mp + 2 : mp - 10;
    return { year: yoe + era * 400 + (month <= 1 ? 1 : 0), month };
  }
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 2 : mp - 10;
  return { year: yoe + era * 400 + (month <= 1 ? 1 : 0), month };
}

/** Epoch ms of the first of the month `month` (0–11, rolling) of `year`, UTC. */
function firstOfMonth(year: number, month: number): number {
  return daysOfMonthStart(year, month) * DAY;
}

/** The start of the calendar bucket holding `local` (epoch ms shifted into the time zone): weeks start on Monday (1970-01-01 was a Thursday). */
export function bucketStart(local: number, interval: CalendarInterval): number {
  switch (interval) {
    case "minute":
      return Math.floor(local / MINUTE) * MINUTE;
    case "hour":
      return Math.floor(local / HOUR) * HOUR;
    case "day":
      return Math.floor(local / DAY) * DAY;
    case "week": {
      const day = Math.floor(local / DAY);
      return (day - ((((day + 3) % 7) + 7) % 7)) * DAY;
    }
    default: {
      const { year, month } = monthOfDay(Math.floor(local / DAY));
      return firstOfMonth(year, interval === "month" ? month : interval === "quarter" ? month - (month % 3) : 0);
    }
  }
}

/** The start of the bucket after the one starting at `start` (local time). */
export function nextBucketStart(start: number, interval: CalendarInterval): number {
  switch (interval) {
    case "minute":
      return start + MINUTE;
    case "hour":
      return start + HOUR;
    case "day":
      return start + DAY;
    case "week":
      return start + 7 * DAY;
    default: {
      const { year, month } = monthOfDay(Math.floor(start / DAY));
      return firstOfMonth(year, month + (interval === "month" ? 1 : interval === "quarter" ? 3 : 12));
    }
  }
}

/**
 * The bucket holding `local` and the start of the next, written to `out[0]` and `out[1]`: the same
 * as {@link bucketStart} and {@link nextBucketStart} of it, with the calendar read once (a month,
 * quarter or year bucket took two civil-from-days conversions, ~190 ns a value).
 */
export function bucketSpan(local: number, interval: CalendarInterval, out: Float64Array): void {
  switch (interval) {
    case "month":
    case "quarter":
    case "year": {
      const { year, month } = monthOfDay(Math.floor(local / DAY));
      const first = interval === "month" ? month : interval === "quarter" ? month - (month % 3) : 0;
      out[0] = firstOfMonth(year, first);
      out[1] = firstOfMonth(year, first + (interval === "month" ? 1 : interval === "quarter" ? 3 : 12));
      return;
    }
    default: {
      const start = bucketStart(local, interval);
      out[0] = start;
      out[1] = nextBucketStart(start, interval);
    }
  }
}

/** About how long each interval is, to name one that makes few enough buckets. */
export const INTERVAL_MS: Readonly<Record<CalendarInterval, number>> = {
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.44 * DAY,
  quarter: 91.31 * DAY,
  year: 365.25 * DAY,
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `ms` as ISO 8601 in a fixed-offset zone: `2024-03-01T00:00:00+02:00` (`Z` for UTC; milliseconds only when not 0). */
export function isoOfEpochMs(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * MINUTE);
  const y = d.getUTCFullYear();
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? "-" : "+"}${pad(Math.abs(y), 6)}`;
  const millis = d.getUTCMilliseconds() === 0 ? "" : `.${pad(d.getUTCMilliseconds(), 3)}`;
  const off = Math.abs(offsetMinutes);
  const zone = offsetMinutes === 0 ? "Z" : `${offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${millis}${zone}`;
}

/** The advice of a date histogram with too many buckets: names the finest interval coarser than `interval` that makes at most `maxBuckets` buckets over `span` ms. */
export function coarserDateInterval(interval: CalendarInterval, span: number): string {
  const fits = CALENDAR_INTERVALS.slice(CALENDAR_INTERVALS.indexOf(interval) + 1).find(
    (i) => span / INTERVAL_MS[i] + 2 <= QUERY_LIMITS.maxBuckets,
  );
  return fits === undefined
    ? "add a filter that narrows the dates"
    : `use "interval": ${JSON.stringify(fits)} or a filter that narrows the dates`;
}
