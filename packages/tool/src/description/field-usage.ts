import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import {
  FIELD_USES,
  FUNCTION_KINDS,
  NODE_KINDS,
  ROOT_FIELD_USES,
  SCHEMA_FIELD_KINDS,
  type FieldUse,
  type KindEntry,
} from "@oneindex/schema/internal";

/** What a query can do with one field, in the words of the query JSON. */
export interface FieldUsage {
  readonly name: string;
  readonly field: FieldDefinition;
  /** Node types, root properties and function types that accept the field, in a fixed order. */
  readonly uses: readonly string[];
  /** Whether `sort` takes the field. */
  readonly sortable: boolean;
}

/**
 * Which query words each use from FIELD_USES stands for: the root properties, node kinds and
 * function kinds of the schema's tables, in that order, with the uses each takes. Read from the
 * same tables as the schema and the parser, so the text and the schema agree.
 */
const USE_WORDS: readonly (readonly [string, readonly FieldUse[]])[] = [
  ...Object.entries(ROOT_FIELD_USES),
  ...[NODE_KINDS, FUNCTION_KINDS].flatMap((table: Readonly<Record<string, KindEntry>>) =>
    Object.entries(table).map(([kind, entry]) => [kind, entry.uses] as const),
  ),
];

/** The fields of `doc` a query can name, with their uses, in declaration order: queryable fields, and sortable-only ones (for `sort`). Stored-only fields are left out, as in the schema. */
export function fieldUsages(doc: DocumentDefinition): FieldUsage[] {
  const out: FieldUsage[] = [];
  for (const [name, field] of Object.entries(doc.fields)) {
    if (!FIELD_USES.queryable(field) && !FIELD_USES.sort(field)) continue;
    const uses = USE_WORDS.filter(([, keys]) => keys.some((key) => (FIELD_USES[key] as (f: FieldDefinition) => boolean)(field))).map(
      ([word]) => word,
    );
    out.push({ name, field, uses, sortable: FIELD_USES.sort(field) });
  }
  return out;
}

/** The kind of a field as the description writes it: `keyword`, `text[]`, `id integer`, `date`, `geoPoint {lat,lng}`. */
export function kindLabel(field: FieldDefinition): string {
  const base = SCHEMA_FIELD_KINDS[field.kind].label(field);
  return field.array ? `${base}[]` : base;
}
