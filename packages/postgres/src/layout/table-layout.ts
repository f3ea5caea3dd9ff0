import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { quoteIdentifier } from "../sql/identifier.js";
import { COLUMN_KINDS } from "./column-kinds.js";

/** Where one field is held. */
export interface FieldLayout {
  readonly name: string;
  readonly field: FieldDefinition;
  /**
   * The document property the values come from: the field's own name, or for a keyword sub-field
   * (`title.keyword`) the text field it takes its values from.
   */
  readonly source: string;
  /**
   * Quoted column(s): one, or latitude and longitude for geo points; empty when the field has no
   * column. A keyword sub-field reads its text field's column (the same strings), which it does not own.
   */
  readonly columns: readonly string[];
  /** Whether the columns are this field's own (written and created for it); false for a keyword sub-field. */
  readonly ownsColumns: boolean;
  /** The SQL type of the column (an array type for array fields). */
  readonly sqlType?: string;
  /** Whether terms of the field are in the postings table. */
  readonly postings: boolean;
}

/** Options naming the tables. */
export interface LayoutOptions {
  /** The main table: one row per document. Side tables are named after it (`<table>_postings`, `<table>_terms`, `<table>_fields`). */
  readonly table: string;
  /** A column per field, when the table already exists with other names (default: the field's name). */
  readonly columns?: Readonly<Record<string, string>>;
  /** The column holding each document as JSON (default `_source`). */
  readonly sourceColumn?: string;
}

/** Every table and column name a statement may use, quoted once here: SQL text takes identifiers only from this. */
export interface TableLayout {
  readonly definition: DocumentDefinition;
  readonly main: string;
  readonly postings: string;
  readonly terms: string;
  readonly stats: string;
  readonly source: string;
  readonly id: FieldLayout;
  readonly fields: ReadonlyMap<string, FieldLayout>;
  /** The SQL type of the id (`bigint` or `text COLLATE "C"`), used by side tables. */
  readonly idType: string;
}

/** The layout of a definition in PostgreSQL. Throws `TypeError` on a name PostgreSQL cannot hold or a mapping to an unknown field. */
export function layoutFor(definition: DocumentDefinition, options: LayoutOptions): TableLayout {
  const columns = options.columns ?? {};
  for (const name of Object.keys(columns)) {
    if (definition.fields[name] === undefined) throw new TypeError(`columns maps "${name}", which is not a field of ${definition.name}`);
    const parent = definition.fields[name]!.subFieldOf;
    if (parent !== undefined)
      throw new TypeError(`columns maps "${name}", a keyword sub-field: it reads the column of "${parent}"; map "${parent}"`);
  }
  const fields = new Map<string, FieldLayout>();
  let id: FieldLayout | undefined;
  for (const [name, field] of Object.entries(definition.fields)) {
    const kind = COLUMN_KINDS[field.kind];
    const base = kind.sqlType(field);
    const source = field.subFieldOf ?? name;
    // A keyword sub-field holds its text field's strings: it reads that column rather than keeping a copy.
    const column = columns[source] ?? source;
    const names = base === undefined ? [] : field.kind === "geoPoint" ? [`${column}_lat`, `${column}_lng`] : [column];
    const layout: FieldLayout = {
      name,
      field,
      source,
      columns: names.map(quoteIdentifier),
      ownsColumns: field.subFieldOf === undefined,
      ...(base === undefined ? {} : { sqlType: field.array ? base.replace(/( COLLATE "C")?$/, "[]$1") : base }),
      postings: kind.postings(field),
    };
    fields.set(name, layout);
    if (field.kind === "id") id = layout;
  }
  if (id === undefined) throw new TypeError(`${definition.name} has no id field`);
  const table = options.table;
  return {
    definition,
    main: quoteIdentifier(table),
    postings: quoteIdentifier(`${table}_postings`),
    terms: quoteIdentifier(`${table}_terms`),
    stats: quoteIdentifier(`${table}_fields`),
    source: quoteIdentifier(options.sourceColumn ?? "_source"),
    id,
    fields,
    idType: id.sqlType!,
  };
}

/** The layout of a field the parser has checked. */
export function fieldLayout(layout: TableLayout, name: string): FieldLayout {
  const field = layout.fields.get(name);
  if (field === undefined)
    throw new TypeError(`field "${name}" is not in ${layout.definition.name}: was the query parsed for another definition?`);
  return field;
}

/** The one column of a field that has one column. */
export function columnOf(layout: TableLayout, name: string): string {
  const field = fieldLayout(layout, name);
  const column = field.columns[0];
  if (column === undefined) throw new TypeError(`field "${name}" has no column`);
  return column;
}
