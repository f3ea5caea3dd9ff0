import { describeValue } from "@oneindex/schema/internal";

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
  /** The stderr note listing the source names that were ignored. */
  ignoredSources: (names: readonly string[], more: number) =>
    `ignored what the definition names no field for: ${names.map((n) => JSON.stringify(n)).join(", ")}${more > 0 ? ` and ${more} more` : ""} (add fields for them, or set "unknownFields": "reject" to refuse such records)`,
  generatedNotId: `only the id field can be "generated"`,
  generatedWithSource: `a generated id has no "source"; remove one of them`,
  dateFormatNotDate: `only a date field has a "dateFormat"`,
  geoSourceNotGeo: `a source of the form {"lat", "lng"} is only for a geoPoint field`,
  badSource: `"source" must be the name of a column or property (a non-empty string), or {"lat": "…", "lng": "…"} for a geoPoint field`,
  badUnknownFields: (found: string) => `"unknownFields" must be "ignore" or "reject", found ${found}`,
  badSchemaRef: (found: string) => `"$schema" must be a string (the address of the definition file's JSON Schema), found ${found}`,
  badGenerated: (found: string) => `"generated" must be true or false, found ${found}`,
  jsonNotArray: "a .json data file must hold an array of documents",
  notJsonLine: (column: number, message: string) => message.replace(/^not valid JSON:/, `not valid JSON at column ${column}:`),
  notCsv: (message: string) => `not valid CSV: ${message}`,
  noRecords: "the file holds no records (an empty file, only a header row, or an empty array)",
  csvUnnamedColumn: (column: number) => `column ${column} of the header row has no name`,
  csvRepeatedColumn: (name: string, first: number, again: number) =>
    `the header row names "${name}" twice (column ${first} and column ${again})`,
  csvColumnCount: (cells: number, columns: number) => `has ${cells} columns, the header has ${columns}`,
} as const;
