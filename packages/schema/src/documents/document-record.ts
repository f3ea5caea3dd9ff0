import type { GeoPoint } from "../document/infer-document.js";

/** The checked values of one field of one document: never empty (a missing field is `undefined`). */
export type FieldValues = readonly string[] | readonly number[] | readonly boolean[] | readonly GeoPoint[];

/**
 * A document after validation: its id, and per field number its values in the engine's units
 * (dates as epoch milliseconds, UTC). `source` is the document as given, returned in hits.
 */
export interface DocumentRecord {
  readonly id: string | number;
  /** Indexed by field number; `undefined` when the field is missing (absent, null or an empty array). */
  readonly values: ReadonlyArray<FieldValues | undefined>;
  readonly source: Readonly<Record<string, unknown>>;
}
