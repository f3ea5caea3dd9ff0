import { pointerJoin } from "../document/definition-error.js";
import type { DocumentDefinition, FieldDefinition } from "../document/field-definition.js";
import { idFieldName } from "../document/field-uses.js";
import type { GeoPoint } from "../document/infer-document.js";
import { nearestName } from "../names/nearest-name.js";
import { describeValue } from "../values/describe-value.js";
import { isoDateProblem, isoDateToEpochMs } from "../values/iso-date.js";
import { documentProblem } from "./document-error.js";
import type { DocumentProblem, DocumentProblemCode } from "./document-error.js";
import type { DocumentRecord, FieldValues } from "./document-record.js";

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
    if (this.list.length >= MAX_DOCUMENT_PROBLEMS) return;
    this.list.push(
      documentProblem({
        index,
        path,
        code,
        ...(id === undefined ? {} : { id }),
        ...(expected === undefined ? {} : { expected }),
        ...(found === undefined ? {} : { found: describeValue(found) }),
      }),
    );
  }
}

/**
 * Checks a batch of documents against the definition and converts each to a {@link DocumentRecord}.
 * Checks everything before anything is changed: kinds, safe integers, finite numbers, real ISO dates
 * or valid `Date` objects, geo points in range, arrays only on array fields, no unknown properties,
 * an id on every document, no id twice in the batch. Never throws.
 */
export function checkDocuments(definition: DocumentDefinition | FieldNumbering, batch: unknown): BatchCheck {
  const table = numbering(definition);
  const problems = new Problems();
  if (!Array.isArray(batch)) {
    problems.add(0, undefined, "", "not-a-batch", undefined, batch);
    return { ok: false, problems: problems.list };
  }
  const records: DocumentRecord[] = [];
  const seen = new Set<string | number>();
  for (let i = 0; i < batch.length; i++) {
    const record = checkDocument(table, batch[i], i, problems);
    if (record === undefined) continue;
    if (seen.has(record.id)) problems.add(i, record.id, "", "duplicate-id");
    seen.add(record.id);
    records.push(record);
  }
  return problems.list.length === 0 ? { ok: true, records } : { ok: false, problems: problems.list };
}

