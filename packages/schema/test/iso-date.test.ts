/**
 * ISO 8601 dates: the forms accepted, their epoch milliseconds (UTC unless an offset is given;
 * fractions truncated to milliseconds; years below 100 kept as written), and the problem named
 * for a string that matches the pattern but is not a real date.
 */
import { describe, expect, it } from "vitest";
import { isoDateProblem, isoDateToEpochMs } from "../src/index.js";

describe("isoDateToEpochMs", () => {
  it("reads each accepted form", () => {
    expect(isoDateToEpochMs("2024-03-01")).toBe(Date.UTC(2024, 2, 1));
    expect(isoDateToEpochMs("2024-03-01T12:30")).toBe(Date.UTC(2024, 2, 1, 12, 30));
    expect(isoDateToEpochMs("2024-03-01T12:30:15Z")).toBe(Date.UTC(2024, 2, 1, 12, 30, 15));
    expect(isoDateToEpochMs("2024-03-01T12:30:15.1234567Z")).toBe(Date.UTC(2024, 2, 1, 12, 30, 15, 123));
    expect(isoDateToEpochMs("2024-03-01T12:30:15.5")).toBe(Date.UTC(2024, 2, 1, 12, 30, 15, 500));
    expect(isoDateToEpochMs("2024-03-01T12:30:00+02:00")).toBe(Date.UTC(2024, 2, 1, 10, 30));
    expect(isoDateToEpochMs("2024-03-01T00:30:00-01:15")).toBe(Date.UTC(2024, 2, 1, 1, 45));
    expect(isoDateToEpochMs("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
    expect(isoDateToEpochMs("0050-06-01")).toBe(Date.parse("0050-06-01T00:00:00Z"));
  });

  it("is undefined exactly when isoDateProblem names the problem", () => {
    const cases: [string, string][] = [
      ["2024-13-01", "month 13 does not exist"],
      ["2023-02-29", "day 29 does not exist in 2023-02"],
      ["2024-04-31", "day 31 does not exist in 2024-04"],
      ["2024-03-01T24:00", "hour 24 does not exist"],
      ["2024-03-01T12:60", "minute 60 does not exist"],
      ["2024-03-01T12:30:60", "second 60 does not exist"],
      ["2024-03-01T12:30+24:00", "offset +24:00 does not exist"],
      ["2024-3-1", "not an ISO 8601 date such as 2024-03-01 or 2024-03-01T12:30:00Z"],
      ["yesterday", "not an ISO 8601 date such as 2024-03-01 or 2024-03-01T12:30:00Z"],
    ];
    for (const [text, problem] of cases) {
      expect(isoDateProblem(text), text).toBe(problem);
      expect(isoDateToEpochMs(text), text).toBeUndefined();
    }
    for (const text of ["2024-03-01", "1900-02-28T23:59:59.999-12:00"]) {
      expect(isoDateProblem(text)).toBeUndefined();
      expect(isoDateToEpochMs(text)).toBeTypeOf("number");
    }
  });
});
