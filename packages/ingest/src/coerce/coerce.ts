import type { FieldDefinition } from "@oneindex/schema";
import { INGEST_FIELD_KINDS } from "../field-kinds/field-kinds.js";

/** Separator of the values of an array field inside one CSV cell (or one string of a JSON array field). */
export const ARRAY_SEPARATOR = "|";

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
 * with what it expected and found. Dates are read by the field's `dateFormat`, elsewhere. Each
 * kind's rule is its file in `src/field-kinds/`.
 */
export function coerceValue(field: FieldDefinition, value: unknown, fromText: boolean): unknown {
  if (value === null || value === undefined) return value;
  const kind = INGEST_FIELD_KINDS[field.kind];
  if (value === "" && (fromText || !kind.emptyStringIsValue)) return undefined;
  if (field.array) {
    if (Array.isArray(value)) return value.map((v) => kind.coerce(field, v));
    if (typeof value === "string") return value.split(ARRAY_SEPARATOR).map((part) => kind.coerce(field, part.trim()));
    return [kind.coerce(field, value)];
  }
  return kind.coerce(field, value);
}
