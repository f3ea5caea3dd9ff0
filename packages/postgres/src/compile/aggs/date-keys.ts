import { INTERVAL_MS } from "@oneindex/engine/internal";
import type { CalendarInterval } from "@oneindex/parser";

const MINUTE = INTERVAL_MS.minute;
const HOUR = INTERVAL_MS.hour;
const DAY = INTERVAL_MS.day;

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
