/**
 * Calendar buckets are computed by arithmetic (no `Date` a value): they must agree with the
 * calendar `Date` keeps, for every instant a date field can hold, years below 100 and BCE included.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketSpan, bucketStart, nextBucketStart } from "../../src/aggregate/date-keys.js";

const CALENDAR = ["month", "quarter", "year"] as const;
/** The instants `Date` can hold, less a year at each end so a next bucket stays inside. */
const LIMIT = 8.64e15 - 400 * 86_400_000;

/** The reference: the calendar through `Date`, as before. */
function referenceStart(local: number, interval: (typeof CALENDAR)[number]): number {
  const d = new Date(local);
  const month = d.getUTCMonth();
  const first = new Date(0);
  first.setUTCFullYear(d.getUTCFullYear(), interval === "month" ? month : interval === "quarter" ? month - (month % 3) : 0, 1);
  return first.getTime();
}

function referenceNext(start: number, interval: (typeof CALENDAR)[number]): number {
  const d = new Date(start);
  const next = new Date(0);
  next.setUTCFullYear(d.getUTCFullYear(), d.getUTCMonth() + (interval === "month" ? 1 : interval === "quarter" ? 3 : 12), 1);
  return next.getTime();
}

describe("calendar bucket keys", () => {
  it("match the Date calendar for any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: -LIMIT, max: LIMIT }), fc.constantFrom(...CALENDAR), (local, interval) => {
        const start = bucketStart(local, interval);
        expect(start).toBe(referenceStart(local, interval));
        expect(nextBucketStart(start, interval)).toBe(referenceNext(start, interval));
        // The span read in one pass is the same pair.
        const span = new Float64Array(2);
        bucketSpan(local, interval, span);
        expect([...span]).toEqual([start, nextBucketStart(start, interval)]);
      }),
      { numRuns: 5_000 },
    );
  });

  it("hold at the edges of months, leap days and the years around 0", () => {
    const instants = [
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2024, 2, 1),
      Date.UTC(2023, 11, 31, 23, 59, 59, 999),
      Date.UTC(1970, 0, 1) - 1,
      Date.UTC(2000, 1, 29),
      Date.UTC(2100, 1, 28, 12),
      -62_167_219_200_000, // 0000-01-01
      -62_162_035_200_001, // just before 0000-03-01 (year 0 is a leap year)
      -62_198_755_200_000, // -0001-01-01
    ];
    for (const local of instants)
      for (const interval of CALENDAR) {
        expect(bucketStart(local, interval)).toBe(referenceStart(local, interval));
        expect(nextBucketStart(bucketStart(local, interval), interval)).toBe(referenceNext(referenceStart(local, interval), interval));
      }
  });
});
