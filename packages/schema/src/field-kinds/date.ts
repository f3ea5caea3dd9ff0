import { ISO_DATE_WORDS, isoDateProblem, isoDateToEpochMs } from "../values/iso-date.js";
import { labelByName, usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** The earliest and latest instants a `Date` may hold: those whose ISO form has a 4-digit year, as the date pattern requires. */
const FIRST_DATE_MS = Date.parse("0000-01-01T00:00:00.000Z");
const LAST_DATE_MS = Date.parse("9999-12-31T23:59:59.999Z");
const getTime = Date.prototype.getTime;
const toISOString = Date.prototype.toISOString;

/** A date or instant: a real ISO 8601 string or a valid `Date` (years 0000–9999), held as epoch milliseconds. */
export const dateKind: SchemaFieldKind<"date"> = {
  kind: "date",
  filterable: "optional",
  sortable: "optional",
  uses: usesWhen(
    [],
    ["termDate", "rangeDate", "exists", "fieldValueFactor", "decayDate", "aggDate", "aggMetric", "aggCardinality", "queryable"],
  ),
  check: (v, at) => {
    if (v instanceof Date) {
      const t = getTime.call(v);
      if (Number.isFinite(t) && t >= FIRST_DATE_MS && t <= LAST_DATE_MS) return t;
      const what = Number.isFinite(t) ? `the Date ${toISOString.call(v)}` : "an invalid Date";
      return at.fail("invalid-date", "a valid Date in the years 0000–9999 (UTC)", what);
    }
    if (typeof v !== "string") return at.fail("wrong-type", "an ISO 8601 date string or a Date", v);
    const t = isoDateToEpochMs(v);
    if (t !== undefined) return t;
    const why = isoDateProblem(v);
    // A string of the ISO shape names the part that does not exist; any other string the form expected (never "a real ISO date (not an ISO date)").
    const expected =
      why === undefined || why.startsWith("not an ISO")
        ? `${ISO_DATE_WORDS} (a date in another form needs a "dateFormat" in the definition file)`
        : `a real date (${why})`;
    return at.fail("invalid-date", expected, v);
  },
  // The source keeps a date as its ISO string (a `Date` as `toISOString()`).
  sourceForm: (given, value) => (typeof given === "string" ? given : toISOString.call(new Date(value as number))),
  example: () => "2024-01-01",
  label: labelByName("date"),
};
