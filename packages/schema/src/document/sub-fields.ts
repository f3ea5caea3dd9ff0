import type { DocumentDefinition, FieldDefinition } from "./field-definition.js";

/** The suffix of a text field's keyword sub-field: `title` → `title.keyword`, as Elasticsearch's dynamic mapping names it. */
export const KEYWORD_SUB_FIELD_SUFFIX = ".keyword";

/** The name of the keyword sub-field of the text field `name`. */
export function keywordSubFieldName(name: string): string {
  return `${name}${KEYWORD_SUB_FIELD_SUFFIX}`;
}

/**
 * The keyword sub-field a text field declared with `keyword: true` brings: a keyword field over the
 * same source value (each value whole, as given), queryable, sortable unless the text field holds
 * arrays (a sort needs one value per document).
 */
export function keywordSubField(parentName: string, parent: FieldDefinition): FieldDefinition<"keyword"> {
  return Object.freeze({ kind: "keyword", array: parent.array, filterable: true, sortable: !parent.array, subFieldOf: parentName });
}

/** One field a backend indexes: its name, its definition, and the document property its values come from. */
export interface IndexedField {
  /** The name queries use (`title`, `title.keyword`). */
  readonly name: string;
  readonly field: FieldDefinition;
  /** The document property holding its values: the name itself, or for a sub-field the field it belongs to. */
  readonly source: string;
}

/**
 * Every field of a definition with the document property its values come from, in declaration
 * order (a sub-field right after its field): what a backend other than the embedded engine reads
 * to lay out its columns. A sub-field is never a property of a document.
 */
export function indexedFields(doc: DocumentDefinition): IndexedField[] {
  return Object.entries(doc.fields).map(([name, field]) => ({ name, field, source: field.subFieldOf ?? name }));
}

/** The name of the keyword sub-field of the field `name`, when it has one. */
export function keywordSubFieldOf(doc: DocumentDefinition, name: string): string | undefined {
  const field = Object.hasOwn(doc.fields, name) ? doc.fields[name] : undefined;
  return field?.kind === "text" && field.keyword === true ? keywordSubFieldName(name) : undefined;
}