/** Checks a batch of ids for `remove`: each of the id field's type, none twice. */
export function checkIds(definition: DocumentDefinition | FieldNumbering, ids: unknown): { readonly ok: true; readonly ids: (string | number)[] } | { readonly ok: false; readonly problems: DocumentProblem[] } {
  const table = numbering(definition);
  const problems = new Problems();
  if (!Array.isArray(ids)) {
    problems.add(0, undefined, "", "not-a-batch", undefined, ids);
    return { ok: false, problems: problems.list };
  }
  const out: (string | number)[] = [];
  const seen = new Set<string | number>();
  ids.forEach((value: unknown, i) => {
    const id = checkIdValue(table.definitions[table.idField]!, value, i, undefined, problems);
    if (id === undefined) return;
    if (seen.has(id)) problems.add(i, id, "", "duplicate-id");
    seen.add(id);
    out.push(id);
  });
  return problems.list.length === 0 ? { ok: true, ids: out } : { ok: false, problems: problems.list };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Checks an id value against the id field; returns the id or undefined (a problem was added at `key`'s path, or at "" without a key). */
function checkIdValue(field: FieldDefinition, value: unknown, index: number, key: string | undefined, problems: Problems | undefined): string | number | undefined {
  if (field.idType === "integer") {
    if (typeof value === "number" && Number.isSafeInteger(value)) return value;
    problems?.add(index, undefined, key === undefined ? "" : pointerJoin("", key), "invalid-id", "an integer id (a safe integer)", value);
    return undefined;
  }
  if (typeof value === "string") return value;
  problems?.add(index, undefined, key === undefined ? "" : pointerJoin("", key), "invalid-id", "a string id", value);
  return undefined;
}

function checkDocument(table: FieldNumbering, doc: unknown, index: number, problems: Problems): DocumentRecord | undefined {
  if (!isPlainObject(doc)) {
    problems.add(index, undefined, "", "not-an-object", undefined, doc);
    return undefined;
  }
  const before = problems.list.length;
  const idName = table.idName;
  let id: string | number | undefined;
  if (!Object.prototype.hasOwnProperty.call(doc, idName) || doc[idName] === undefined || doc[idName] === null) {
    problems.add(index, undefined, pointerJoin("", idName), "missing-id");
  } else {
    id = checkIdValue(table.definitions[table.idField]!, doc[idName], index, idName, problems);
  }
  const values: (FieldValues | undefined)[] = new Array<FieldValues | undefined>(table.names.length).fill(undefined);
  for (const key of Object.keys(doc)) {
    const number = table.numbers.get(key);
    if (number === undefined) {
      problems.add(index, id, pointerJoin("", key), "unknown-field", nearestName(key, table.names));
      continue;
    }
    if (number === table.idField) continue;
    const field = table.definitions[number]!;
    const raw = doc[key];
    if (raw === undefined || raw === null || field.kind === "stored") continue;
    if (Array.isArray(raw)) {
      if (!field.array) {
        problems.add(index, id, pointerJoin("", key), "not-an-array-field");
        continue;
      }
      // Sized up front: an engine may keep the array (multi-valued columns), and one grown by push
      // keeps spare capacity (17 slots for the first element).
      const out: unknown[] = new Array<unknown>(raw.length);
      let valid = 0;
      for (let j = 0; j < raw.length; j++) {
        const v = checkValue(field, raw[j], index, id, key, j, problems);
        if (v !== undefined) out[valid++] = v;
      }
      if (valid > 0 && valid === raw.length) values[number] = out as FieldValues;
    } else {
      const v = checkValue(field, raw, index, id, key, -1, problems);
      if (v !== undefined) values[number] = [v] as FieldValues;
    }
  }
  if (id === undefined || problems.list.length > before) return undefined;
  values[table.idField] = [id] as FieldValues;
  return { id, values, source: doc };
}

/** The JSON Pointer of a document's property `key`, or of its element `element` when that is ≥ 0 (made only for a problem). */
function valuePath(key: string, element: number): string {
  const path = pointerJoin("", key);
  return element < 0 ? path : pointerJoin(path, element);
}

/** Checks and converts one value of property `key` (element `element` of it, or -1 for a lone value). */
function checkValue(field: FieldDefinition, v: unknown, index: number, id: string | number | undefined, key: string, element: number, problems: Problems): string | number | boolean | GeoPoint | undefined {
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
      return v;
    case "number":
      if (typeof v !== "number") {
        problems.add(index, id, valuePath(key, element), "wrong-type", "a number", v);
        return undefined;
      }
      if (!Number.isFinite(v)) {
        problems.add(index, id, valuePath(key, element), "not-finite", "a finite number", v);
        return undefined;
      }
      return v;
    case "date": {
      if (v instanceof Date) {
        const t = v.getTime();
        if (Number.isFinite(t)) return t;
        problems.add(index, id, valuePath(key, element), "invalid-date", "a valid Date", "an invalid Date");
        return undefined;
      }
      if (typeof v !== "string") {
        problems.add(index, id, valuePath(key, element), "wrong-type", "an ISO 8601 date string or a Date", v);
        return undefined;
      }
      const t = isoDateToEpochMs(v);
      if (t === undefined) {
        problems.add(index, id, valuePath(key, element), "invalid-date", `a real ISO 8601 date (${isoDateProblem(v) ?? "invalid"})`, v);
        return undefined;
      }
      return t;
    }
    case "boolean":
      if (typeof v === "boolean") return v;
      problems.add(index, id, valuePath(key, element), "wrong-type", "true or false", v);
      return undefined;
    case "geoPoint": {
      if (!isPlainObject(v)) {
        problems.add(index, id, valuePath(key, element), "invalid-geo-point", "a point { lat, lng }", v);
        return undefined;
      }
      const extra = Object.keys(v).find((k) => k !== "lat" && k !== "lng");
      const lat = v["lat"];
      const lng = v["lng"];
      if (extra !== undefined || typeof lat !== "number" || typeof lng !== "number" || !(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
        problems.add(index, id, valuePath(key, element), "invalid-geo-point", "a point { lat: −90…90, lng: −180…180 } with no other properties", v);
        return undefined;
      }
      return { lat, lng };
    }
    case "id":
    case "stored":
      return undefined;
  }
}
