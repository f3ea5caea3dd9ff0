import { pointerJoin } from "../document/definition-error.js";
import type { DocumentDefinition, FieldDefinition } from "../document/field-definition.js";
import { idFieldName } from "../document/field-uses.js";
import { SCHEMA_FIELD_KINDS } from "../field-kinds/field-kinds.js";
import type { CheckedValue, SchemaFieldKind, ValueCheck } from "../field-kinds/field-kind.js";
import { nearestName } from "../names/nearest-name.js";
import { describeValue } from "../values/describe-value.js";
import { documentProblem } from "./document-error.js";
import type { DocumentProblem, DocumentProblemCode } from "./document-error.js";
import type { DocumentRecord, FieldValues } from "./document-record.js";
import { INVALID, isPlainObject, setOwn, thrownText, ValueReader } from "./json-data.js";

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
  return {
    names,
    numbers: new Map(names.map((n, i) => [n, i])),
    definitions: names.map((n) => doc.fields[n]!),
    idField: names.indexOf(idName),
    idName,
  };
}

function numbering(of: DocumentDefinition | FieldNumbering): FieldNumbering {
  return "fields" in of ? fieldNumbering(of) : of;
}

/** Most problems one {@link DocumentError} lists. */
export const MAX_DOCUMENT_PROBLEMS = 50;

/** The outcome of checking a batch: records when every document is valid, else the problems. */
export type BatchCheck =
  | { readonly ok: true; readonly records: DocumentRecord[] }
  | { readonly ok: false; readonly problems: DocumentProblem[] };

class Problems {
  readonly list: DocumentProblem[] = [];
  add(index: number, id: string | number | undefined, path: string, code: DocumentProblemCode, expected?: string, found?: unknown): void {
    this.addText(index, id, path, code, expected, found === undefined ? undefined : describeValue(found));
  }
  /** As {@link add}, with what was found already in words. */
  addText(
    index: number,
    id: string | number | undefined,
    path: string,
    code: DocumentProblemCode,
    expected?: string,
    found?: string,
  ): void {
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
  // The batch index of each record, kept once a document has failed (until then record k is document k).
  let at: number[] | undefined;
  try {
    if (!Array.isArray(batch)) {
      problems.add(0, undefined, "", "not-a-batch", undefined, batch);
      return { ok: false, problems: problems.list };
    }
    const length = batch.length;
    const state = batchState(problems, definition);
    for (; i < length; i++) {
      state.index = i;
      const record = checkDocument(table, batch[i], state);
      if (at === undefined && problems.list.length > 0) at = records.map((_, k) => k);
      if (record === undefined) continue;
      records.push(record);
      at?.push(i);
    }
  } catch (error) {
    // Reading the batch itself threw (a Proxy): document i could not be read.
    problems.addText(i, undefined, "", "unreadable", undefined, thrownText(error));
  }
  duplicateIds(records, at, problems);
  return problems.list.length === 0 ? { ok: true, records } : { ok: false, problems: problems.list };
}

/**
 * Adds a `duplicate-id` problem for every record whose id an earlier record has (`at`: each record's
 * batch index, when not its position), among the batch's other problems in document order. A sort
 * of the ids finds first whether any repeats: at a million ids it costs a fraction of a set of them.
 */
function duplicateIds(records: readonly DocumentRecord[], at: readonly number[] | undefined, problems: Problems): void {
  const ids = records.map((r) => r.id);
  if (!repeats(ids)) return;
  const others = problems.list.splice(0);
  const seen = new Set<string | number>();
  let o = 0;
  for (let k = 0; k < ids.length; k++) {
    const index = at === undefined ? k : at[k]!;
    while (o < others.length && others[o]!.index < index) problems.list.push(others[o++]!);
    if (seen.has(ids[k]!)) problems.add(index, ids[k], "", "duplicate-id");
    seen.add(ids[k]!);
  }
  while (o < others.length) problems.list.push(others[o++]!);
  problems.list.length = Math.min(problems.list.length, MAX_DOCUMENT_PROBLEMS);
}

/** Whether any id occurs twice: none when they ascend (one pass), else by a sort. */
function repeats(ids: readonly (string | number)[]): boolean {
  let ascending = true;
  for (let k = 1; k < ids.length && ascending; k++) ascending = ids[k - 1]! < ids[k]!;
  if (ascending) return false;
  const sorted = ids.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let k = 1; k < sorted.length; k++) if (sorted[k - 1] === sorted[k]) return true;
  return false;
}

