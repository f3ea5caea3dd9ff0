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

  /** Appends a posting; `doc` must be larger than every doc already in the list. */
  add(doc: number, tf: number, length: number, positions?: readonly number[]): void {
    if (tf > this.maxTf) this.maxTf = tf;
    if (length < this.minLength) this.minLength = length;
    const at = this.length * 3;
    this.data = growUint32(this.data, at + 3);
    this.data[at] = doc;
    this.data[at + 1] = tf;
    this.data[at + 2] = this.positionsLength;
    this.length++;
    if (positions !== undefined && this.positions !== undefined) {
      let prev = 0;
      this.positions = growUint8(this.positions, this.positionsLength + positions.length * 5);
      const out = this.positions;
      let o = this.positionsLength;
      for (const p of positions) {
        let v = p - prev;
        prev = p;
        while (v >= 0x80) {
          out[o++] = (v & 0x7f) | 0x80;
          v >>>= 7;
        }
        out[o++] = v;
      }
      this.positionsLength = o;
    }
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
