import type { FieldDefinition } from "@oneindex/schema";

/** Separator of the values of an array field inside one CSV cell (or one string of a JSON array field). */
export const ARRAY_SEPARATOR = "|";

/**
 * A decimal number as people write it in a spreadsheet: `12`, `-3.5`, `.5`, `1e3`. Not `Number`'s
 * wider grammar, which would silently turn `0x10` into 16, `0b1` into 1 and `" "` into 0.
 * Unambiguous (the `.` must be seen to enter the fraction), so it never backtracks.
 */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/** The number `text` spells in decimal (surrounding spaces allowed), or undefined. */
export function decimalValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** `true`/`false`/`1`/`0` (any case) as a boolean, or undefined. */
export function booleanValue(text: string): boolean | undefined {
  const lower = text.trim().toLowerCase();
  return lower === "true" || lower === "1" ? true : lower === "false" || lower === "0" ? false : undefined;
}

/** `lat,lng` (or `lat lng`) as a point, or undefined. */
export function geoPointValue(text: string): { lat: number; lng: number } | undefined {
  const parts = text.includes(",") ? text.split(",") : text.trim().split(/\s+/);
  if (parts.length !== 2) return undefined;
  const lat = decimalValue(parts[0]!);
  const lng = decimalValue(parts[1]!);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
}

/**
 * The value a field takes for `value`, by one set of rules for every input format (a CSV cell is a
 * string, a JSON value may be anything):
 * - an empty string is a missing value, except in a text or keyword field of JSON data, and null stays null;
 * - text, keyword and string ids take numbers and booleans as their text (`1776` → `"1776"`);
 * - numbers, integers and integer ids take decimal strings (`"12"`, `"-3.5"`, `"1e3"`; never `"0x10"`);
 * - booleans take `true`/`false`/`1`/`0` as strings (any case) or the numbers 1 and 0;
 * - geo points take `"lat,lng"` or `"lat lng"`;
 * - an array field takes a JSON array element by element, and a string split on `|`.
 * A value that does not convert is returned as it is, so the definition's check names its field
 * with what it expected and found. Dates are read by the field's `dateFormat`, elsewhere.
 */
export function coerceValue(field: FieldDefinition, value: unknown, fromText: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (value === "" && (fromText || (field.kind !== "text" && field.kind !== "keyword"))) return undefined;
  if (field.array) {
    if (Array.isArray(value)) return value.map((v) => coerceScalar(field, v));
    if (typeof value === "string") return value.split(ARRAY_SEPARATOR).map((part) => coerceScalar(field, part.trim()));
    return [coerceScalar(field, value)];
  }
  return coerceScalar(field, value);
}

function coerceScalar(field: FieldDefinition, value: unknown): unknown {
  switch (field.kind) {
    case "text":
    case "keyword":
      return typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    case "integer":
    case "number":
      return typeof value === "string" ? (decimalValue(value) ?? value) : value;
    case "id":
      if (field.idType === "integer") return typeof value === "string" ? (decimalValue(value) ?? value) : value;
      return typeof value === "number" ? String(value) : value;
    case "boolean":
      if (typeof value === "string") return booleanValue(value) ?? value;
      return value === 1 ? true : value === 0 ? false : value;
    case "geoPoint":
      return typeof value === "string" ? (geoPointValue(value) ?? value) : value;
    default:
      return value;
  }
}
