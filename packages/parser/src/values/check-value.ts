import { QUERY_LIMITS, type FieldDefinition } from "@oneindex/schema";
import { isoDateProblem, isoDateToEpochMs } from "@oneindex/schema/internal";
import { EXPECTED, type ProblemCode } from "../errors/messages.js";
import type { TermValue } from "../tree/query-tree.js";
import { describeValue } from "./describe-value.js";
import { longerThan, stringLength } from "./string-length.js";

/** A value that does not fit its field: what was expected and what was found, in words. The caller adds the path and makes the message. */
export interface ValueMismatch {
  readonly ok: false;
  /** `integer-out-of-range`, `not-a-date`, `wrong-type`, `string-too-long`, `not-finite`. */
  readonly code: ProblemCode;
  readonly expected: string;
  readonly found: string;
}

/** The result of checking a value against a field. */
export type ValueCheck = { readonly ok: true; readonly value: TermValue } | ValueMismatch;

/** The value kind a field's terms and range bounds take. */
export type ValueKind = TermValue["kind"];

/** The kind of value `term` and `range` take on a field, or undefined for fields that take none (geo points, stored). */
export function valueKindOf(field: FieldDefinition): ValueKind | undefined {
  switch (field.kind) {
    case "id":
      return field.idType === "integer" ? "integer" : "string";
    case "text":
    case "keyword":
      return "string";
    case "integer":
    case "number":
    case "date":
    case "boolean":
      return field.kind;
    default:
      return undefined;
  }
}

const INT64_MAX = 9_223_372_036_854_775_807n;
const INT64_MIN = -9_223_372_036_854_775_808n;

/** Options of {@link checkValue}. */
export interface CheckValueOptions {
  /** Whether `raw` was written in a string language, so `42` is read as a number and `true` as a boolean (default false). */
  readonly fromText?: boolean;
}

/**
 * Checks one term or range-bound value for a value kind. `raw` is what the JSON reader produced:
 * integers beyond 2^53 arrive as bigint (exact), so they can be told apart from rounded numbers.
 * Strings written in a string language (`fromText`) are converted: `42` for a number field, `true`
 * for a boolean field.
 */
export function checkValue(kind: ValueKind, raw: unknown, { fromText = false }: CheckValueOptions = {}): ValueCheck {
  const mismatch = (code: ProblemCode, expected: string, found = describeValue(raw)): ValueMismatch => ({
    ok: false,
    code,
    expected,
    found,
  });
  switch (kind) {
    case "string": {
      if (typeof raw !== "string") return mismatch("wrong-type", EXPECTED.string);
      if (longerThan(raw, QUERY_LIMITS.maxTermLength))
        return mismatch("string-too-long", EXPECTED.stringOfAtMostChars(QUERY_LIMITS.maxTermLength), `${stringLength(raw)} characters`);
      return { ok: true, value: { kind, value: raw } };
    }
    case "integer": {
      let value: unknown = raw;
      if (fromText && typeof raw === "string") value = /^[+-]?[0-9]+$/.test(raw) ? BigInt(raw) : raw;
      if (typeof value === "bigint") {
        if (value > INT64_MAX || value < INT64_MIN) return mismatch("integer-out-of-range", EXPECTED.int64);
        if (value > BigInt(QUERY_LIMITS.maxSafeInteger) || value < -BigInt(QUERY_LIMITS.maxSafeInteger)) {
          return mismatch("integer-out-of-range", EXPECTED.safeInt64(QUERY_LIMITS.maxSafeInteger));
        }
        return { ok: true, value: { kind, value: Number(value) } };
      }
      if (typeof value !== "number" || !Number.isInteger(value)) return mismatch("wrong-type", EXPECTED.integer);
      if (!Number.isSafeInteger(value)) return mismatch("integer-out-of-range", EXPECTED.safeInteger(QUERY_LIMITS.maxSafeInteger));
      return { ok: true, value: { kind, value } };
    }
    case "number": {
      let value: unknown = raw;
      if (typeof raw === "bigint") value = Number(raw);
      if (fromText && typeof raw === "string")
        value = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(raw) ? Number(raw) : raw;
      if (typeof value !== "number") return mismatch("wrong-type", EXPECTED.number);
      if (!Number.isFinite(value)) return mismatch("not-finite", EXPECTED.finite(false));
      return { ok: true, value: { kind, value } };
    }
    case "date": {
      if (typeof raw !== "string") return mismatch("wrong-type", EXPECTED.isoDate);
      // Undefined exactly when isoDateProblem names a problem: a valid date is matched once less.
      const epochMs = isoDateToEpochMs(raw);
      if (epochMs === undefined) return mismatch("not-a-date", EXPECTED.realDate(isoDateProblem(raw)!));
      return { ok: true, value: { kind, value: epochMs, text: raw } };
    }
    case "boolean": {
      let value: unknown = raw;
      if (fromText && (raw === "true" || raw === "false")) value = raw === "true";
      if (typeof value !== "boolean") return mismatch("wrong-type", EXPECTED.boolean);
      return { ok: true, value: { kind, value } };
    }
  }
}
