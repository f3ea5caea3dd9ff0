import type { FieldDefinition, FieldKind } from "@oneindex/schema";
import { decimalValue } from "../coerce/cell-values.js";

/**
 * What reading data files needs to know about one field kind: one file per kind, reached from
 * {@link INGEST_FIELD_KINDS}, so a new kind is one file and one line there.
 */
export interface IngestFieldKind<K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** The value one CSV cell or JSON value (one element of an array field) becomes; a value that does not convert comes back as it is, for the definition's check to name. */
  coerce(field: FieldDefinition, value: unknown): unknown;
  /** Whether an empty string in JSON data is a value (text, keyword) rather than a missing one (a CSV cell's never is). */
  readonly emptyStringIsValue: boolean;
  /** The flags `inferDefinition` sets on a column it gives this kind (`sortable` only when it is not an array). */
  readonly inferred: { readonly filterable: boolean; readonly sortable: boolean };
}

/** Keeps a value as it is (dates are read by the field's `dateFormat`, elsewhere; stored values are any JSON). */
export const asIs = (_field: FieldDefinition, value: unknown): unknown => value;

/** Text, keyword and string ids take numbers and booleans as their text (`1776` → `"1776"`). */
export const asText = (_field: FieldDefinition, value: unknown): unknown =>
  typeof value === "number" || typeof value === "boolean" ? String(value) : value;

/** Numbers, integers and integer ids take decimal strings (`"12"`, `"-3.5"`, `"1e3"`; never `"0x10"`). */
export const asDecimal = (_field: FieldDefinition, value: unknown): unknown =>
  typeof value === "string" ? (decimalValue(value) ?? value) : value;
