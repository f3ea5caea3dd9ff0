import type { CalendarInterval } from "@oneindex/parser";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** A UTC date at `year`-`month`-01 (months past 11 roll into later years), safe for years below 100. */
function firstOfMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 1);
  return d.getTime();
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
      const d = new Date(local);
      const month = d.getUTCMonth();
      return firstOfMonth(d.getUTCFullYear(), interval === "month" ? month : interval === "quarter" ? month - (month % 3) : 0);
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
      const d = new Date(start);
      return firstOfMonth(d.getUTCFullYear(), d.getUTCMonth() + (interval === "month" ? 1 : interval === "quarter" ? 3 : 12));
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
