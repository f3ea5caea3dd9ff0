import { schemaFieldKind } from "../field-kinds/field-kinds.js";
import type { DocumentDefinition, FieldDefinition } from "./field-definition.js";

/** Whether a field's kind allows `use` (each kind's file in `src/field-kinds/` lists its uses). */
function allows(field: FieldDefinition, use: FieldUse): boolean {
  return schemaFieldKind(field.kind)?.uses(field).includes(use) ?? false;
}

/**
 * What a query can do with a field. The one table that says which node kinds, functions and root
 * properties accept which fields: the schema, the parser, the engine and the tool text all read it.
 */
export const FIELD_USES = {
  /** `term` with a string value: string ids, keyword and text fields. */
  termString: (f): boolean => allows(f, "termString"),
  /** `term` with an integer value: integer fields and integer ids. */
  termInteger: (f): boolean => allows(f, "termInteger"),
  /** `term` with a number value. */
  termNumber: (f): boolean => allows(f, "termNumber"),
  /** `term` with an ISO date value. */
  termDate: (f): boolean => allows(f, "termDate"),
  /** `term` with a boolean value. */
  termBoolean: (f): boolean => allows(f, "termBoolean"),
  /** `phrase`, `prefix`, `fuzzy`, `regex`, `multiFieldTerm`: text and keyword fields. */
  terms: (f): boolean => allows(f, "terms"),
  /** `text` nodes and highlights: full-text fields. */
  fullText: (f): boolean => allows(f, "fullText"),
  /** `range` with integer bounds. */
  rangeInteger: (f): boolean => allows(f, "rangeInteger"),
  /** `range` with number bounds. */
  rangeNumber: (f): boolean => allows(f, "rangeNumber"),
  /** `range` with ISO date bounds. */
  rangeDate: (f): boolean => allows(f, "rangeDate"),
  /** `range` with string bounds (lexicographic, by UTF-16 code units, as JavaScript compares strings). */
  rangeKeyword: (f): boolean => allows(f, "rangeKeyword"),
  /** `exists`: every queryable field but the id, which every document has. */
  exists: (f): boolean => allows(f, "exists"),
  /** `sort`: sortable fields. */
  sort: (f) => f.sortable,
  /** `fieldValueFactor`: numeric, date and boolean columns. */
  fieldValueFactor: (f): boolean => allows(f, "fieldValueFactor"),
  /** `gauss`/`exp`/`linear` with a number origin. */
  decayNumber: (f): boolean => allows(f, "decayNumber"),
  /** `gauss`/`exp`/`linear` with an ISO date origin (scale in days). */
  decayDate: (f): boolean => allows(f, "decayDate"),
  /** `gauss`/`exp`/`linear` with a `{lat, lng}` origin (scale in kilometres). */
  decayGeo: (f): boolean => allows(f, "decayGeo"),
  /** `terms` aggregations: keyword fields (always) and filterable boolean fields. Aggregatable means filterable: the columns filters read are the ones aggregations read. */
  aggTerms: (f): boolean => allows(f, "aggTerms"),
  /** `histogram` and `range` aggregations with number bounds: filterable integer and number fields. */
  aggNumber: (f): boolean => allows(f, "aggNumber"),
  /** `dateHistogram` and `range` aggregations with ISO date bounds: filterable date fields. */
  aggDate: (f): boolean => allows(f, "aggDate"),
  /** `stats` aggregations: filterable integer, number and date fields. */
  aggMetric: (f): boolean => allows(f, "aggMetric"),
  /** `cardinality` aggregations: keyword fields (always, sub-fields included) and filterable integer, number and date fields. */
  aggCardinality: (f): boolean => allows(f, "aggCardinality"),
  /** `geoDistance` aggregations: filterable geo-point fields. */
  aggGeo: (f): boolean => allows(f, "aggGeo"),
  /** Any queryable field: the id, text, keyword and every filterable field. */
  queryable: (f): boolean => allows(f, "queryable"),
} as const satisfies Record<string, (field: FieldDefinition) => boolean>;

/** A key of {@link FIELD_USES}. */
export type FieldUse = keyof typeof FIELD_USES;

/** The names of the fields of `doc` usable for `use`, in declaration order. */
export function fieldsFor(doc: DocumentDefinition, use: FieldUse): string[] {
  const accepts: (field: FieldDefinition) => boolean = FIELD_USES[use];
  return Object.keys(doc.fields).filter((name) => accepts(doc.fields[name]!));
}

/** The name of the id field. */
export function idFieldName(doc: DocumentDefinition): string {
  const name = Object.keys(doc.fields).find((n) => doc.fields[n]!.kind === "id");
  if (name === undefined) throw new Error(`document definition ${doc.name} has no id field`);
  return name;
}
