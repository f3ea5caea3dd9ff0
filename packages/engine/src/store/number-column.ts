import type { WorkCharge } from "../query/budget/work-budget.js";
import { growFloat64 } from "./growable.js";

/**
 * Columnar values of an integer, number or date field (dates as epoch milliseconds): the smallest
 * and largest value per internal doc (NaN when missing), and every value of multi-valued docs in a
 * side table. A query reads a multi-valued doc's values only through {@link many} or {@link some},
 * which charge them to the call (see "Work budget" in DESIGN.md): a doc's values are as many as its
 * writer gave it, so a loop over them is a loop a caller can lengthen.
 */
export class NumberColumn {
  min: Float64Array = new Float64Array(16).fill(NaN);
  max: Float64Array = new Float64Array(16).fill(NaN);
  /**
   * The values of multi-valued docs, copied to typed arrays: a document's own arrays are frozen,
   * and V8 keeps a frozen array's numbers boxed, one pointer chase a value (measured 10 ns a value
   * read against 1.6 unboxed).
   */
  readonly #multi = new Map<number, Float64Array>();

  add(doc: number, values: readonly number[]): void {
    this.min = growFloat64(this.min, doc + 1, NaN);
    this.max = growFloat64(this.max, doc + 1, NaN);
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of values) {
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    this.min[doc] = lo;
    this.max[doc] = hi;
    if (values.length > 1) this.#multi.set(doc, Float64Array.from(values));
  }

  remove(doc: number): void {
    this.min[doc] = NaN;
    this.max[doc] = NaN;
    this.#multi.delete(doc);
  }

  /** Whether `doc` has a value. */
  has(doc: number): boolean {
    return doc < this.min.length && !Number.isNaN(this.min[doc]!);
  }

  /** Whether some doc holds more than one value (else `min` is every doc's only value). */
  get multiValued(): boolean {
    return this.#multi.size > 0;
  }

  /**
   * The values of `doc` when it holds several (undefined when it holds one or none: read `min`),
   * each charged to `charge` as a `value` read `times` over (a loop testing every value against n
   * ranges passes n).
   */
  many(doc: number, charge: WorkCharge, times = 1): Float64Array | undefined {
    if (this.#multi.size === 0) return undefined;
    const values = this.#multi.get(doc);
    if (values !== undefined) charge.budget.spend(values.length * times, "value", charge.site);
    return values;
  }

  /** Every value of `doc` (empty when missing), uncharged: for write paths (records, compaction), bounded by the document. */
  recordValues(doc: number): readonly number[] {
    const m = this.#multi.get(doc);
    if (m !== undefined) return Array.from(m);
    if (!this.has(doc)) return [];
    return [this.min[doc]!];
  }

  /** Whether some value of `doc` satisfies `test`, the values of a multi-valued doc charged to `charge`. */
  some(doc: number, test: (v: number) => boolean, charge: WorkCharge): boolean {
    const lo = this.min[doc];
    if (lo === undefined || Number.isNaN(lo)) return false;
    // Single-valued docs (min = max) never touch the side table.
    if (lo === this.max[doc]) return test(lo);
    // A loop rather than Array.prototype.some: the builtin calls `test` through a generic path per
    // value, which made a range filter over 10,000-value documents run at several times its charge.
    const values = this.many(doc, charge)!;
    for (let i = 0; i < values.length; i++) if (test(values[i]!)) return true;
    return false;
  }
}
