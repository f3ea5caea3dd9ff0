import { pointerJoin } from "../document/definition-error.js";
import type { DocumentDefinition, FieldDefinition } from "../document/field-definition.js";
import { idFieldName } from "../document/field-uses.js";
import type { GeoPoint } from "../document/infer-document.js";
import { nearestName } from "../names/nearest-name.js";
import { describeValue } from "../values/describe-value.js";
import { ISO_DATE_WORDS, isoDateProblem, isoDateToEpochMs } from "../values/iso-date.js";
import { documentProblem } from "./document-error.js";
import type { DocumentProblem, DocumentProblemCode } from "./document-error.js";
import type { DocumentRecord, FieldValues } from "./document-record.js";
import { isPlainObject, thrownText, ValueReader } from "./json-data.js";

/** A definition's fields numbered in declaration order: what the checks index records by. An engine's own field table may stand in for it. */
export interface FieldNumbering {
  readonly names: readonly string[];
  readonly numbers: ReadonlyMap<string, number>;
  readonly definitions: readonly FieldDefinition[];
  readonly idField: number;
  readonly idName: string;
}

/** Numbers the fields of a definition in declaration order. */
export function fieldNumbering(doc: DocumentDefinition): FieldNumbering {
  const names = Object.keys(doc.fields);
  const idName = idFieldName(doc);
  return { names, numbers: new Map(names.map((n, i) => [n, i])), definitions: names.map((n) => doc.fields[n]!), idField: names.indexOf(idName), idName };
}

function numbering(of: DocumentDefinition | FieldNumbering): FieldNumbering {
  return "fields" in of ? fieldNumbering(of) : of;
}

/** Most problems one {@link DocumentError} lists. */
export const MAX_DOCUMENT_PROBLEMS = 50;

/** The outcome of checking a batch: records when every document is valid, else the problems. */
export type BatchCheck = { readonly ok: true; readonly records: DocumentRecord[] } | { readonly ok: false; readonly problems: DocumentProblem[] };

class Problems {
  readonly list: DocumentProblem[] = [];
  add(index: number, id: string | number | undefined, path: string, code: DocumentProblemCode, expected?: string, found?: unknown): void {
    this.addText(index, id, path, code, expected, found === undefined ? undefined : describeValue(found));
  }
  /** As {@link add}, with what was found already in words. */
  addText(index: number, id: string | number | undefined, path: string, code: DocumentProblemCode, expected?: string, found?: string): void {
    if (this.list.length >= MAX_DOCUMENT_PROBLEMS) return;
    this.list.push(
      documentProblem({
        index,
        path,
        code,
        ...(id === undefined ? {} : { id }),
        ...(expected === undefined ? {} : { expected }),
        ...(found === undefined ? {} : { found }),
      }),
    );
  }
}

/**
 * Checks a batch of documents against the definition and converts each to a {@link DocumentRecord}.
 * Checks everything before anything is changed: kinds, safe integers, finite numbers, real ISO dates
 * or valid `Date` objects (years 0000–9999), geo points in range, arrays only on array fields, no
 * unknown properties, an id on every document, no id twice in the batch, and that the document is
 * JSON data a snapshot can hold exactly (`json-data.ts`: stored values included, at most
 * `DOCUMENT_LIMITS.maxDepth` deep, no cycles, no getters). Each record's `source` is a copy
 * of its document made of plain JSON data, equal to what a snapshot gives back. Never throws: an
 * exception from a hostile value (a Proxy trap) is an `unreadable` problem.
 */
export function checkDocuments(definition: DocumentDefinition | FieldNumbering, batch: unknown): BatchCheck {
  const table = numbering(definition);
  const problems = new Problems();
  const records: DocumentRecord[] = [];
  let i = 0;
  try {
    if (!Array.isArray(batch)) {
      problems.add(0, undefined, "", "not-a-batch", undefined, batch);
      return { ok: false, problems: problems.list };
    }
    const seen = new Set<string | number>();
    const length = batch.length;
    const state = batchState(problems);
    for (; i < length; i++) {
      state.index = i;
      const record = checkDocument(table, batch[i], state);
      if (record === undefined) continue;
      if (seen.has(record.id)) problems.add(i, record.id, "", "duplicate-id");
      seen.add(record.id);
      records.push(record);
    }
  } catch (error) {
    // Reading the batch itself threw (a Proxy): document i could not be read.
    problems.addText(i, undefined, "", "unreadable", undefined, thrownText(error));
  }
  return problems.list.length === 0 ? { ok: true, records } : { ok: false, problems: problems.list };
}

