import {
  DefinitionError,
  documentSchemaFromJSON,
  type DefinitionProblem,
  type DocumentDefinition,
  type FieldDefinition,
} from "@oneindex/schema";
import { describeValue, pointerJoin } from "@oneindex/schema/internal";
import { compileDateFormat, type DateFormat } from "../dates/date-format.js";
import { INGEST_MESSAGES } from "../messages.js";

/** What happens to a column or property the definition names no field for. */
export type UnknownFields = "ignore" | "reject";

/** The default of `unknownFields`: like Elasticsearch's `dynamic: false`, data the definition does not name is left out. */
export const DEFAULT_UNKNOWN_FIELDS: UnknownFields = "ignore";

/** A geo point read from two columns (or properties) of numbers. */
export interface GeoSource {
  readonly lat: string;
  readonly lng: string;
}

/** One field of a definition file and where its value comes from. */
export interface IngestField {
  /** The field's name in the definition. */
  readonly name: string;
  /** The field as the engine knows it. */
  readonly field: FieldDefinition;
  /** The column or property read (the field's own name unless the file says `source`); undefined for a generated id. */
  readonly source?: string | GeoSource;
  /** Whether the file wrote `source` (then a source no record has is a mistake, not an optional field). */
  readonly sourceWritten?: boolean;
  /** For a date field with a `dateFormat`: the compiled format. */
  readonly dateFormat?: DateFormat;
  /** For the id field: whether ids are generated (the record's number in the file, from 1). */
  readonly generated?: boolean;
}

/** A definition file read: the document definition the engine stores, and how records become documents. */
export interface IngestDefinition {
  /** The document definition (what a snapshot carries; without the file's ingestion properties). */
  readonly definition: DocumentDefinition;
  /** Every field a document holds, in definition order, with its source (keyword sub-fields are not: they follow their text field). */
  readonly fields: readonly IngestField[];
  /** What happens to data the definition names no field for. */
  readonly unknownFields: UnknownFields;
}

/** The definition file's own properties, beside the document definition's. */
const FILE_PROPERTIES = ["$schema", "unknownFields"] as const;
/** A field's ingestion properties, beside the field definition's. */
const FIELD_INGEST_PROPERTIES = ["source", "dateFormat", "generated"] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isGeoSource(value: unknown): value is GeoSource {
  return (
    isObject(value) &&
    Object.keys(value).length === 2 &&
    typeof value["lat"] === "string" &&
    value["lat"] !== "" &&
    typeof value["lng"] === "string" &&
    value["lng"] !== ""
  );
}

/**
 * Reads a definition file (a value or JSON text already parsed): a document definition (`name`,
 * `description`, `fields`) whose fields may also say where their values come from (`source`, a
 * column name or `{ lat, lng }` columns for a geo point), how a date is written (`dateFormat`), and
 * for the id, `generated: true`; and at the top, `unknownFields` and `$schema`. Throws
 * {@link DefinitionError} listing every problem, the definition's own and the file's.
 */
