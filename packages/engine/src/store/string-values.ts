import type { WorkCharge } from "../query/budget/work-budget.js";
import { growUint32 } from "./growable.js";

/**
 * The checked string values of one text or keyword field, per internal doc: what highlights,
 * keyword sort keys, deletes (the terms to take out of `df`) and compaction read. A private copy of
 * references (the strings themselves are shared with the documents), so a caller changing a document
 * after adding it cannot make a delete take the wrong terms out of the statistics.
 *
 * Laid out to cost a slot per value rather than an array per document: a single-valued field keeps
 * one array slot per doc; an array field keeps every doc's values end to end in one array and each
 * doc's start in a `Uint32Array`. Docs are set in increasing doc order, each exactly once.
 */
export class StringValues {
  /** Single-valued: the value of doc d at [d]. Array field: every doc's values end to end. */
  private readonly flat: (string | undefined)[] = [];
  /** Array field only: doc d's values are flat[starts[d] .. starts[d + 1]). */
  private starts: Uint32Array | undefined;
  /** Docs set so far (the next doc number expected). */
  private docs = 0;

  constructor(readonly array: boolean) {
    if (array) this.starts = new Uint32Array(16);
  }

  /** Records the values of `doc` (not before any doc already set); `undefined` when it has none. */
  set(doc: number, values: readonly string[] | undefined): void {
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
    if (this.starts !== undefined) return undefined;
    let ords = this.ords;
    if (ords === undefined || ords.length < this.docs) {
      const grown = new Int32Array(Math.max(16, this.docs * 2));
      if (ords !== undefined) grown.set(ords.subarray(0, this.ordDocs));
      this.ords = ords = grown;
    }
    for (let d = this.ordDocs; d < this.docs; d++) {
      const v = this.flat[d];
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
    if (doc >= this.docs) return;
    if (this.starts === undefined) {
      this.flat[doc] = undefined;
      return;
    }
    this.flat.fill(undefined, this.starts[doc]!, this.starts[doc + 1]!);
  }

  /** The values of `doc` in the order given, or undefined when it has none (or was deleted). */
  of(doc: number): readonly string[] | undefined {
    if (doc >= this.docs) return undefined;
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
