import type { WorkCharge } from "../query/budget/work-budget.js";
import { growUint32 } from "./growable.js";

/** Where the index keeps its documents (frozen JSON copies), by internal doc, `undefined` once deleted: an array it may replace, so read through its holder. */
export interface Documents {
  readonly sources: readonly (Readonly<Record<string, unknown>> | undefined)[];
}

/**
 * The checked string values of one text or keyword field, per internal doc: what highlights,
 * keyword sort keys, deletes (the terms to take out of `df`) and compaction read.
 *
 * Read from the documents when they hold them (issue 35): the index keeps each document as the
 * frozen JSON copy `checkDocuments` made, whose property is the very string, or the very frozen
 * array, these values are, so a second list of them would only double the references. A caller
 * changing its own object after `add` changes neither (the copy is not its object), and nobody can
 * change the copy. {@link readFrom} turns this on; a record whose source does not hold its values
 * as they are (never from `checkDocuments`) turns it off for good, the values read so far copied.
 *
 * Otherwise (a sortable field, whose sort reads a value per match) laid out to cost a slot per value
 * rather than an array per document: a single-valued field keeps one array slot per doc; an array
 * field keeps every doc's values end to end in one array and each doc's start in a `Uint32Array`.
 * Docs are set in increasing doc order, each exactly once.
 */
export class StringValues {
  /** Single-valued: the value of doc d at [d]. Array field: every doc's values end to end. */
  private readonly flat: (string | undefined)[] = [];
  /** Array field only: doc d's values are flat[starts[d] .. starts[d + 1]). */
  private starts: Uint32Array | undefined;
  /** Docs set so far (the next doc number expected). */
  private docs = 0;
  /** When the values are read from the documents: the documents and the field's property. */
  private documents: Documents | undefined;
  private key = "";

  constructor(readonly array: boolean) {
    if (array) this.starts = new Uint32Array(16);
  }

  /** Reads the values from property `key` of `documents`' list (filled before each {@link set}) instead of keeping them. Before any doc is set. */
  readFrom(documents: Documents, key: string): void {
    if (this.docs > 0) throw new Error("StringValues.readFrom after values were set");
    this.documents = documents;
    this.key = key;
    this.starts = undefined;
  }

  /** Whether the values are read from the documents. */
  get fromDocuments(): boolean {
    return this.documents !== undefined;
  }

  /** Doc `doc`'s property as the documents hold it: a string, a frozen array of strings, or nothing. */
  private held(doc: number): string | readonly string[] | undefined {
    const v = this.documents!.sources[doc]?.[this.key];
    return typeof v === "string" || Array.isArray(v) ? (v as string | readonly string[]) : undefined;
  }

  /** Records the values of `doc` (not before any doc already set); `undefined` when it has none. */
  set(doc: number, values: readonly string[] | undefined): void {
    if (this.documents !== undefined) {
      const held = this.held(doc);
      const same =
        values === undefined
          ? held === undefined || (Array.isArray(held) && held.length === 0)
          : this.array
            ? held === values
            : held === values[0];
      if (same) {
        this.docs = doc + 1;
        return;
      }
      this.keepOwn();
    }
    const flat = this.flat;
    const starts = this.starts;
    if (starts === undefined) {
      while (this.docs < doc) flat[this.docs++] = undefined;
      flat[this.docs++] = values?.[0];
      return;
    }
    const grown = (this.starts = growUint32(starts, doc + 2));
    const end = flat.length;
    while (this.docs < doc) grown[++this.docs] = end;
    if (values !== undefined) for (let i = 0; i < values.length; i++) flat.push(values[i]);
    grown[++this.docs] = flat.length;
  }

  /** Stops reading the documents: the values of the docs set so far are copied into this list's own layout. */
  private keepOwn(): void {
    const docs = this.docs;
    const values: (readonly string[] | undefined)[] = [];
    for (let d = 0; d < docs; d++) values.push(this.of(d));
    this.documents = undefined;
    this.docs = 0;
    if (this.array) this.starts = new Uint32Array(Math.max(16, docs + 2));
    for (let d = 0; d < docs; d++) this.set(d, values[d]);
  }

  /** Single-valued fields: each doc's value as a dense ordinal into {@link ordinalTerms} (-1: none), built lazily for the docs set so far. */
  private ords: Int32Array | undefined;
  private readonly ordTerms: string[] = [];
  private readonly ordOf = new Map<string, number>();
  /** Docs whose ordinal is set. */
  private ordDocs = 0;

