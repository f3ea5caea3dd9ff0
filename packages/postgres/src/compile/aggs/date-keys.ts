import type { CalendarInterval } from "@oneindex/parser";

const MINUTE = 60_000;
const HOUR = 3_600_000;
export const DAY = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `ms` as ISO 8601 in a fixed-offset zone, exactly as the engine words keys: `2024-03-01T00:00:00+02:00` (`Z` for UTC; milliseconds only when not 0). */
export function isoOfEpochMs(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * MINUTE);
  const y = d.getUTCFullYear();
  const year = y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? "-" : "+"}${pad(Math.abs(y), 6)}`;
  const millis = d.getUTCMilliseconds() === 0 ? "" : `.${pad(d.getUTCMilliseconds(), 3)}`;
  const off = Math.abs(offsetMinutes);
  const zone = offsetMinutes === 0 ? "Z" : `${offsetMinutes < 0 ? "-" : "+"}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
  return `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${millis}${zone}`;
}

/** The start of the bucket after the one starting at `start` (local epoch ms). */
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
      const next = new Date(0);
      next.setUTCFullYear(d.getUTCFullYear(), d.getUTCMonth() + (interval === "month" ? 1 : interval === "quarter" ? 3 : 12), 1);
      return next.getTime();
    }
  }
}

/** Rough length of an interval, to name a coarser one that fits (as the engine does). */
export const INTERVAL_MS: Readonly<Record<CalendarInterval, number>> = {
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30.44 * DAY,
  quarter: 91.31 * DAY,
  year: 365.25 * DAY,
};

/** `date_trunc` units, written here: the SQL text never holds the interval the call named. */
const TRUNC_UNITS = { month: "'month'", quarter: "'quarter'", year: "'year'" } as const;

/**
 * The SQL of a value's local bucket start (bigint epoch ms) from the local time `local` (bigint):
 * integer arithmetic for fixed intervals, PostgreSQL's proleptic Gregorian `date_trunc` for months,
 * quarters and years (weeks start on Monday).
 */
export function bucketStartSql(local: string, interval: CalendarInterval): string {
  const floorTo = (unit: number) => `(${local} - (((${local}) % ${unit} + ${unit}) % ${unit}))`;
  if (interval === "minute") return floorTo(MINUTE);
  if (interval === "hour") return floorTo(HOUR);
  const day = `(${floorTo(DAY)} / ${DAY})`;
  if (interval === "day") return `(${day} * ${DAY})`;
  if (interval === "week") return `((${day} - (((${day} + 3) % 7 + 7) % 7)) * ${DAY})`;
  return `((date_trunc(${TRUNC_UNITS[interval]}, DATE '1970-01-01' + ${day}::int)::date - DATE '1970-01-01')::bigint * ${DAY})`;
}
