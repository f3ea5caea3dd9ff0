import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { analysisSettings, ANALYZER_NAMES } from "./analysis-settings.js";

/**
 * The date format of every date field: ISO 8601, what documents and requests carry. Not
 * `||epoch_millis`: the definition takes dates as ISO strings only, and a number would be read as
 * epoch milliseconds where the embedded engine refuses it.
 */
export const DATE_FORMAT = "strict_date_optional_time";

/** The position gap between the values of an array text field, as the embedded engine's. */
export const POSITION_INCREMENT_GAP = 100;

/** The body of `PUT /<index>`: settings and mappings for a document definition. */
export interface IndexDefinition {
  readonly settings: { readonly index: { readonly analysis: Record<string, unknown> } };
  readonly mappings: { readonly dynamic: "strict"; readonly properties: Record<string, Record<string, unknown>> };
}

function propertyFor(field: FieldDefinition): Record<string, unknown> {
  const queryable = field.filterable;
  switch (field.kind) {
    case "id":
      return field.idType === "integer" ? { type: "long", coerce: false } : { type: "keyword" };
    case "text":
      return {
        type: "text",
        analyzer: ANALYZER_NAMES[field.analyzer ?? "english"],
        position_increment_gap: POSITION_INCREMENT_GAP,
      };
    case "keyword":
      // Every keyword field takes `terms` aggregations, which read doc values.
      return { type: "keyword" };
    case "integer":
    case "number":
    case "date":
    case "boolean": {
      const type = field.kind === "integer" ? "long" : field.kind === "number" ? "double" : field.kind;
      const property: Record<string, unknown> = { type };
      if (field.kind === "date") property["format"] = DATE_FORMAT;
      // By default the cluster turns "12" into 12 and truncates 3.7 in a long; the definition refuses both.
      if (field.kind === "integer" || field.kind === "number") property["coerce"] = false;
      if (!queryable) property["index"] = false;
      // Function scores read columns from doc values, so queryable numeric fields keep them.
      if (!queryable && !field.sortable) property["doc_values"] = false;
      return property;
    }
    case "geoPoint":
      return queryable ? { type: "geo_point" } : { type: "geo_point", index: false };
    case "stored":
      return { type: "object", enabled: false };
  }
}

/**
 * The index definition for a document definition: text fields with the `oneindex_english` (or
 * `oneindex_standard`) analyser, keyword, `long`/`double`, `date`, `boolean`, `geo_point`;
 * stored-only fields kept in `_source` but not indexed; sortable fields with doc values;
 * `dynamic: strict`, so a document with an unknown field is refused by the cluster as by the
 * embedded engine.
 */
export function mappingFor(doc: DocumentDefinition): IndexDefinition {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [name, field] of Object.entries(doc.fields)) properties[name] = propertyFor(field);
  return {
    settings: { index: { analysis: analysisSettings() } },
    mappings: { dynamic: "strict", properties },
  };
}
