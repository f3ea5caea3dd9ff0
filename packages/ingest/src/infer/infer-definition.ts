import type { FieldKind } from "@oneindex/schema";
import { MAX_FIELDS } from "@oneindex/schema/internal";
import { INGEST_MESSAGES } from "../messages.js";
import { INGEST_FIELD_KINDS } from "../field-kinds/field-kinds.js";
import { documentNameFor, fieldNameFor } from "../names/field-names.js";
import { flattenRecord } from "../convert/source-path.js";
import { ColumnProfile } from "./column-profile.js";

/** A field of a definition file, as `oneindex init` writes it. */
export interface DefinitionFileField {
  kind: FieldKind;
  source?: string | { lat: string; lng: string };
  type?: "string" | "integer";
  generated?: boolean;
  array?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  dateFormat?: string;
  description?: string;
  analyzer?: "english" | "standard";
  /** For text: also a keyword sub-field `<name>.keyword` (exact values, filters, sorting, counts). */
  keyword?: boolean;
}

/** A definition file as JSON data (the form the JSON Schema `definition-file.schema.json` describes). */
export interface DefinitionFileJson {
  $schema?: string;
  name: string;
  description?: string;
  unknownFields?: "ignore" | "reject";
  fields: Record<string, DefinitionFileField>;
}

/** Why a field got its kind, for the person who reviews the file. */
export interface InferredField {
  readonly name: string;
  readonly source: string | { lat: string; lng: string } | undefined;
  readonly kind: FieldKind;
  readonly reason: string;
  /** What the person reviewing the file should know beyond the kind (values that look like dates a format cannot read …). */
  readonly note?: string;
}

/** A limit the records went past, that the definition file written works around (and says how). */
export interface InferProblem {
  /** `too-many-fields`: more columns than a definition may hold fields; the first ones were kept. */
  readonly code: "too-many-fields";
  readonly message: string;
  /** The first column left out, and its position (0-based) among the columns in order of first appearance, so a reader can say on which line it first appeared. */
  readonly source: string;
  readonly column: number;
}

/** What {@link DefinitionInferrer.result} gives: the definition file and the reasons. */
export interface InferredDefinition {
  readonly file: DefinitionFileJson;
  readonly fields: readonly InferredField[];
  /** Records profiled. */
  readonly records: number;
  /** Limits the records went past; the file is valid all the same (it leaves out what did not fit, and says so here). */
  readonly problems: readonly InferProblem[];
  /** What the person should know before indexing (a type with no text field, say), worded in full. */
  readonly warnings: readonly string[];
}

/** Options of {@link DefinitionInferrer.result}. */
export interface InferResultOptions {
  /** The document type's name; default from `fileName`, else "Document". */
  readonly name?: string;
  /** The data file's name, for the default type name. */
  readonly fileName?: string;
  /** A `$schema` address written at the top, so editors complete the file. */
  readonly schema?: string;
}

/**
 * A string column is countable (a keyword, or a text field with a keyword sub-field) when its values
 * are this short on average and at most this long (Elasticsearch's dynamic mapping stops indexing
 * the keyword of a string past 256 characters); longer values are text only.
 */
const KEYWORD_MEAN_LENGTH = 50;
const KEYWORD_MAX_LENGTH = 256;
/**
 * A column repeats when it holds at most this share of distinct values, or at most twice the square
 * root of its values (4 distinct of 20 repeat; of 10,000 values, 200 distinct do anyway).
 */
const KEYWORD_DISTINCT_SHARE = 0.05;

/** Where a reason names the field's keyword sub-field, before the field has its name. */
const SUB_FIELD_NAME = "<name>";

/** Whether `distinct` values among `texts` repeat enough to be worth counting. */
function repeatsEnough(distinct: number | undefined, texts: number): boolean {
  if (distinct === undefined || distinct >= texts) return false;
  return distinct <= Math.max(1, KEYWORD_DISTINCT_SHARE * texts, 2 * Math.sqrt(texts));
}

const ID_NAME = /^(_?id|key|uuid|guid)$/i;
const ID_LIKE_NAME = /(^|[^a-z])(id|key|code)$|^(id|key|code)[^a-z]|[a-z]Id$/i;
const LAT_NAME = /^(lat|latitude)$/i;
const LNG_NAME = /^(lng|lon|long|longitude)$/i;