/** Checks a batch of ids for `remove`: each of the id field's type, none twice. */
export function checkIds(definition: DocumentDefinition | FieldNumbering, ids: unknown): { readonly ok: true; readonly ids: (string | number)[] } | { readonly ok: false; readonly problems: DocumentProblem[] } {
  const table = numbering(definition);
  const problems = new Problems();
  const out: (string | number)[] = [];
  let i = 0;
  try {
    if (!Array.isArray(ids)) {
      problems.add(0, undefined, "", "not-a-batch", undefined, ids);
      return { ok: false, problems: problems.list };
    }
    const seen = new Set<string | number>();
    const length = ids.length;
    for (; i < length; i++) {
      const id = checkIdValue(table.definitions[table.idField]!, ids[i], i, undefined, problems);
      if (id === undefined) continue;
      if (seen.has(id)) problems.add(i, id, "", "duplicate-id");
      seen.add(id);
      out.push(id);
    }
  } catch (error) {
    problems.addText(i, undefined, "", "unreadable", undefined, thrownText(error));
  }
  return problems.list.length === 0 ? { ok: true, ids: out } : { ok: false, problems: problems.list };
}

/** Checks an id value against the id field; returns the id (`-0` as `0`) or undefined (a problem was added at `key`'s path, or at "" without a key). */
function checkIdValue(field: FieldDefinition, value: unknown, index: number, key: string | undefined, problems: Problems | undefined): string | number | undefined {
  if (field.idType === "integer") {
    if (typeof value === "number" && Number.isSafeInteger(value)) return value === 0 ? 0 : value;
    problems?.add(index, undefined, key === undefined ? "" : pointerJoin("", key), "invalid-id", "an integer id (a safe integer)", value);
    return undefined;
  }
  if (typeof value === "string") return value;
  problems?.add(index, undefined, key === undefined ? "" : pointerJoin("", key), "invalid-id", "a string id", value);
  return undefined;
}

/** Checks one document; an exception while reading it (a Proxy trap, …) becomes an `unreadable` problem at the path being read. */
function checkDocument(table: FieldNumbering, doc: unknown, state: DocumentState): DocumentRecord | undefined {
  const { index, problems, reader } = state;
  const before = problems.list.length;
  state.id = undefined;
  reader.reset();
  try {
    return readDocument(table, doc, state);
  } catch (error) {
    problems.list.length = before; // what was found before the exception is moot: the document cannot be read
    problems.addText(index, state.id, reader.path(), "unreadable", undefined, thrownText(error));
    return undefined;
  }
}

/** The state of checking a batch: a reader and a document's position and id, reused from one document to the next. */
function batchState(problems: Problems): DocumentState {
  const state: DocumentState = { index: 0, id: undefined, problems, reader: undefined! };
  state.reader = new ValueReader((p) => problems.addText(state.index, state.id, p.path, p.code, p.expected, p.found));
  return state;
}

/** What checking one document needs: where it is in the batch, its id once read, where problems go, and the reader (which knows the path being read). */
interface DocumentState {
  index: number;
  id: string | number | undefined;
  readonly problems: Problems;
  reader: ValueReader;
}

function readDocument(table: FieldNumbering, doc: unknown, state: DocumentState): DocumentRecord | undefined {
  const { index, problems, reader } = state;
  if (!isPlainObject(doc)) {
    problems.add(index, undefined, "", "not-an-object", undefined, doc);
    return undefined;
  }
  const before = problems.list.length;
  const idName = table.idName;
  // Read through its descriptor like every property: a getter is reported by the loop below.
  const idDescriptor = Object.getOwnPropertyDescriptor(doc, idName);
  if (idDescriptor === undefined || idDescriptor.enumerable !== true || ("value" in idDescriptor && (idDescriptor.value === undefined || idDescriptor.value === null))) {
    problems.add(index, undefined, pointerJoin("", idName), "missing-id");
  } else if ("value" in idDescriptor) {
    state.id = checkIdValue(table.definitions[table.idField]!, idDescriptor.value, index, idName, problems);
  }
  const id = state.id;
  const values: (FieldValues | undefined)[] = new Array<FieldValues | undefined>(table.names.length).fill(undefined);
  const source: Record<string, unknown> = {};
  reader.properties(doc, (key, raw) => {
    const number = table.numbers.get(key);
    if (number === undefined) {
      problems.add(index, id, pointerJoin("", key), "unknown-field", nearestName(key, table.names));
      return true;
    }
    if (raw === undefined) return true; // JSON drops it
    if (number === table.idField) {
      source[key] = id;
      return true;
    }
    if (raw === null) {
      source[key] = null;
      return true;
    }
    const field = table.definitions[number]!;
    if (field.kind === "stored") {
      const copy = reader.copy(raw, 2);
      if (copy !== undefined) source[key] = copy.value;
      return true;
    }
    if (Array.isArray(raw)) {
      if (!field.array) {
        problems.add(index, id, pointerJoin("", key), "not-an-array-field");
        return true;
      }
      const elements = reader.elements(raw);
      if (elements === undefined) return true;
      // Sized up front: an engine may keep the array (multi-valued columns), and one grown by push
      // keeps spare capacity (17 slots for the first element).
      const out: unknown[] = new Array<unknown>(elements.length);
      const kept: unknown[] = new Array<unknown>(elements.length);
      let valid = 0;
      for (let j = 0; j < elements.length; j++) {
        reader.segments.push(j);
        const v = checkValue(field, elements[j], key, j, state);
        reader.segments.pop();
        if (v !== undefined) {
          kept[valid] = storedForm(field, elements[j], v);
          out[valid++] = v;
        }
      }
      if (valid === elements.length) {
        source[key] = kept;
        if (valid > 0) values[number] = out as FieldValues;
      }
    } else {
      const v = checkValue(field, raw, key, -1, state);
      if (v !== undefined) {
        source[key] = storedForm(field, raw, v);
        values[number] = [v] as FieldValues;
      }
    }
    return true;
  });
  if (id === undefined || problems.list.length > before) return undefined;
  values[table.idField] = [id] as FieldValues;
  return { id, values, source };
}

