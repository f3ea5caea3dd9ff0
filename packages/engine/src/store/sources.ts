import type { DocumentRecord } from "@oneindex/schema/internal";
import type { FieldTable } from "./field-table.js";
import { growUint32 } from "./growable.js";
import type { FieldStore } from "./index-state.js";

/** How one property of a document comes back: the id, `null`, a string or strings its field's values hold, or the value kept as given. */
const ID = 0;
const NULL = 1;
const STRING = 2;
const STRINGS = 3;
const KEPT = 4;

/** One document shape: its properties in order, each with its field number and how it comes back. */
interface Shape {
  readonly keys: readonly string[];
  readonly fields: Int32Array;
  readonly forms: Uint8Array;
}

/**
 * The documents as given (each record's `source`, the checked JSON copy `get` and hits return),
 * held without a copy per document (issue 35): a document is its shape (its keys in order, and for
 * each whether it is the id, `null`, or a text or keyword value) plus the values no field
 * structure holds exactly, kept end to end in one list. Text and keyword values, which the field's
 * {@link StringValues} keeps anyway, come back from there; so does the id. A document of strings
 * (WordNet's synsets) costs 4 bytes here instead of an object and an array per array field (about
 * 200 bytes). {@link documentOf} builds a fresh object on each call (kept values shared).
 */
export class Sources {
  /** Per doc, its shape number + 1 (0: none, or deleted). */
  private shapeOf: Uint32Array = new Uint32Array(16);
  private readonly shapes: Shape[] = [];
  private readonly byKey = new Map<string, number>();
  /** Values kept as given, every doc's end to end: doc d's are kept[keptStart[d] .. keptStart[d + 1]). Made on the first. */
  private readonly kept: unknown[] = [];
  private keptStart: Uint32Array | undefined;
  /** Docs added (the next doc number expected). */
  private docs = 0;
  /** The forms of the document being added (scratch). */
  private forms = new Uint8Array(16);
  private fields = new Int32Array(16);

  constructor(
    private readonly table: FieldTable,
    private readonly stores: readonly FieldStore[],
  ) {}

  /** Records `record`'s source as doc `doc` (after every doc added before), after its values went into the stores. */
  add(doc: number, record: DocumentRecord): void {
    const source = record.source;
    const keys = Object.keys(source);
    if (keys.length > this.forms.length) {
      this.forms = new Uint8Array(keys.length * 2);
      this.fields = new Int32Array(keys.length * 2);
    }
    let keeps = 0;
    for (let i = 0; i < keys.length; i++) {
      const f = this.table.numbers.get(keys[i]!) ?? -1;
      const form = formOf(f, source[keys[i]!], record, this.table, this.stores);
      this.fields[i] = f;
      this.forms[i] = form;
      if (form === KEPT) keeps++;
    }
    this.shapeOf = growUint32(this.shapeOf, doc + 1);
    this.shapeOf[doc] = this.shapeNumber(keys) + 1;
    if (keeps > 0 || this.keptStart !== undefined) {
      let starts = this.keptStart;
      if (starts === undefined) starts = new Uint32Array(Math.max(16, doc + 2));
      starts = this.keptStart = growUint32(starts, doc + 2);
      const end = this.kept.length;
      while (this.docs < doc) starts[++this.docs] = end;
      for (let i = 0; i < keys.length; i++) if (this.forms[i] === KEPT) this.kept.push(source[keys[i]!]);
      starts[doc + 1] = this.kept.length;
    }
    this.docs = doc + 1;
  }

  /** The shape of the document being added (its keys, and the forms and fields in scratch), made once per distinct shape. */
  private shapeNumber(keys: readonly string[]): number {
    const last = this.shapes.length - 1;
    if (last >= 0 && this.sameShape(this.shapes[last]!, keys)) return last;
    let id = "";
    for (let i = 0; i < keys.length; i++) id += `${this.forms[i]}${keys[i]}\u0000`;
    const known = this.byKey.get(id);
    if (known !== undefined) return known;
    const shape = { keys, fields: this.fields.slice(0, keys.length), forms: this.forms.slice(0, keys.length) };
    this.shapes.push(shape);
    this.byKey.set(id, this.shapes.length - 1);
    // The last shape is tried first: keep the one just made last (it is already).
    return this.shapes.length - 1;
  }

  private sameShape(shape: Shape, keys: readonly string[]): boolean {
    if (shape.keys.length !== keys.length) return false;
    for (let i = 0; i < keys.length; i++) if (shape.keys[i] !== keys[i] || shape.forms[i] !== this.forms[i]) return false;
    return true;
  }

  /** Whether doc `doc` has a source (added and not deleted). */
  has(doc: number): boolean {
    return doc < this.docs && this.shapeOf[doc] !== 0;
  }

  /** Drops a deleted doc's source (its kept values are released; its string values are the stores'). */
  clear(doc: number): void {
    if (!this.has(doc)) return;
    this.shapeOf[doc] = 0;
    const starts = this.keptStart;
    if (starts !== undefined) this.kept.fill(undefined, starts[doc]!, starts[doc + 1]!);
  }

  /** Doc `doc`'s source as a fresh object (its kept values shared), or undefined when it has none. Read before the stores forget a deleted doc. */
  documentOf(doc: number, id: string | number): Readonly<Record<string, unknown>> | undefined {
    if (!this.has(doc)) return undefined;
    const shape = this.shapes[this.shapeOf[doc]! - 1]!;
    const out: Record<string, unknown> = {};
    let k = this.keptStart === undefined ? 0 : this.keptStart[doc]!;
    for (let i = 0; i < shape.keys.length; i++) {
      const key = shape.keys[i]!;
      switch (shape.forms[i]) {
        case ID:
          out[key] = id;
          break;
        case NULL:
          out[key] = null;
          break;
        case STRING:
          out[key] = stringsOf(this.stores[shape.fields[i]!]!, doc)?.[0];
          break;
        case STRINGS:
          out[key] = stringsOf(this.stores[shape.fields[i]!]!, doc) ?? [];
          break;
        default:
          out[key] = this.kept[k++];
      }
    }
    return out;
  }
}

/** The values of a text or keyword field's doc, as its {@link StringValues} holds them. */
function stringsOf(store: FieldStore, doc: number): readonly string[] | undefined {
  return store.kind === "terms" ? store.values?.of(doc) : undefined;
}

/**
 * How property `value` of field `f` comes back: from the store only when the store holds exactly
 * it (checked here, so a source form a store does not keep, such as a date's string, is kept).
 */
function formOf(f: number, value: unknown, record: DocumentRecord, table: FieldTable, stores: readonly FieldStore[]): number {
  if (f === table.idField && value === record.id) return ID;
  if (value === null) return NULL;
  const store = stores[f];
  if (store?.kind !== "terms" || store.values === undefined) return KEPT;
  const held = record.values[f] as readonly unknown[] | undefined;
  if (typeof value === "string") return !table.definitions[f]!.array && held?.length === 1 && held[0] === value ? STRING : KEPT;
  if (!Array.isArray(value) || !table.definitions[f]!.array) return KEPT;
  if (value.length === 0) return held === undefined ? STRINGS : KEPT;
  if (held === undefined || held.length !== value.length) return KEPT;
  for (let i = 0; i < value.length; i++) if (held[i] !== value[i]) return KEPT;
  return STRINGS;
}
