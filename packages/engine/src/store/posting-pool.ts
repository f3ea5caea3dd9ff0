import { growUint32, growUint8 } from "./growable.js";

/** The norm byte that means "the field length is this or more: read it from the field's lengths". */
export const NORM_OVERFLOW = 255;

/**
 * The postings of every term of one field, pooled: one `Uint32Array` holds each term's postings
 * in a region of its own (`[doc, tf, positionsOffset]` triples in text fields, bare docs in keyword
 * fields, whose tf is always 1), and one byte array holds every posting's positions as varint
 * deltas. Text fields also keep one norm byte per posting beside it (the doc's field length, 255
 * for "255 or more: read the exact length"), so scoring a list reads its lengths in order instead
 * of one random doc-space lookup per posting. Per term, field-level typed arrays keep the region's start, length and capacity and the
 * pruning bounds, so a term costs a few array slots instead of objects of its own.
 *
 * A full region grows by moving to the end of the pool with twice the capacity (in place when it
 * is already last); the hole it leaves is reclaimed by {@link repack}, which the field runs after
 * each batch once holes and spare capacity outweigh the postings.
 */
export class PostingPool {
  /** u32 slots per posting: 3 with tf and positions, 1 with docs only. */
  readonly stride: 1 | 3;
  data: Uint32Array = new Uint32Array(64);
  /** End of the last region (u32 slots). */
  used = 0;
  /** Slots in use by postings (`used` minus holes and spare capacity). */
  live = 0;
  /** Position bytes (text fields); `positionsUsed` of them written. */
  positions: Uint8Array | undefined;
  positionsUsed = 0;
  /** Text fields: per posting (slot / 3) its doc's field length, capped at {@link NORM_OVERFLOW}. */
  norms: Uint8Array | undefined;
  /** Per term: region start (slots), posting count, capacity (postings). */
  start: Uint32Array = new Uint32Array(16);
  count: Uint32Array = new Uint32Array(16);
  capacity: Uint32Array = new Uint32Array(16);
  /** Per term (text fields): largest tf and smallest field length among the postings ever added, BM25 bounds for pruning (still bounds after deletes). */
  maxTf: Uint32Array;
  minLength: Uint32Array;
  /** Terms allocated. */
  terms = 0;
  /** Slots appended since the last repack. */
  private sinceRepack = 0;

  constructor(readonly withPositions: boolean) {
    this.stride = withPositions ? 3 : 1;
    if (withPositions) {
      this.positions = new Uint8Array(64);
      this.norms = new Uint8Array(64);
    }
    this.maxTf = new Uint32Array(withPositions ? 16 : 0);
    this.minLength = new Uint32Array(withPositions ? 16 : 0);
  }

  /** A new term without postings; returns its number. */
  addTerm(): number {
    const t = this.terms++;
    if (t >= this.start.length) {
      const size = t + 1;
      this.start = growUint32(this.start, size);
      this.count = growUint32(this.count, size);
      this.capacity = growUint32(this.capacity, size);
      if (this.withPositions) {
        this.maxTf = growUint32(this.maxTf, size);
        this.minLength = growUint32(this.minLength, size);
      }
    }
    if (this.withPositions) this.minLength[t] = 0x7fffffff;
    return t;
  }

  /** Room for one more posting of term `t`: moves its region to the end of the pool when full. */
  private reserve(t: number): number {
    const n = this.count[t]!;
    const cap = this.capacity[t]!;
    const stride = this.stride;
    if (n < cap) return this.start[t]! + n * stride;
    const start = this.start[t]!;
    const newCap = cap === 0 ? 1 : cap * 2;
    if (cap > 0 && start + cap * stride === this.used) {
      // Last region: grow in place.
      this.used = start + newCap * stride;
      this.fit();
    } else {
      const at = this.used;
      this.used = at + newCap * stride;
      this.fit();
      if (n > 0) {
        this.data.copyWithin(at, start, start + n * stride);
        this.norms?.copyWithin(at / 3, start / 3, start / 3 + n);
      }
      this.start[t] = at;
    }
    this.capacity[t] = newCap;
    return this.start[t]! + n * stride;
  }

  /** Grows the slots (and norms) to hold `used`. */
  private fit(): void {
    if (this.used > this.data.length) this.data = growUint32(this.data, this.used);
    const norms = this.norms;
    if (norms !== undefined && this.data.length / 3 > norms.length) this.norms = growUint8(norms, Math.ceil(this.data.length / 3));
  }

  /** Appends a docs-only posting (keyword fields) for `doc`, larger than the term's other docs. */
  appendDoc(t: number, doc: number): void {
    const at = this.reserve(t);
    this.data[at] = doc;
    this.count[t]!++;
    this.live++;
    this.sinceRepack++;
  }

