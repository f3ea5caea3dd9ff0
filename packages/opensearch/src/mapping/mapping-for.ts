import type { DocumentDefinition } from "@oneindex/schema";
import { analysisSettings } from "./analysis-settings.js";
import { MAPPING_FIELD_KINDS } from "./field-kinds/field-kinds.js";

/** The body of `PUT /<index>`: settings and mappings for a document definition. */
export interface IndexDefinition {
  readonly settings: { readonly index: { readonly analysis: Record<string, unknown> } };
  readonly mappings: { readonly dynamic: "strict"; readonly properties: Record<string, Record<string, unknown>> };
}

/**
 * The index definition for a document definition: text fields with the `oneindex_english` (or
 * `oneindex_standard`) analyser, keyword, `long`/`double`, `date`, `boolean`, `geo_point`;
 * stored-only fields kept in `_source` but not indexed; sortable fields with doc values;
 * `dynamic: strict`, so a document with an unknown field is refused by the cluster as by the
 * embedded engine; a text field's keyword sub-field as `fields: { keyword: { type: "keyword" } }`. Each kind's property is its file in `field-kinds/`.
 */
export function mappingFor(doc: DocumentDefinition): IndexDefinition {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [name, field] of Object.entries(doc.fields)) {
    if (field.subFieldOf !== undefined) continue; // mapped inside its text field, below
    const property = MAPPING_FIELD_KINDS[field.kind].property(field);
    // A keyword sub-field is Elasticsearch's multi-field: `title.keyword` on the cluster too, so queries name it unchanged.
    properties[name] =
      field.kind === "text" && field.keyword === true ? { ...property, fields: { keyword: { type: "keyword" } } } : property;
  }
  return {
    settings: { index: { analysis: analysisSettings() } },
    mappings: { dynamic: "strict", properties },
  };
}
