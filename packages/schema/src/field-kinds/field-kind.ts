import type { FieldDefinition, FieldKind } from "../document/field-definition.js";
import type { FieldUse } from "../document/field-uses.js";
import type { GeoPoint } from "../document/infer-document.js";
import type { DocumentProblemCode } from "../documents/document-error.js";
import type { ValueReader } from "../documents/json-data.js";

/** A document value once checked: numbers with `-0` as `0`, a date as epoch milliseconds. */
export type CheckedValue = string | number | boolean | GeoPoint;

/** What a kind's value check is given: the reader (which knows the path being read) and where a problem goes. */
export interface ValueCheck {
  readonly reader: ValueReader;
  /** Adds a problem at the value's path, with what was expected and what was found (described in words); returns undefined. */
  fail(code: DocumentProblemCode, expected: string, found: unknown): undefined;
}

/** How a kind treats a flag of its definition. */
export type FlagRule = "always" | "optional" | "never";

/** An example value of a field, for a `term`, a range bound or a filter condition. */
export type ExampleValue = string | number | boolean;

/**
 * Everything the schema package knows about one field kind: one file per kind, reached from
 * {@link SCHEMA_FIELD_KINDS}, so a new kind is one file and one line there.
 */
export interface SchemaFieldKind<K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** Whether a field of this kind is queryable: `always` whatever the definition says, when its `filterable` flag says so, or `never` (the flag is refused). */
  readonly filterable: FlagRule;
  /** Whether results can be sorted by it: `always`, when its `sortable` flag says so, or `never` (the flag is refused). */
  readonly sortable: FlagRule;
  /** The field uses (`FIELD_USES` keys, `sort` aside: that is any sortable field) a field of this kind allows. */
  uses(field: FieldDefinition): readonly FieldUse[];
  /** Checks one document value; undefined after `at.fail` (never reached for `id` and `stored`, which `checkDocuments` reads itself). */
  check(value: unknown, at: ValueCheck): CheckedValue | undefined;
  /** What a record's `source` keeps for a checked value, when not the value itself. */
  readonly sourceForm?: (given: unknown, value: CheckedValue) => unknown;
  /** An example value, as the tool description writes it. */
  example(field: FieldDefinition): ExampleValue;
  /** The kind as the tool description writes it, before any `[]`: `keyword`, `id integer`, `geoPoint {lat,lng}`. */
  label(field: FieldDefinition): string;
}

/** Uses for a kind: `always` whatever the flags, and `filterable` besides when the field is filterable. */
export function usesWhen(always: readonly FieldUse[], filterable: readonly FieldUse[]): (field: FieldDefinition) => readonly FieldUse[] {
  const all: readonly FieldUse[] = [...always, ...filterable];
  return (field) => (field.filterable ? all : always);
}

/** The label of a kind that writes itself by its name. */
export const labelByName =
  <K extends FieldKind>(kind: K) =>
  (): string =>
    kind;

/** The check of a kind no document value reaches (the id and stored values are read by `checkDocuments` itself). */
export const noValue = (): undefined => undefined;