  /**
   * Appends a posting of `doc` (larger than the term's other docs) with the `tf` positions
   * `positions[from..from + tf)` (ascending), for a doc of field length `length`.
   */
  appendPositions(t: number, doc: number, positions: Uint32Array, from: number, tf: number, length: number): void {
    let o = this.positionsUsed;
    const at = this.reserve(t);
    const data = this.data;
    data[at] = doc;
    data[at + 1] = tf;
    data[at + 2] = o;
    this.norms![at / 3] = length < NORM_OVERFLOW ? length : NORM_OVERFLOW;
    this.count[t]!++;
    this.live += 3;
    this.sinceRepack += 3;
    if (tf > this.maxTf[t]!) this.maxTf[t] = tf;
    if (length < this.minLength[t]!) this.minLength[t] = length;
    let out = this.positions!;
    if (o + tf * 5 > out.length) out = this.positions = growUint8(out, o + tf * 5);
    let prev = 0;
    for (let k = from; k < from + tf; k++) {
      const p = positions[k]!;
      let v = p - prev;
      prev = p;
      while (v >= 0x80) {
        out[o++] = (v & 0x7f) | 0x80;
        v >>>= 7;
      }
      out[o++] = v;
    }
    this.positionsUsed = o;
  }

  /** Appends a posting with its positions already in the pool at `positionsOffset` (snapshot loading; text fields), for a doc of field length `length`. */
  appendLoaded(t: number, doc: number, tf: number, positionsOffset: number, length: number): void {
    const at = this.reserve(t);
    this.data[at] = doc;
    this.data[at + 1] = tf;
    this.data[at + 2] = positionsOffset;
    this.norms![at / 3] = length < NORM_OVERFLOW ? length : NORM_OVERFLOW;
    this.count[t]!++;
    this.live += 3;
    this.sinceRepack += 3;
  }

  /** Sets a term's pruning bounds as a snapshot recorded them (text fields). */
  setBounds(t: number, maxTf: number, minLength: number): void {
    this.maxTf[t] = maxTf;
    this.minLength[t] = minLength;
  }

  /** Appends position bytes as they are (snapshot loading); returns the offset of the first. */
  appendPositionBytes(bytes: Uint8Array): number {
    const o = this.positionsUsed;
    this.positions = growUint8(this.positions!, o + bytes.length);
    this.positions.set(bytes, o);
    this.positionsUsed = o + bytes.length;
    return o;
  }

  /** Doc of the last posting of `t`, or -1. */
  lastDoc(t: number): number {
    const n = this.count[t]!;
    return n === 0 ? -1 : this.data[this.start[t]! + (n - 1) * this.stride]!;
  }

  /** Holes and spare capacity, in slots. */
  get waste(): number {
    return this.used - this.live;
  }

  /** Rewrites the pool with every region exactly as long as its postings, in term order, dropping holes and spare capacity. */
  repack(): void {
    const stride = this.stride;
    const data = new Uint32Array(Math.max(this.live, stride));
    const oldNorms = this.norms;
    const norms = oldNorms === undefined ? undefined : new Uint8Array(Math.max(this.live / 3, 1));
    let o = 0;
    for (let t = 0; t < this.terms; t++) {
      const n = this.count[t]! * stride;
      const s = this.start[t]!;
      data.set(this.data.subarray(s, s + n), o);
      if (norms !== undefined) norms.set(oldNorms!.subarray(s / 3, s / 3 + this.count[t]!), o / 3);
      this.start[t] = o;
      this.capacity[t] = this.count[t]!;
      o += n;
    }
    this.data = data;
    if (norms !== undefined) this.norms = norms;
    this.used = o;
    this.live = o;
    this.sinceRepack = 0;
    if (this.positions !== undefined && this.positions.length > this.positionsUsed)
      this.positions = this.positions.slice(0, Math.max(this.positionsUsed, 1));
    const terms = Math.max(this.terms, 1);
    if (this.start.length > terms) {
      this.start = this.start.slice(0, terms);
      this.count = this.count.slice(0, terms);
      this.capacity = this.capacity.slice(0, terms);
      if (this.withPositions) {
        this.maxTf = this.maxTf.slice(0, terms);
        this.minLength = this.minLength.slice(0, terms);
      }
    }
  }

  /**
   * Repacks when holes and spare room are more than a quarter of the slots in use, once at least
   * that many slots were added since the last repack (so each repack follows as much growth as it
   * copies: amortised constant time per posting, however small the batches).
   */
  repackIfWasteful(): void {
    const spare = this.data.length - this.live;
    if (spare > this.live / 4 && this.sinceRepack >= this.live / 4) this.repack();
  }
}

/**
 * A read-only view of one term's postings in a field: valid until the field next changes. Query
 * code walks it by index: `doc(i)` ascending, `tf(i)`, `norm(i)`, `positionsOf(i)`,
 * `seek(target, from)`; how the pool lays postings out is known only in this file.
 */
export class PostingList {
  // The layout stays here: query code reads postings through the methods below (small enough for
  // V8 to inline into its loops), never through the pool's arrays.
  private readonly data: Uint32Array;
  /** Where this term's region starts: posting `i` is at `base + i · stride`, its norm byte at `normBase + i`. */
  private readonly base: number;
  private readonly stride: number;
  private readonly normBase: number;
  private readonly positions: Uint8Array | undefined;
  private readonly norms: Uint8Array | undefined;
  /** Number of postings (live and deleted). */
  readonly length: number;
  constructor(
    private readonly pool: PostingPool,
    private readonly t: number,
  ) {
    this.data = pool.data;
    this.base = pool.start[t]!;
    this.stride = pool.stride;
    this.normBase = this.base / 3;
    this.positions = pool.positions;
    this.norms = pool.norms;
    this.length = pool.count[t]!;
  }

