import { ANALYZERS, FIELD_KINDS } from "@oneindex/schema";
import { DOCUMENT_NAME_PATTERN, FIELD_NAME_PATTERN, QUERY_SCHEMA_DIALECT } from "@oneindex/schema/internal";

const notWith = (kind: string | readonly string[], property: string) => ({
  if: { properties: { kind: Array.isArray(kind) ? { enum: kind } : { const: kind } }, required: ["kind"] },
  else: { properties: { [property]: false } },
});

/**
 * The JSON Schema (draft 2020-12) of a definition file, shipped as `definition-file.schema.json`
 * (locked to this object by a test): point a file's `"$schema"` at it and editors complete and
 * check it. It says what `readDefinitionFile` accepts; the reader also checks what a schema cannot
 * (exactly one id field, a date format's tokens), and its messages name the same JSON Pointers.
 */
export const DEFINITION_FILE_SCHEMA = {
  $schema: QUERY_SCHEMA_DIALECT,
  $id: "https://oneindex.dev/schemas/definition-file.schema.json",
  title: "OneIndex definition file",
  description:
    "A document definition (name, description, fields) and how the records of a data file become documents (source, dateFormat, generated, unknownFields).",
  type: "object",
  required: ["fields"],
  additionalProperties: false,
  properties: {
    $schema: { type: "string", description: "The address of this JSON Schema, for editors." },
    name: {
      type: "string",
      pattern: DOCUMENT_NAME_PATTERN.source,
      description: "The document type's name; the tool is called search_<name>.",
    },
    description: { type: "string", maxLength: 1024, description: "What the documents are, shown to the model in the tool description." },
    unknownFields: {
      enum: ["ignore", "reject"],
      default: "ignore",
      description:
        "What happens to a column or property of the data that no field reads: left out (ignore, named once on stderr) or the record rejected (reject).",
    },
    fields: {
      type: "object",
      description: "The fields by name, in order; exactly one of kind id.",
      minProperties: 1,
      maxProperties: 256,
      propertyNames: { pattern: FIELD_NAME_PATTERN.source },
      additionalProperties: { $ref: "#/$defs/field" },
    },
  },
  $defs: {
    field: {
      type: "object",
      required: ["kind"],
      additionalProperties: false,
      properties: {
        kind: {
          enum: [...FIELD_KINDS],
          description:
            "id, text (full text), keyword (exact string), integer, number, date (ISO 8601, or as dateFormat says), boolean, geoPoint, stored (returned, never queried).",
        },
        source: {
          description:
            "Where the value comes from: the name of a column or property (default: the field's own name), or for a geoPoint two columns of numbers.",
          anyOf: [
            { type: "string", minLength: 1 },
            {
              type: "object",
              required: ["lat", "lng"],
              additionalProperties: false,
              properties: { lat: { type: "string", minLength: 1 }, lng: { type: "string", minLength: 1 } },
            },
          ],
        },
        dateFormat: {
          type: "string",
          description:
            'For a date written otherwise than ISO 8601: YYYY year, MMMM/MMM month name, MM/M month, DD/D day, HH/H hour, mm minute, ss second, anything else literal ("MMM D YYYY" reads "Jun 12 1998").',
        },
        generated: { type: "boolean", description: "For the id: number the records 1, 2, 3 … in file order instead of reading a column." },
        type: { enum: ["string", "integer"], description: "For the id: the JSON type of identifiers (default string)." },
        idType: { enum: ["string", "integer"], description: "Another name of type." },
        array: {
          type: "boolean",
          description: "Whether a document may hold several values (a JSON array, or in a CSV cell values separated by |).",
        },
        filterable: {
          type: "boolean",
          description: "Whether filters and structured queries may use the field (always for id, text, keyword).",
        },
        sortable: {
          type: "boolean",
          description: "Whether results can be sorted by it (id, keyword, integer, number, date, boolean; not arrays).",
        },
        description: { type: "string", maxLength: 1024, description: "What the field holds, shown to the model." },
        analyzer: { enum: [...ANALYZERS], description: "For text: english (default; stems, drops stop words) or standard." },
        keyword: {
          type: "boolean",
          description:
            "For text: also index each whole value as <name>.keyword, a keyword field for exact filters, sorting and terms/cardinality counts (Elasticsearch's keyword sub-field).",
        },
      },
      allOf: [
        notWith("date", "dateFormat"),
        notWith("id", "generated"),
        notWith("id", "type"),
        notWith("id", "idType"),
        notWith("text", "analyzer"),
        notWith("text", "keyword"),
        { if: { properties: { kind: { const: "id" } }, required: ["kind"] }, then: { properties: { array: { const: false } } } },
        {
          if: { properties: { kind: { const: "stored" } }, required: ["kind"] },
          then: { properties: { filterable: { const: false }, sortable: { const: false } } },
        },
        { if: { properties: { generated: { const: true } }, required: ["generated"] }, then: { properties: { source: false } } },
      ],
    },
  },
} as const;
