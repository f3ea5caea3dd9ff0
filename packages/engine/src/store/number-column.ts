import { growFloat64 } from "./growable.js";

/**
 * Columnar values of an integer, number or date field (dates as epoch milliseconds): the smallest
 * and largest value per internal doc (NaN when missing), and every value of multi-valued docs in a
 * side table.
 */
export class NumberColumn {
  min: Float64Array = new Float64Array(16).fill(NaN);
  max: Float64Array = new Float64Array(16).fill(NaN);
  readonly multi = new Map<number, readonly number[]>();

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
    if (values.length > 1) this.multi.set(doc, values);
  }

  remove(doc: number): void {
    this.min[doc] = NaN;
    this.max[doc] = NaN;
    this.multi.delete(doc);
  }

  /** Whether `doc` has a value. */
  has(doc: number): boolean {
    return doc < this.min.length && !Number.isNaN(this.min[doc]!);
  }

  /** Every value of `doc` (empty when missing). */
  values(doc: number): readonly number[] {
    const m = this.multi.get(doc);
    if (m !== undefined) return m;
    if (!this.has(doc)) return [];
    return [this.min[doc]!];
  }

  /** Whether some value of `doc` satisfies `test`. */
  some(doc: number, test: (v: number) => boolean): boolean {
    const lo = this.min[doc];
    if (lo === undefined || Number.isNaN(lo)) return false;
    // Single-valued docs (min = max) never touch the side table.
    if (lo === this.max[doc]) return test(lo);
    return this.multi.get(doc)!.some(test);
  }
}