  /** Whether the postings carry tf, positions and a norm byte each (text fields). */
  get hasNorms(): boolean {
    return this.norms !== undefined;
  }

  /**
   * Largest tf and smallest field length among the postings ever added (1 and 1 in keyword
   * fields): read when asked (only score bounds need them), so a scan does not touch them.
   */
  get maxTf(): number {
    return this.pool.withPositions ? this.pool.maxTf[this.t]! : 1;
  }
  get minLength(): number {
    return this.pool.withPositions ? this.pool.minLength[this.t]! : 1;
  }

  /** Doc number of posting `i`. */
  doc(i: number): number {
    return this.data[this.base + i * this.stride]!;
  }

  /** Term frequency of posting `i`. */
  tf(i: number): number {
    return this.stride === 1 ? 1 : this.data[this.base + i * 3 + 1]!;
  }

  /**
   * Norm byte of posting `i`: its doc's field length when below {@link NORM_OVERFLOW}, else
   * NORM_OVERFLOW (read the exact length from the field). 1 in keyword fields.
   */
  norm(i: number): number {
    const norms = this.norms;
    return norms === undefined ? 1 : norms[this.normBase + i]!;
  }

  /**
   * Every posting decoded into columns in one pass: doc numbers into `docs` from `at`, tfs into
   * `tfs` and norm bytes into `norms` from 0 (each at least {@link length} long past its start).
   * For loops that read every posting: the accessors above reload this view's fields per posting
   * wherever the loop calls out, a pass here reads the region with its fields in locals.
   */
  decode(docs: Int32Array, at: number, tfs: Uint32Array, norms: Uint8Array): void {
    const data = this.data;
    const count = this.length;
    const stride = this.stride;
    const byteNorms = this.norms;
    if (stride === 1) {
      for (let i = 0, p = this.base; i < count; i++, p++) docs[at + i] = data[p]!;
      tfs.fill(1, 0, count);
    } else {
      for (let i = 0, p = this.base; i < count; i++, p += stride) {
        docs[at + i] = data[p]!;
        tfs[i] = data[p + 1]!;
      }
    }
    // A loop, not set(subarray()): most lists are short, and a subarray is an object per call.
    if (byteNorms === undefined) norms.fill(1, 0, count);
    else for (let i = 0, p = this.normBase; i < count; i++, p++) norms[i] = byteNorms[p]!;
  }

  /** Decoded positions of posting `i` (its tf positions, ascending); empty without positions. */
  positionsOf(i: number): Int32Array {
    const bytes = this.positions;
    if (bytes === undefined) return new Int32Array(1);
    const tf = this.data[this.base + i * 3 + 1]!;
    const out = new Int32Array(tf);
    let o = this.data[this.base + i * 3 + 2]!;
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

  /** The position bytes of posting `i` (its tf varint deltas, as indexed); empty without positions. */
  positionBytes(i: number): Uint8Array {
    const bytes = this.positions;
    if (bytes === undefined) return new Uint8Array(0);
    const start = this.data[this.base + i * 3 + 2]!;
    let o = start;
    for (let k = this.data[this.base + i * 3 + 1]!; k > 0; k--) while (bytes[o++]! & 0x80);
    return bytes.subarray(start, o);
  }

  /** Index of the first posting with doc ≥ `target`, searching from `from` (galloping then binary). */
  seek(target: number, from: number): number {
    const n = this.length;
    let lo = from;
    if (lo >= n || this.doc(lo) >= target) return lo;
    let step = 1;
    let hi = lo + 1;
    while (hi < n && this.doc(hi) < target) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > n) hi = n;
    // invariant: doc(lo) < target, answer in (lo, hi]
    lo++;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.doc(mid) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/**
 * The postings of several terms of one field, one view for all of them (a prefix can match a
 * thousand terms, and a view per term is an object per term per call): term `j` has `length(j)`
 * postings, `doc(j, i)` ascending in `i`. Valid until the field next changes.
 */
export class TermsPostings {
  /** The pool's slots: term `j`'s docs are `data[first(j) + i · stride]` for `i < length(j)`. */
  readonly data: Uint32Array;
  /** Slots per posting. */
  readonly stride: number;
  private readonly start: Uint32Array;
  private readonly counts: Uint32Array;
  /** Number of terms. */
  readonly count: number;
  constructor(
    pool: PostingPool,
    private readonly terms: readonly number[],
  ) {
    this.data = pool.data;
    this.start = pool.start;
    this.counts = pool.count;
    this.stride = pool.stride;
    this.count = terms.length;
  }

  /** Postings (live and deleted) of the `j`-th term. */
  length(j: number): number {
    return this.counts[this.terms[j]!]!;
  }

  /** The slot of the `j`-th term's first posting in {@link data}. */
  first(j: number): number {
    return this.start[this.terms[j]!]!;
  }
}
