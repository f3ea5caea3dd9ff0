import type { FieldDefinition, FieldKind } from "@oneindex/schema";

/** How one field kind is held in the main table: its SQL type, and whether its values also go to the postings table. */
export interface ColumnKind {
  /** The SQL type of one value (the column is an array of it for array fields); `undefined`: no column (the value lives in the source only). */
  readonly sqlType: (field: FieldDefinition) => string | undefined;
  /** Whether the field's terms are written to the postings table (text: analysed tokens; keyword and string ids: the whole value). */
  readonly postings: (field: FieldDefinition) => boolean;
}

/** Strings compare by code point (`COLLATE "C"`), the nearest PostgreSQL order to the engine's UTF-16 one. */
const TEXT = 'text COLLATE "C"';

/** One entry per field kind: a kind added to `FIELD_KINDS` does not compile until it is here. */
export const COLUMN_KINDS: { readonly [K in FieldKind]: ColumnKind } = {
  id: { sqlType: (f) => (f.idType === "integer" ? "bigint" : TEXT), postings: (f) => f.idType !== "integer" },
  text: { sqlType: () => TEXT, postings: () => true },
  keyword: { sqlType: () => TEXT, postings: () => true },
  integer: { sqlType: () => "bigint", postings: () => false },
  number: { sqlType: () => "double precision", postings: () => false },
  // Epoch milliseconds, UTC: the parser's and the engine's unit, so bounds and buckets are exact integers.
  date: { sqlType: () => "bigint", postings: () => false },
  boolean: { sqlType: () => "boolean", postings: () => false },
  // Two columns, `<column>_lat` and `<column>_lng` (see table-layout.ts).
  geoPoint: { sqlType: () => "double precision", postings: () => false },
  stored: { sqlType: () => undefined, postings: () => false },
};