/** The kind of a column and why, or undefined for a column to leave as stored. */
function kindOf(p: ColumnProfile): { kind: FieldKind; array?: boolean; keyword?: boolean; dateFormat?: string; reason: string } {
  if (p.present === 0) return { kind: "stored", reason: "no values in the data" };
  if (p.arrays > 0) {
    if (p.arrays !== p.present || p.element === undefined) return { kind: "stored", reason: "arrays mixed with other values" };
    const element = kindOf(p.element);
    if (element.kind === "stored" || element.kind === "geoPoint" || element.array === true)
      return { kind: "stored", reason: "arrays of values that are not all of one kind" };
    return { ...element, array: true, reason: `arrays; ${element.reason}` };
  }
  if (p.objects > 0) {
    if (p.geoObjects === p.present) return { kind: "geoPoint", reason: "objects {lat, lng}" };
    return { kind: "stored", reason: "objects (returned with the hits, not searchable)" };
  }
  const count = `${p.present} values`;
  if (p.booleans === p.present || (p.numbers === 0 && p.booleanWords === p.texts))
    return { kind: "boolean", reason: `true/false (${count})` };
  if (p.decimals === p.texts) {
    if (p.leadingZeros > 0 && p.numbers < p.present)
      return { kind: "keyword", reason: `digits with leading zeros, a code rather than a number (${count})` };
    if (p.integers === p.texts) return { kind: "integer", reason: `whole numbers from ${p.min} to ${p.max} (${count})` };
    return { kind: "number", reason: `numbers from ${p.min} to ${p.max} (${count})` };
  }
  if (p.numbers === 0 && p.booleans === 0) {
    if (p.isoDates === p.texts) return { kind: "date", reason: `ISO 8601 dates (${count})` };
    const format = p.isoDates === 0 ? p.dateFormats?.[0] : undefined;
    if (format !== undefined) return { kind: "date", dateFormat: format.format, reason: `dates written as "${format.format}" (${count})` };
  }
  // Strings: a word search (`q`) reads text fields, exact filters, sorting and counts read keyword
  // ones. Short strings get both, as Elasticsearch's dynamic mapping gives every string a `keyword`
  // sub-field; codes that hardly repeat (ids, tail numbers) stay keywords; long values stay text.
  const mean = p.totalLength / Math.max(p.texts, 1);
  const distinct = p.distinctCount();
  const distinctWords = `${distinct === undefined ? "many" : distinct} distinct of ${count}`;
  const short = p.maxLength <= KEYWORD_MAX_LENGTH && mean <= KEYWORD_MEAN_LENGTH;
  const repeats = repeatsEnough(distinct, p.texts);
  if (short && p.withSpace === 0 && !repeats)
    return { kind: "keyword", reason: `short codes without spaces that hardly repeat (${distinctWords})` };
  if (short)
    return {
      kind: "text",
      keyword: true,
      reason: `and ${SUB_FIELD_NAME}.keyword for exact filters, sorting and counts: short values${repeats ? " that repeat" : ""} (${distinctWords})`,
    };
  return { kind: "text", reason: `text (${distinctWords}, ${Math.round(mean)} characters on average; too long to count)` };
}

/**
 * A note for a keyword column of 8-digit codes that read as MMDDHHmm (month, day, hour, minute:
 * `01010530`), as in flights-3m.csv: dates without a year, which no date format can read, so they
 * stay codes; the person reviewing the file should know why.
 */
function dateLikeNote(p: ColumnProfile): string | undefined {
  const digits = p.texts > 0 && p.integers === p.texts && p.maxLength === 8 && p.totalLength === 8 * p.texts;
  if (!digits || p.min < 1_010_000 || p.max > 12_312_359) return undefined;
  return INGEST_MESSAGES.yearlessDates("MMDDHHmm");
}

/**
 * Infers a definition file from records as a data file holds them (CSV rows keyed by the header,
 * JSON objects), fed one at a time so a file of any size can be profiled in bounded memory (apart
 * from the values of a column that may still be an id). Each column gets a kind: boolean, integer
 * or number when every value is one (digits with leading zeros stay keyword codes), date when every
 * value is an ISO 8601 date or fits one of {@link DATE_FORMAT_CANDIDATES} (declared as the field's
 * `dateFormat`); a string column is text with a keyword sub-field when its values are short (word
 * search and exact filters, sorting, counts), a keyword when they are codes without spaces that
 * hardly repeat, text alone when they are long, geoPoint for `{lat, lng}` objects and for a pair of latitude/longitude columns (added
 * as `location`, the columns kept too), stored for objects and mixed arrays. The id is a column
 * named like one (or holding short codes without spaces) whose values are all present and distinct,
 * else generated. Field names are sanitised (`"US Gross"` → `US_Gross`), with `source` keeping the
 * column's name. Browser-safe: no Node APIs.
 */
export class DefinitionInferrer {
  private readonly columns = new Map<string, ColumnProfile>();
  private count = 0;

  /** Records profiled so far. */
  get records(): number {
    return this.count;
  }

  /** Profiles one record (anything but an object is skipped); nested objects are profiled as dotted columns (`"properties.place"`, see {@link flattenRecord}). */
  add(record: unknown): void {
    if (typeof record !== "object" || record === null || Array.isArray(record)) return;
    this.count++;
    for (const [key, value] of flattenRecord(record as Record<string, unknown>)) {
      let column = this.columns.get(key);
      if (column === undefined) this.columns.set(key, (column = new ColumnProfile(key)));
      column.add(value);
    }
  }

