import type { GeoPoint } from "../document/infer-document.js";

/** The checked values of one field of one document: never empty (a missing field is `undefined`). */
export type FieldValues = readonly string[] | readonly number[] | readonly boolean[] | readonly GeoPoint[];

/**
 * A document after validation: its id, and per field number its values in the engine's units
 * (dates as epoch milliseconds, UTC). `source` is the document as plain JSON data, returned in hits.
 */
export interface DocumentRecord {
  readonly id: string | number;
  /** Indexed by field number; `undefined` when the field is missing (absent, null or an empty array). */
  readonly values: ReadonlyArray<FieldValues | undefined>;
  /**
   * A copy of the document made of fresh plain objects and arrays, exactly what `JSON.parse(JSON.stringify(…))`
   * of it gives: `undefined` properties dropped, `-0` as `0`, `Date` values of date fields as their
   * ISO strings. Nothing of the caller's objects is kept, so changing them after `add` changes nothing.
   */
  readonly source: Readonly<Record<string, unknown>>;
}
