import type { FieldDefinition, FieldKind } from "@oneindex/schema";
import type { Analyzer } from "../../analysis/index.js";
import type { FieldStore } from "../index-state.js";
import { NumberColumn } from "../number-column.js";

/**
 * How the engine holds one field kind's values: one file per kind, reached from
 * {@link ENGINE_FIELD_KINDS}, so a new kind is one file and one line there. Read once per field
 * when an index is made, never while a query runs.
 */
export interface EngineFieldKind<K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** A new, empty structure for a field of this kind (`analyzer` is the field's, from the field table). */
  store(field: FieldDefinition, analyzer: Analyzer): FieldStore;
}

/** A number column: integer, number and date fields (dates as epoch milliseconds), and integer ids. */
export const numberStore = (): FieldStore => ({ kind: "numbers", column: new NumberColumn() });
