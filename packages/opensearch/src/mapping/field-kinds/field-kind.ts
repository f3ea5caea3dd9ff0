import type { FieldDefinition, FieldKind } from "@oneindex/schema";

/** A property of `mappings.properties`. */
export type MappingProperty = Record<string, unknown>;

/**
 * How one field kind is mapped on a cluster: one file per kind, reached from
 * {@link MAPPING_FIELD_KINDS}, so a new kind is one file and one line there.
 */
export interface MappingFieldKind<K extends FieldKind = FieldKind> {
  readonly kind: K;
  /** The field's property in the index's mappings. */
  property(field: FieldDefinition): MappingProperty;
}

/**
 * The property of a column kind (integer, number, date, boolean): `base` (its type and options),
 * not indexed unless queryable, and without doc values unless queryable or sortable (function
 * scores read columns from doc values, so queryable numeric fields keep them).
 */
export function columnProperty(field: FieldDefinition, base: MappingProperty): MappingProperty {
  const property: MappingProperty = { ...base };
  if (!field.filterable) property["index"] = false;
  if (!field.filterable && !field.sortable) property["doc_values"] = false;
  return property;
}
