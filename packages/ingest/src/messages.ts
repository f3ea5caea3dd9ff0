import { describeValue } from "@oneindex/schema/internal";
import type { Delimiter } from "./data-text/delimited.js";

/** The wording of every problem this package reports: definition files, data texts and record conversion. */
export const INGEST_MESSAGES = {
  /** `init` inferred no text field: a word search (`q`) would find nothing. */
  noTextField: (name: string) =>
    `${name} has no text field, so a word search (q) finds nothing: every string column holds codes; make one "kind": "text" (with "keyword": true to keep exact filters and counts) if people search it by words`,
  /** A value a declared date format could not read (`why` says which part failed). */
  notInDateFormat: (format: string, example: string, value: unknown, why: string) =>
    `expected a date written as ${JSON.stringify(format)} (such as ${JSON.stringify(example)}), found ${describeValue(value)}: ${why}`,
  /** A geo point read from two columns, one of them missing or not a number. */
  geoColumns: (lat: string, lng: string, value: unknown) =>
    `expected numbers in the columns ${JSON.stringify(lat)} (latitude) and ${JSON.stringify(lng)} (longitude), found ${describeValue(value)}`,
  /** A field of the data that the definition does not name, with `"unknownFields": "reject"`. */
  unknownField: (source: string, near: string | undefined) =>
    `the definition has no field for ${JSON.stringify(source)}${near === undefined ? "" : ` (did you mean "${near}"?)`}; add one, or set "unknownFields": "ignore" in the definition file`,
  /** A field whose source no record has. */
  unmatchedSource: (source: string, near: string | undefined) =>
    `no record has ${JSON.stringify(source)}${near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`}, so the field would be empty in every document; fix its "source" (a column or property name, or a dotted path such as "properties.place")`,
  /** The stderr note listing the source names that were ignored. */
  ignoredSources: (names: readonly string[], more: number) =>
    `ignored what the definition names no field for: ${names.map((n) => JSON.stringify(n)).join(", ")}${more > 0 ? ` and ${more} more` : ""} (add fields for them, or set "unknownFields": "reject" to refuse such records)`,
  /** A column of codes that read as dates without a year (`01010530` as MMDDHHmm). */
  yearlessDates: (format: string) =>
    `the values read as dates written ${format} with no year, which a date field cannot hold, so they stay keyword codes (exact values; fixed width, so they sort in time order within the year); to filter by time, write the year into them and declare a "dateFormat"`,
  /** `init` over a file with more columns than a definition may hold fields. */
  tooManyFields: (fields: number, max: number, first: string, more: number) =>
    `the data has ${fields} fields, more than the ${max} a definition may hold: the definition keeps the first ${max}, and leaves out ${JSON.stringify(first)}${more > 0 ? ` and the ${more} after it` : ""} ("unknownFields": "ignore" skips them when indexing); to keep others, swap fields in the definition`,
  generatedNotId: `only the id field can be "generated"`,
  generatedWithSource: `a generated id has no "source"; remove one of them`,
  dateFormatNotDate: `only a date field has a "dateFormat"`,
  geoSourceNotGeo: `a source of the form {"lat", "lng"} is only for a geoPoint field`,
  badSource: `"source" must be the name of a column or property (a non-empty string), or {"lat": "…", "lng": "…"} for a geoPoint field`,
  badUnknownFields: (found: string) => `"unknownFields" must be "ignore" or "reject", found ${found}`,
  badSchemaRef: (found: string) => `"$schema" must be a string (the address of the definition file's JSON Schema), found ${found}`,
  badGenerated: (found: string) => `"generated" must be true or false, found ${found}`,
  jsonNotArray:
    'a .json data file must hold an array of documents or be a GeoJSON FeatureCollection (or an object with one array of documents, such as {"data": [...]}; write the records as a JSON array, or one a line in .ndjson)',
  jsonSeveralArrays: (keys: readonly string[]) =>
    `a .json data file must hold an array of documents or be a GeoJSON FeatureCollection; this object holds ${keys.length} arrays of documents (${keys.map((k) => JSON.stringify(k)).join(", ")}): write the one to index as a JSON array of its own, or one a line in .ndjson`,
  notFeature: 'not a GeoJSON Feature (an object with "type": "Feature")',
  featureProperties: 'the feature\'s "properties" is not an object',
  notJsonLine: (column: number, message: string) => message.replace(/^not valid JSON:/, `not valid JSON at column ${column}:`),
  /** A delimited text csv-parse could not read (an open quote …), CSV or TSV by its separator. */
  notDelimited: (delimiter: Delimiter, message: string) =>
    `not valid ${delimiter === "\t" ? "TSV" : delimiter === "," ? "CSV" : `CSV (separated by "${delimiter}")`}: ${message}`,
  noRecords: "the file holds no records (an empty file, only a header row, or an empty array)",
  csvRepeatedColumn: (name: string, first: number, again: number) =>
    `the header row names "${name}" twice (column ${first} and column ${again})`,
  csvColumnCount: (cells: number, columns: number) => `has ${cells} columns, the header has ${columns}`,
  badComment: (comment: string) =>
    `the comment character must be one ASCII mark such as "#" or ";" (not a letter, digit, space, quote, comma or tab), found ${JSON.stringify(comment)}`,
} as const;