  /**
   * For a single-valued field, each doc's value as an ordinal (`-1` when it has none) and the
   * values by ordinal: a column derived from these values the first time a `terms` aggregation asks,
   * extended for docs added since (a deleted doc's stale ordinal is never read: it never matches).
   * Not stored in snapshots. Undefined for array fields.
   */
  ordinals(): { readonly ords: Int32Array; readonly terms: readonly string[] } | undefined {
    if (this.array) return undefined;
    let ords = this.ords;
    if (ords === undefined || ords.length < this.docs) {
      const grown = new Int32Array(Math.max(16, this.docs * 2));
      if (ords !== undefined) grown.set(ords.subarray(0, this.ordDocs));
      this.ords = ords = grown;
    }
    for (let d = this.ordDocs; d < this.docs; d++) {
      const v = this.documents === undefined ? this.flat[d] : (this.held(d) as string | undefined);
      if (v === undefined) {
        ords[d] = -1;
        continue;
      }
      let o = this.ordOf.get(v);
      if (o === undefined) {
        o = this.ordTerms.length;
        this.ordTerms.push(v);
        this.ordOf.set(v, o);
      }
      ords[d] = o;
    }
    this.ordDocs = this.docs;
    return { ords, terms: this.ordTerms };
  }

  /** Drops the values of a deleted doc (their slots stay until compaction). */
  clear(doc: number): void {
    if (doc >= this.docs || this.documents !== undefined) return; // a deleted document is gone from the list
    if (this.starts === undefined) {
      this.flat[doc] = undefined;
      return;
    }
    this.flat.fill(undefined, this.starts[doc]!, this.starts[doc + 1]!);
  }

  /** The values of `doc` in the order given, or undefined when it has none (or was deleted). */
  of(doc: number): readonly string[] | undefined {
    if (doc >= this.docs) return undefined;
    if (this.documents !== undefined) {
      const held = this.held(doc);
      if (held === undefined) return undefined;
      if (typeof held === "string") return [held];
      return held.length === 0 ? undefined : held;
    }
    const starts = this.starts;
    if (starts === undefined) {
      const v = this.flat[doc];
      return v === undefined ? undefined : [v];
    }
    const from = starts[doc]!;
    const to = starts[doc + 1]!;
    if (from === to || this.flat[from] === undefined) return undefined;
    return this.flat.slice(from, to) as string[];
  }

  /**
   * Calls `visit` with each value of `doc` in the order given (none when it has none or was
   * deleted), without allocating: what aggregations read. An array field's values are charged to
   * `charge` as `value` reads, `times` over (a doc's values are as many as its writer gave it).
   */
  visit(doc: number, visit: (value: string) => void, charge: WorkCharge, times = 1): void {
    if (doc >= this.docs) return;
    if (this.documents !== undefined) {
      const held = this.held(doc);
      if (held === undefined) return;
      if (typeof held === "string") {
        // An array field's one value, charged as the array branch below charges each (measured
        // 60–200 ns a doc with the document's property read: left uncharged, a terms over an array
        // field whose docs mostly hold one value ran at twice its charge). A single-valued field's
        // value is the doc's own, which the walk charges.
        if (this.array) charge.budget.spend(times, "value", charge.site);
        visit(held);
        return;
      }
      charge.budget.spend(held.length * times, "value", charge.site);
      for (let i = 0; i < held.length; i++) visit(held[i]!);
      return;
    }
    const starts = this.starts;
    if (starts === undefined) {
      const v = this.flat[doc];
      if (v !== undefined) visit(v);
      return;
    }
    const to = starts[doc + 1]!;
    charge.budget.spend((to - starts[doc]!) * times, "value", charge.site);
    for (let i = starts[doc]!; i < to; i++) {
      const v = this.flat[i];
      if (v === undefined) return;
      visit(v);
    }
  }

  /** The smallest (or with `largest`, the largest) value of `doc` by UTF-16 code units, without allocating. */
  extreme(doc: number, largest: boolean): string | undefined {
    if (doc >= this.docs) return undefined;
    if (this.documents !== undefined) {
      const held = this.held(doc);
      if (held === undefined || typeof held === "string") return held;
      let best: string | undefined = held[0];
      for (let i = 1; i < held.length; i++) {
        const v = held[i]!;
        if (largest ? v > best! : v < best!) best = v;
      }
      return best;
    }
    const starts = this.starts;
    if (starts === undefined) return this.flat[doc];
    const from = starts[doc]!;
    const to = starts[doc + 1]!;
    if (from === to) return undefined;
    let best = this.flat[from];
    if (best === undefined) return undefined;
    for (let i = from + 1; i < to; i++) {
      const v = this.flat[i]!;
      if (largest ? v > best : v < best) best = v;
    }
    return best;
  }
}
