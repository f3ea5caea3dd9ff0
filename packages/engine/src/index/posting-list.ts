import { growUint32, growUint8 } from "./growable.js";

/**
 * The postings of one term in one field: sorted internal doc numbers with term frequencies, and
 * (for text fields) each posting's positions, delta-coded as varints in one byte array.
 * `data` holds triples `[doc, tf, positionsOffset]`.
 */
export class PostingList {
  data: Uint32Array = new Uint32Array(3);
  /** Number of postings (live and deleted). */
  length = 0;
  positions: Uint8Array | undefined;
  positionsLength = 0;
  /** Largest tf and smallest field length among the postings ever added: BM25 bounds for pruning (still bounds after deletes). */
  maxTf = 0;
  minLength = 0x7fffffff;

  constructor(withPositions: boolean) {
    if (withPositions) this.positions = new Uint8Array(4);
  }

  /** Last position written for the open posting (positions are delta-coded within a posting). */
  private lastPosition = 0;

  /** The doc of the last posting, or -1. */
  lastDoc(): number {
    return this.length === 0 ? -1 : this.data[(this.length - 1) * 3]!;
  }

  /** Opens a posting for `doc` (larger than every doc in the list) with tf 0; {@link addPosition} fills it. */
  open(doc: number): void {
    const at = this.length * 3;
    if (at + 3 > this.data.length) this.data = growUint32(this.data, at + 3);
    this.data[at] = doc;
    this.data[at + 1] = 0;
    this.data[at + 2] = this.positionsLength;
    this.length++;
    this.lastPosition = 0;
  }

  /** Adds one occurrence to the open posting, at `position` (≥ the previous one; ignored without positions). */
  addPosition(position: number): void {
    this.data[(this.length - 1) * 3 + 1]!++;
    const out0 = this.positions;
    if (out0 === undefined) return;
    let v = position - this.lastPosition;
    this.lastPosition = position;
    let o = this.positionsLength;
    const out = o + 5 > out0.length ? (this.positions = growUint8(out0, o + 5)) : out0;
    while (v >= 0x80) {
      out[o++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    out[o++] = v;
    this.positionsLength = o;
  }

  /** Closes the open posting once its doc's length is known (keeps the pruning bounds). */
  close(length: number): void {
    const tf = this.data[(this.length - 1) * 3 + 1]!;
    if (tf > this.maxTf) this.maxTf = tf;
    if (length < this.minLength) this.minLength = length;
  }

  /** Doc number of posting `i`. */
  doc(i: number): number {
    return this.data[i * 3]!;
  }

  /** Term frequency of posting `i`. */
  tf(i: number): number {
    return this.data[i * 3 + 1]!;
  }

  /** Decoded positions of posting `i` (its tf positions, ascending). */
  positionsOf(i: number): Int32Array {
    const tf = this.data[i * 3 + 1]!;
    const out = new Int32Array(tf);
    const bytes = this.positions;
    if (bytes === undefined) return out;
    let o = this.data[i * 3 + 2]!;
    let prev = 0;
    for (let k = 0; k < tf; k++) {
      let v = 0;
      let shift = 0;
      let b: number;
      do {
        b = bytes[o++]!;
        v |= (b & 0x7f) << shift;
        shift += 7;
      } while (b & 0x80);
      prev += v;
      out[k] = prev;
    }
    return out;
  }

  /** Index of the first posting with doc ≥ `target`, searching from `from` (galloping then binary). */
  seek(target: number, from: number): number {
    const data = this.data;
    const n = this.length;
    let lo = from;
    if (lo >= n || data[lo * 3]! >= target) return lo;
    let step = 1;
    let hi = lo + 1;
    while (hi < n && data[hi * 3]! < target) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > n) hi = n;
    // invariant: data[lo] < target, answer in (lo, hi]
    lo++;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (data[mid * 3]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