  /** The definition file for what was profiled. */
  result(options: InferResultOptions = {}): InferredDefinition {
    const taken = new Set<string>();
    const decided = [...this.columns.values()].map((p) => ({ p, decision: kindOf(p) }));
    const idCandidates = decided.filter(
      ({ p, decision }) =>
        p.unique &&
        p.present === this.count &&
        this.count > 0 &&
        decision.array !== true &&
        (decision.kind === "keyword" ||
          (decision.kind === "integer" && ID_LIKE_NAME.test(p.source)) ||
          (decision.kind === "integer" && ID_NAME.test(p.source))),
    );
    const id =
      idCandidates.find(({ p }) => ID_NAME.test(p.source)) ?? idCandidates.find(({ p }) => ID_LIKE_NAME.test(p.source)) ?? idCandidates[0];
    const names = new Map<ColumnProfile, string>();
    if (id !== undefined) names.set(id.p, fieldNameFor(id.p.source, taken));
    for (const { p } of decided) if (p !== id?.p) names.set(p, fieldNameFor(p.source, taken));

    const fields: Record<string, DefinitionFileField> = {};
    const reasons: InferredField[] = [];
    const sourceOf = (name: string, source: string) => (name === source ? {} : { source });
    if (id === undefined) {
      const name = fieldNameFor("id", taken);
      fields[name] = { kind: "id", type: "integer", generated: true };
      reasons.push({
        name,
        source: undefined,
        kind: "id",
        reason: "no column is present and distinct in every record: ids are generated (1, 2, 3 … in file order)",
      });
    } else {
      const name = names.get(id.p)!;
      const integer = id.decision.kind === "integer";
      fields[name] = { kind: "id", ...sourceOf(name, id.p.source), ...(integer ? { type: "integer" } : {}) };
      reasons.push({
        name,
        source: id.p.source,
        kind: "id",
        reason: `present and distinct in every record (${id.decision.kind === "integer" ? "whole numbers" : "codes"})`,
      });
    }
    for (const { p, decision } of decided) {
      if (p === id?.p) continue;
      const name = names.get(p)!;
      const field: DefinitionFileField = { kind: decision.kind, ...sourceOf(name, p.source) };
      if (decision.array === true) field.array = true;
      if (decision.keyword === true) field.keyword = true;
      if (decision.dateFormat !== undefined) field.dateFormat = decision.dateFormat;
      const inferred = INGEST_FIELD_KINDS[decision.kind].inferred;
      if (inferred.filterable) field.filterable = true;
      if (decision.array !== true && inferred.sortable) field.sortable = true;
      fields[name] = field;
      const note = decision.kind === "keyword" ? dateLikeNote(p) : undefined;
      const reason = decision.reason.replace(SUB_FIELD_NAME, name);
      reasons.push({ name, source: p.source, kind: decision.kind, reason, ...(note === undefined ? {} : { note }) });
    }
    const lat = decided.find(
      ({ p, decision }) =>
        LAT_NAME.test(p.source) && (decision.kind === "number" || decision.kind === "integer") && p.min >= -90 && p.max <= 90,
    );
    const lng = decided.find(
      ({ p, decision }) =>
        LNG_NAME.test(p.source) && (decision.kind === "number" || decision.kind === "integer") && p.min >= -180 && p.max <= 180,
    );
    if (lat !== undefined && lng !== undefined) {
      const name = fieldNameFor("location", taken);
      const source = { lat: lat.p.source, lng: lng.p.source };
      fields[name] = { kind: "geoPoint", source, filterable: true };
      reasons.push({ name, source, kind: "geoPoint", reason: `a point from the columns "${lat.p.source}" and "${lng.p.source}"` });
    }
    const problems: InferProblem[] = [];
    if (reasons.length > MAX_FIELDS) {
      // The id comes first, then the columns in order: the first MAX_FIELDS are kept, the rest left to "unknownFields": "ignore".
      const left = reasons.splice(MAX_FIELDS);
      for (const f of left) delete fields[f.name];
      const first = left.find((f) => typeof f.source === "string") ?? left[0]!;
      const source = typeof first.source === "string" ? first.source : first.name;
      const column = [...this.columns.keys()].indexOf(source);
      problems.push({
        code: "too-many-fields",
        message: INGEST_MESSAGES.tooManyFields(MAX_FIELDS + left.length, MAX_FIELDS, source, left.length - 1),
        source,
        column,
      });
    }
    const file: DefinitionFileJson = {
      ...(options.schema === undefined ? {} : { $schema: options.schema }),
      name: options.name ?? (options.fileName === undefined ? "Document" : documentNameFor(options.fileName)),
      unknownFields: "ignore",
      fields,
    };
    const warnings = reasons.some((r) => r.kind === "text") || this.count === 0 ? [] : [INGEST_MESSAGES.noTextField(file.name)];
    return { file, fields: reasons, records: this.count, problems, warnings };
  }

  /** Columns (and properties) seen so far. */
  get columnCount(): number {
    return this.columns.size;
  }
}

/** Infers a definition file from records at hand (see {@link DefinitionInferrer}). */
export function inferDefinition(records: Iterable<unknown>, options: InferResultOptions = {}): InferredDefinition {
  const inferrer = new DefinitionInferrer();
  for (const record of records) inferrer.add(record);
  return inferrer.result(options);
}