/** Checks a batch of ids for `remove`: each of the id field's type, none twice. */
export function checkIds(
  definition: DocumentDefinition | FieldNumbering,
  ids: unknown,
): { readonly ok: true; readonly ids: (string | number)[] } | { readonly ok: false; readonly problems: DocumentProblem[] } {
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
function checkIdValue(
  field: FieldDefinition,
  value: unknown,
  index: number,
  key: string | undefined,
  problems: Problems | undefined,
): string | number | undefined {
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

/**
 * Makes the objects of a batch's copies: plain objects (their prototype is `Object.prototype`) made
 * by one constructor, so V8 sizes them to the properties they get and keeps them all in the object
 * (an object literal `{}` has room for four and puts the rest in a second, out-of-object array),
 * and objects given the same keys share one hidden class, frozen or not. A closure per definition,
 * not a `new Function` (a page's Content-Security-Policy may forbid that).
 */
function documentConstructor(definition: object): new () => Record<string, unknown> {
  let Document = CONSTRUCTORS.get(definition);
  if (Document === undefined) {
    Document = function (this: Record<string, unknown>) {} as unknown as new () => Record<string, unknown>;
    Document.prototype = Object.prototype;
    CONSTRUCTORS.set(definition, Document);
  }
  return Document;
}

/** One document constructor per definition or numbering (an index checks every batch with its own numbering), so batches share hidden classes. */
const CONSTRUCTORS = new WeakMap<object, new () => Record<string, unknown>>();

/** The state of checking a batch: a reader and a document's position and id, reused from one document to the next. */
function batchState(problems: Problems, definition: object): DocumentState {
  const state: DocumentState = {
    Document: documentConstructor(definition),
    index: 0,
    id: undefined,
    key: "",
    element: -1,
    sharedRaw: undefined,
    sharedElements: undefined,
    sharedCopy: undefined,
    problems,
    reader: undefined!,
    fail: (code, expected, found) => {
      problems.add(state.index, state.id, valuePath(state.key, state.element), code, expected, found);
      return undefined;
    },
  };
  state.reader = new ValueReader((p) => problems.addText(state.index, state.id, p.path, p.code, p.expected, p.found));
  return state;
}

/** What checking one document needs: where it is in the batch, its id once read, where problems go, and the reader (which knows the path being read). */
interface DocumentState extends ValueCheck {
  /** Makes each document's copy (see {@link documentConstructor}). */
  readonly Document: new () => Record<string, unknown>;
  index: number;
  id: string | number | undefined;
  /** The property whose value is being checked, and its element (-1 for a lone value): the path `fail` reports at. */
  key: string;
  element: number;
  /** The document's first valid array (reset per document), its elements as read, and its copy: see {@link readField}. */
  sharedRaw: unknown;
  sharedElements: readonly unknown[] | undefined;
  sharedCopy: readonly unknown[] | undefined;
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
  if (
    idDescriptor === undefined ||
    idDescriptor.enumerable !== true ||
    ("value" in idDescriptor && (idDescriptor.value === undefined || idDescriptor.value === null))
  ) {
    problems.add(index, undefined, pointerJoin("", idName), "missing-id");
  } else if ("value" in idDescriptor) {
    state.id = checkIdValue(table.definitions[table.idField]!, idDescriptor.value, index, idName, problems);
  }
  const id = state.id;
  const values: (FieldValues | undefined)[] = new Array<FieldValues | undefined>(table.names.length).fill(undefined);
  const source = new state.Document();
  state.sharedRaw = undefined;
  // One loop over the properties, not a visitor: no closure made per document.
  const keys = reader.keysOf(doc);
  if (keys === undefined) return undefined;
  const segments = reader.segments;
  for (let p = 0; p < keys.length; p++) {
    const key = keys[p]!;
    const number = table.numbers.get(key);
    // A sub-field (`title.keyword`) is indexed from its field's value, never given in a document.
    if (number === undefined || table.definitions[number]!.subFieldOf !== undefined) {
      problems.add(index, id, pointerJoin("", key), "unknown-field", nearestName(key, documentProperties(table)));
      continue;
    }
    if (number === table.idField && id !== undefined) {
      setOwn(source, key, id); // read above, through its descriptor
      continue;
    }
    segments.push(key);
    const raw = reader.property(doc, key);
    if (raw === INVALID) break;
    readField(table, state, number, key, raw, source, values);
    segments.pop();
  }
  if (id === undefined || problems.list.length > before) return undefined;
  Object.freeze(source);
  values[table.idField] = [id] as FieldValues;
  for (const [sub, parent] of subFieldsOf(table)) values[sub] = values[parent];
  return { id, values, source };
}

/**
 * Checks the value `raw` of property `key` (field `number`, on the reader's path) into `source` and
 * `values`. An array given as the value of two properties (`{ words: w, word: w }`) is read once
 * (the first valid array of a document is kept in `state.sharedRaw`) and copied once, both
 * properties then holding the one frozen copy (as `structuredClone` keeps such aliasing).
 */
function readField(
  table: FieldNumbering,
  state: DocumentState,
  number: number,
  key: string,
  raw: unknown,
  source: Record<string, unknown>,
  values: (FieldValues | undefined)[],
): void {
  const { index, problems, reader, id } = state;
  if (raw === undefined) return; // JSON drops it
  if (number === table.idField) {
    setOwn(source, key, id);
    return;
  }
  if (raw === null) {
    setOwn(source, key, null);
    return;
  }
  const field = table.definitions[number]!;
  const kind = SCHEMA_FIELD_KINDS[field.kind];
  state.key = key;
  if (field.kind === "stored") {
    const copy = reader.copy(raw, 2, true);
    if (copy !== undefined) setOwn(source, key, copy.value);
    return;
  }
  if (!Array.isArray(raw)) {
    state.element = -1;
    const v = kind.check(raw, state);
    if (v !== undefined) {
      setOwn(source, key, sourceForm(kind, raw, v));
      values[number] = [v] as FieldValues;
    }
    return;
  }
  if (!field.array) {
    problems.add(index, id, pointerJoin("", key), "not-an-array-field");
    return;
  }
  const shared = raw === state.sharedRaw;
  const elements = shared ? state.sharedElements : reader.elements(raw);
  if (elements === undefined) return;
  // Sized up front: an engine may keep the array (multi-valued columns), and one grown by push
  // keeps spare capacity (17 slots for the first element). A kind whose source form is the
  // checked value (text, keyword) keeps one array for both.
  const kept: unknown[] = new Array<unknown>(elements.length);
  const out: unknown[] = kind.sourceForm === undefined ? kept : new Array<unknown>(elements.length);
  const segments = reader.segments;
  let valid = 0;
  for (let j = 0; j < elements.length; j++) {
    segments.push(j);
    state.element = j;
    const v = kind.check(elements[j], state);
    segments.pop();
    if (v !== undefined) {
      kept[valid] = sourceForm(kind, elements[j], v);
      out[valid++] = v;
    }
  }
  if (valid !== elements.length) return;
  let copy: readonly unknown[] = kept;
  if (shared && sameElements(state.sharedCopy!, kept)) copy = state.sharedCopy!;
  else if (state.sharedRaw === undefined) {
    state.sharedRaw = raw;
    state.sharedElements = elements;
    state.sharedCopy = kept;
  }
  setOwn(source, key, Object.freeze(copy));
  if (valid > 0) values[number] = (out === kept ? copy : out) as FieldValues;
}

const SUB_FIELDS = new WeakMap<FieldNumbering, readonly (readonly [sub: number, parent: number])[]>();
const PROPERTIES = new WeakMap<FieldNumbering, readonly string[]>();

/** The sub-fields of a numbering with the number of the field each takes its values from (computed once per numbering). */
function subFieldsOf(table: FieldNumbering): readonly (readonly [number, number])[] {
  let pairs = SUB_FIELDS.get(table);
  if (pairs === undefined) {
    pairs = table.definitions.flatMap((f, i) => (f.subFieldOf === undefined ? [] : [[i, table.numbers.get(f.subFieldOf)!] as const]));
    SUB_FIELDS.set(table, pairs);
  }
  return pairs;
}

/** The names a document may hold: every field but sub-fields. */
function documentProperties(table: FieldNumbering): readonly string[] {
  let names = PROPERTIES.get(table);
  if (names === undefined) {
    names = table.names.filter((_, i) => table.definitions[i]!.subFieldOf === undefined);
    PROPERTIES.set(table, names);
  }
  return names;
}

/** The JSON Pointer of a document's property `key`, or of its element `element` when that is ≥ 0 (made only for a problem). */
function valuePath(key: string, element: number): string {
  const path = pointerJoin("", key);
  return element < 0 ? path : pointerJoin(path, element);
}

/** What a record's `source` keeps for a checked value: the kind's form (a date's ISO string), else the value as checked. */
function sourceForm(kind: SchemaFieldKind, given: unknown, value: CheckedValue): unknown {
  return kind.sourceForm === undefined ? value : kind.sourceForm(given, value);
}

/** True when two arrays hold the same elements (by `===`). */
function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
