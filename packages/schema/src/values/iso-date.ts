/**
 * The ISO 8601 forms a date value may take: a calendar date `YYYY-MM-DD`, or a date and time
 * `YYYY-MM-DDTHH:MM[:SS[.fraction]]` with an optional `Z` or `±HH:MM` offset (no offset means UTC).
 * The same pattern is in the JSON Schema (there with `[0-9]` for digits, as here).
 */
export const ISO_DATE_PATTERN = "^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2})?)?$";

const ISO_DATE =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]{1,9}))?)?(Z|([+-])([0-9]{2}):([0-9]{2}))?)?$/;

/** The ISO 8601 forms in words, for messages. */
export const ISO_DATE_WORDS = "an ISO 8601 date such as 2024-03-01 or 2024-03-01T12:30:00Z";

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why `text` is not a real ISO date (`month 13 does not exist`), or undefined when it is one. */
export function isoDateProblem(text: string): string | undefined {
  return problemOf(ISO_DATE.exec(text));
}

/** The problem of a match of {@link ISO_DATE} (null: no match), or undefined for a real date. */
function problemOf(m: RegExpExecArray | null): string | undefined {
  if (m === null) return `not ${ISO_DATE_WORDS}`;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12) return `month ${m[2]} does not exist`;
  if (day < 1 || day > daysInMonth(year, month)) return `day ${m[3]} does not exist in ${m[1]}-${m[2]}`;
  if (m[4] !== undefined && Number(m[4]) > 23) return `hour ${m[4]} does not exist`;
  if (m[5] !== undefined && Number(m[5]) > 59) return `minute ${m[5]} does not exist`;
  if (m[6] !== undefined && Number(m[6]) > 59) return `second ${m[6]} does not exist`;
  if (m[10] !== undefined && (Number(m[10]) > 23 || Number(m[11]) > 59)) return `offset ${m[9]}${m[10]}:${m[11]} does not exist`;
  return undefined;
}

/**
 * Days from 1970-01-01 to the proleptic Gregorian date `year-month-day` (Howard Hinnant's
 * `days_from_civil`). Arithmetic rather than `Date.UTC`, which reads years 0–99 as 1900–1999 (and so
 * turned `0000-02-29` into `0000-03-01`: 1900 is not a leap year).
 */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Epoch milliseconds (UTC) of a real ISO date, or undefined when `text` is not one. Fractions below a millisecond are truncated. */
export function isoDateToEpochMs(text: string): number | undefined {
  const m = ISO_DATE.exec(text);
  if (m === null || problemOf(m) !== undefined) return undefined;
  const ms = m[7] === undefined ? 0 : Number(m[7].padEnd(3, "0").slice(0, 3));
  const seconds = Number(m[4] ?? 0) * 3600 + Number(m[5] ?? 0) * 60 + Number(m[6] ?? 0);
  let value = daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3])) * 86_400_000 + seconds * 1000 + ms;
  if (m[9] !== undefined) {
    const sign = m[9] === "+" ? 1 : -1;
    value -= sign * (Number(m[10]) * 60 + Number(m[11])) * 60_000;
  }
  return value;
}
