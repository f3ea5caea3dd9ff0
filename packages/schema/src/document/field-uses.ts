import type { DocumentDefinition, FieldDefinition } from "./field-definition.js";

/**
 * What a query can do with a field. The one table that says which node kinds, functions and root
 * properties accept which fields: the schema, the parser, the engine and the tool text all read it.
 */
export const FIELD_USES = {
  /** `term` with a string value: string ids, keyword and text fields. */
  termString: (f) => (f.kind === "id" && f.idType === "string") || f.kind === "keyword" || f.kind === "text",
  /** `term` with an integer value: integer fields and integer ids. */
  termInteger: (f) => (f.kind === "id" && f.idType === "integer") || (f.kind === "integer" && f.filterable),
  /** `term` with a number value. */
  termNumber: (f) => f.kind === "number" && f.filterable,
  /** `term` with an ISO date value. */
  termDate: (f) => f.kind === "date" && f.filterable,
  /** `term` with a boolean value. */
  termBoolean: (f) => f.kind === "boolean" && f.filterable,
  /** `phrase`, `prefix`, `fuzzy`, `regex`, `multiFieldTerm`: text and keyword fields. */
  terms: (f) => f.kind === "text" || f.kind === "keyword",
  /** `text` nodes and highlights: full-text fields. */
  fullText: (f) => f.kind === "text",
  /** `range` with integer bounds. */
  rangeInteger: (f) => f.kind === "integer" && f.filterable,
  /** `range` with number bounds. */
  rangeNumber: (f) => f.kind === "number" && f.filterable,
  /** `range` with ISO date bounds. */
  rangeDate: (f) => f.kind === "date" && f.filterable,
  /** `range` with string bounds (lexicographic, by UTF-16 code units, as JavaScript compares strings). */
  rangeKeyword: (f) => f.kind === "keyword",
  /** `exists`: every queryable field but the id, which every document has. */
  exists: (f) => f.kind !== "id" && f.kind !== "stored" && f.filterable,
  /** `sort`: sortable fields. */
  sort: (f) => f.sortable,
  /** `fieldValueFactor`: numeric, date and boolean columns. */
  fieldValueFactor: (f) => (f.kind === "integer" || f.kind === "number" || f.kind === "date" || f.kind === "boolean") && f.filterable,
  /** `gauss`/`exp`/`linear` with a number origin. */
  decayNumber: (f) => (f.kind === "integer" || f.kind === "number") && f.filterable,
  /** `gauss`/`exp`/`linear` with an ISO date origin (scale in days). */
  decayDate: (f) => f.kind === "date" && f.filterable,
  /** `gauss`/`exp`/`linear` with a `{lat, lng}` origin (scale in kilometres). */
  decayGeo: (f) => f.kind === "geoPoint" && f.filterable,
  /** `terms` aggregations: keyword fields (always) and filterable boolean fields. Aggregatable means filterable: the columns filters read are the ones aggregations read. */
  aggTerms: (f) => f.kind === "keyword" || (f.kind === "boolean" && f.filterable),
  /** `histogram` and `range` aggregations with number bounds: filterable integer and number fields. */
  aggNumber: (f) => (f.kind === "integer" || f.kind === "number") && f.filterable,
  /** `dateHistogram` and `range` aggregations with ISO date bounds: filterable date fields. */
  aggDate: (f) => f.kind === "date" && f.filterable,
  /** `stats` and `cardinality` aggregations: filterable integer, number and date fields. */
  aggMetric: (f) => (f.kind === "integer" || f.kind === "number" || f.kind === "date") && f.filterable,
  /** `geoDistance` aggregations: filterable geo-point fields. */
  aggGeo: (f) => f.kind === "geoPoint" && f.filterable,
  /** Any queryable field: the id, text, keyword and every filterable field. */
  queryable: (f) => f.kind !== "stored" && f.filterable,
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