/** The JSON Pointer of a document's property `key`, or of its element `element` when that is ≥ 0 (made only for a problem). */
function valuePath(key: string, element: number): string {
  const path = pointerJoin("", key);
  return element < 0 ? path : pointerJoin(path, element);
}

/** The earliest and latest instants a `Date` may hold: those whose ISO form has a 4-digit year, as the date pattern requires. */
const FIRST_DATE_MS = Date.parse("0000-01-01T00:00:00.000Z");
const LAST_DATE_MS = Date.parse("9999-12-31T23:59:59.999Z");
const getTime = Date.prototype.getTime;
const toISOString = Date.prototype.toISOString;

/** What a record's `source` keeps for a checked value: a date as its ISO string (a `Date` as `toISOString()`), every other value as checked. */
function storedForm(field: FieldDefinition, given: unknown, value: string | number | boolean | GeoPoint): unknown {
  if (field.kind === "date") return typeof given === "string" ? given : toISOString.call(new Date(value as number));
  return value;
}

/** Checks and converts one value of property `key` (element `element` of it, or -1 for a lone value). Numbers come back with `-0` as `0`, as JSON writes them. */
function checkValue(field: FieldDefinition, v: unknown, key: string, element: number, state: DocumentState): string | number | boolean | GeoPoint | undefined {
  const { index, id, problems } = state;
  switch (field.kind) {
    case "text":
    case "keyword":
      if (typeof v === "string") return v;
      problems.add(index, id, valuePath(key, element), "wrong-type", "a string", v);
      return undefined;
    case "integer":
      if (typeof v !== "number") {
        problems.add(index, id, valuePath(key, element), "wrong-type", "an integer", v);
        return undefined;
      }
      if (!Number.isInteger(v)) {
        problems.add(index, id, valuePath(key, element), "wrong-type", "an integer", v);
        return undefined;
      }
      if (!Number.isSafeInteger(v)) {
        problems.add(index, id, valuePath(key, element), "unsafe-integer", "an integer within ±(2^53 − 1) (larger values cannot be held exactly)", v);
        return undefined;
      }
      return v === 0 ? 0 : v;
    case "number":
      if (typeof v !== "number") {
        problems.add(index, id, valuePath(key, element), "wrong-type", "a number", v);
        return undefined;
      }
      if (!Number.isFinite(v)) {
        problems.add(index, id, valuePath(key, element), "not-finite", "a finite number", v);
        return undefined;
      }
      return v === 0 ? 0 : v;
    case "date": {
      if (v instanceof Date) {
        const t = getTime.call(v);
        if (Number.isFinite(t) && t >= FIRST_DATE_MS && t <= LAST_DATE_MS) return t;
        const what = Number.isFinite(t) ? `the Date ${toISOString.call(v)}` : "an invalid Date";
        problems.add(index, id, valuePath(key, element), "invalid-date", "a valid Date in the years 0000–9999 (UTC)", what);
        return undefined;
      }
      if (typeof v !== "string") {
        problems.add(index, id, valuePath(key, element), "wrong-type", "an ISO 8601 date string or a Date", v);
        return undefined;
      }
      const t = isoDateToEpochMs(v);
      if (t === undefined) {
        const why = isoDateProblem(v);
        // A string of the ISO shape names the part that does not exist; any other string the form expected (never "a real ISO date (not an ISO date)").
        const expected = why === undefined || why.startsWith("not an ISO") ? `${ISO_DATE_WORDS} (a date in another form needs a "dateFormat" in the definition file)` : `a real date (${why})`;
        problems.add(index, id, valuePath(key, element), "invalid-date", expected, v);
        return undefined;
      }
      return t;
    }
    case "boolean":
      if (typeof v === "boolean") return v;
      problems.add(index, id, valuePath(key, element), "wrong-type", "true or false", v);
      return undefined;
    case "geoPoint": {
      const path = valuePath(key, element);
      if (!isPlainObject(v)) {
        problems.add(index, id, path, "invalid-geo-point", "a point { lat, lng }", v);
        return undefined;
      }
      let lat: unknown;
      let lng: unknown;
      let extra = false;
      const read = state.reader.properties(v, (k, value) => {
        if (k === "lat") lat = value;
        else if (k === "lng") lng = value;
        else extra = true;
        return true;
      });
      if (!read) return undefined;
      if (extra || typeof lat !== "number" || typeof lng !== "number" || !(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
        problems.add(index, id, path, "invalid-geo-point", "a point { lat: −90…90, lng: −180…180 } with no other properties", v);
        return undefined;
      }
      return { lat: lat === 0 ? 0 : lat, lng: lng === 0 ? 0 : lng };
    }
    case "id":
    case "stored":
      return undefined;
  }
}
