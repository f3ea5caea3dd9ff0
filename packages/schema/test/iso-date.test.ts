/**
 * ISO 8601 dates: the forms accepted, their epoch milliseconds (UTC unless an offset is given;
 * fractions truncated to milliseconds; years below 100 kept as written), and the problem named
 * for a string that matches the pattern but is not a real date.
 */
import { describe, expect, it } from "vitest";
import { isoDateProblem, isoDateToEpochMs } from "../src/internal.js";

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

  it("keeps years 0000–0099 and leap days as written (no 1900s remapping)", () => {
    for (const text of ["0000-02-29", "0000-01-01", "0001-01-01", "0004-02-29", "0099-12-31", "0400-02-29", "2000-02-29", "9999-12-31"]) {
      expect(isoDateToEpochMs(text), text).toBe(Date.parse(`${text}T00:00:00Z`));
      expect(new Date(isoDateToEpochMs(text)!).toISOString().slice(0, 10), text).toBe(text);
    }
    expect(isoDateToEpochMs("0000-02-29T23:59:59.999Z")).toBe(Date.parse("0000-02-29T23:59:59.999Z"));
    expect(isoDateToEpochMs("0000-03-01T00:30+01:00")).toBe(Date.parse("0000-02-29T23:30:00Z"));
    for (const text of ["0100-02-29", "1900-02-29", "0001-02-29"]) {
      expect(isoDateProblem(text), text).toMatch(/day 29 does not exist/);
      expect(isoDateToEpochMs(text), text).toBeUndefined();
    }
  });

  it("gives every calendar day from 0000-01-01 to 9999-12-31 exactly one day after the one before", () => {
    let previous = isoDateToEpochMs("0000-01-01")! - 86_400_000;
    let days = 0;
    for (let year = 0; year <= 9999; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const value = isoDateToEpochMs(text);
          if (value === undefined) continue;
          if (value !== previous + 86_400_000) expect.fail(`${text}: ${value} is not one day after ${previous}`);
          previous = value;
          days++;
        }
      }
    }
    expect(days).toBe(3_652_425); // 10,000 Gregorian years of 365.2425 days
    expect(previous).toBe(Date.parse("9999-12-31T00:00:00Z"));
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