export function readDefinitionFile(json: unknown, name?: string): IngestDefinition {
  if (!isObject(json) || !isObject(json["fields"])) {
    // Nothing of the file's own to read: the definition's check says what is wrong.
    const definition = documentSchemaFromJSON(json, name);
    return plan(definition, new Map(), DEFAULT_UNKNOWN_FIELDS);
  }
  const problems: DefinitionProblem[] = [];
  const problem = (code: string, path: string, message: string) => problems.push({ code, path, message: `${path}: ${message}` });
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) if (!(FILE_PROPERTIES as readonly string[]).includes(key)) plain[key] = value;
  const schemaRef = json["$schema"];
  if (schemaRef !== undefined && typeof schemaRef !== "string")
    problem("bad-schema-ref", "/$schema", INGEST_MESSAGES.badSchemaRef(describeValue(schemaRef)));
  const unknownIn = json["unknownFields"];
  if (unknownIn !== undefined && unknownIn !== "ignore" && unknownIn !== "reject")
    problem("bad-unknown-fields", "/unknownFields", INGEST_MESSAGES.badUnknownFields(describeValue(unknownIn)));

  const fieldsIn = json["fields"] as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  const extras = new Map<string, { source?: string | GeoSource; dateFormat?: DateFormat; generated?: boolean }>();
  for (const [fieldName, fieldIn] of Object.entries(fieldsIn)) {
    const path = pointerJoin("/fields", fieldName);
    if (!isObject(fieldIn)) {
      fields[fieldName] = fieldIn;
      continue;
    }
    const rest: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fieldIn))
      if (!(FIELD_INGEST_PROPERTIES as readonly string[]).includes(key)) rest[key] = value;
    fields[fieldName] = rest;
    const kind = fieldIn["kind"];
    const extra: { source?: string | GeoSource; dateFormat?: DateFormat; generated?: boolean } = {};
    const generated = fieldIn["generated"];
    if (generated !== undefined) {
      if (typeof generated !== "boolean")
        problem("bad-generated", pointerJoin(path, "generated"), INGEST_MESSAGES.badGenerated(describeValue(generated)));
      else if (generated && kind !== "id") problem("bad-generated", pointerJoin(path, "generated"), INGEST_MESSAGES.generatedNotId);
      else if (generated && fieldIn["source"] !== undefined)
        problem("bad-generated", pointerJoin(path, "generated"), INGEST_MESSAGES.generatedWithSource);
      else if (generated) extra.generated = true;
    }
    const source = fieldIn["source"];
    if (source !== undefined) {
      if (isGeoSource(source)) {
        if (kind !== "geoPoint") problem("bad-source", pointerJoin(path, "source"), INGEST_MESSAGES.geoSourceNotGeo);
        else extra.source = { lat: source.lat, lng: source.lng };
      } else if (typeof source === "string" && source !== "") extra.source = source;
      else problem("bad-source", pointerJoin(path, "source"), INGEST_MESSAGES.badSource);
    }
    const format = fieldIn["dateFormat"];
    if (format !== undefined) {
      if (kind !== "date") problem("bad-date-format", pointerJoin(path, "dateFormat"), INGEST_MESSAGES.dateFormatNotDate);
      else if (typeof format !== "string")
        problem(
          "bad-date-format",
          pointerJoin(path, "dateFormat"),
          `"dateFormat" must be a string such as "MMM D YYYY", found ${describeValue(format)}`,
        );
      else {
        const compiled = compileDateFormat(format);
        if (typeof compiled === "string") problem("bad-date-format", pointerJoin(path, "dateFormat"), compiled);
        else extra.dateFormat = compiled;
      }
    }
    extras.set(fieldName, extra);
  }
  plain["fields"] = fields;
  let definition: DocumentDefinition | undefined;
  try {
    definition = documentSchemaFromJSON(plain, name);
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error;
    problems.unshift(...error.problems);
  }
  if (problems.length > 0 || definition === undefined) throw new DefinitionError(problems);
  return plan(definition, extras, (unknownIn as UnknownFields | undefined) ?? DEFAULT_UNKNOWN_FIELDS);
}

function plan(
  definition: DocumentDefinition,
  extras: ReadonlyMap<string, { source?: string | GeoSource; dateFormat?: DateFormat; generated?: boolean }>,
  unknownFields: UnknownFields,
): IngestDefinition {
  // A keyword sub-field (`title.keyword`) is fed from its text field's value: no column of its own.
  const held = Object.entries(definition.fields).filter(([, field]) => field.subFieldOf === undefined);
  const fields = held.map(([name, field]): IngestField => {
    const extra = extras.get(name) ?? {};
    if (extra.generated === true) return { name, field, generated: true };
    return {
      name,
      field,
      source: extra.source ?? name,
      ...(extra.source === undefined ? {} : { sourceWritten: true }),
      ...(extra.dateFormat === undefined ? {} : { dateFormat: extra.dateFormat }),
    };
  });
  return { definition, fields, unknownFields };
}

/** The ingestion of a plain document definition: every field read from the property of its own name. */
export function ingestDefinitionOf(
  definition: DocumentDefinition,
  unknownFields: UnknownFields = DEFAULT_UNKNOWN_FIELDS,
): IngestDefinition {
  return plan(definition, new Map(), unknownFields);
}
