import type { IdOrder } from "../store/id-order.js";
import type { SortKeyColumn, SortValue } from "./sort-key-column.js";

/**
 * The best `k` docs by sort keys (in order, missing last in both orders, then id ascending), from
 * docs offered in any order, allocating nothing per offer: each offered doc's doc number, score and
 * keys go into columns at a slot (a Float64Array per number key, an array per other key), and the
 * ranking compares slots. Offers are appended up to twice `k`; then the buffer is cut to the best
 * `k` (selected, not sorted), whose worst becomes the threshold an offer must beat to be kept, so an offer that
 * cannot enter costs one comparison and stores nothing. At the end the page's start is selected
 * and only the page is sorted (see {@link sortKept}), so a deep page (k = offset + limit near the
 * match count) never sorts the docs before it. The sort-by-fields collector of both execution paths.
 */
export class TopSorted {
  private k = 0;
  private order: IdOrder | undefined;
  private keys: readonly SortKeyColumn[] = [];
  /** Per slot: doc, score, and per key its value (in `numbers[i]` or `values[i]` by the key's kind). */
  private docs = new Int32Array(0);
  private scores = new Float64Array(0);
  private numbers: Float64Array[] = [];
  private values: SortValue[][] = [];
  /**
   * A permutation of the slots in use so far: the first `size` kept, the rest (up to `known`) free.
   * Positions from `known` on have not been handed out and hold no slot yet.
   */
  private kept = new Int32Array(0);
  private size = 0;
  private known = 0;
  /** The merge sort's other buffer. */
  private merged = new Int32Array(0);
  /** After a cut, the worst of the best `k` (a kept doc must rank before it); -1 before any cut. */
  private threshold = -1;
  /** The kept docs and their scores, best first, after {@link sortKept}. */
  keptDocs = new Int32Array(0);
  keptScores = new Float64Array(0);

  /** Empties the collector for the best `k` by `keys`, ties by `order`. */
  reset(k: number, keys: readonly SortKeyColumn[], order: IdOrder): void {
    this.k = k;
    this.keys = keys;
    this.order = order;
    this.size = 0;
    this.known = 0;
    this.threshold = -1;
    const numbers = this.numbers;
    const values = this.values;
    for (let i = numbers.length; i < keys.length; i++) numbers.push(new Float64Array(this.docs.length));
    for (let i = values.length; i < keys.length; i++) values.push([]);
    // String values from an earlier call are dropped, so the scratch does not hold them alive.
    for (const column of values) column.length = 0;
  }

  /** Room for slot `slot` in every column (grown by doubling, kept that size). */
  private ensure(slot: number): void {
    if (slot < this.docs.length) return;
    const size = Math.max(16, slot + 1, this.docs.length * 2);
    const docs = new Int32Array(size);
    docs.set(this.docs);
    this.docs = docs;
    const scores = new Float64Array(size);
    scores.set(this.scores);
    this.scores = scores;
    const kept = new Int32Array(size);
    kept.set(this.kept);
    this.kept = kept;
    for (let i = 0; i < this.numbers.length; i++) {
      const column = new Float64Array(size);
      column.set(this.numbers[i]!);
      this.numbers[i] = column;
    }
  }

  /** Reads doc's score and keys into `slot`. */
  private write(slot: number, doc: number, score: number): void {
    this.docs[slot] = doc;
    this.scores[slot] = score;
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key.kind === "number") this.numbers[i]![slot] = key.read(doc);
      else this.values[i]![slot] = key.read(doc);
    }
  }

  /** Whether slot `a` ranks before slot `b`: `bySortKeys`'s order, on the columns. */
  private before(a: number, b: number): boolean {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key.kind === "number") {
        const column = this.numbers[i]!;
        const x = column[a]!;
        const y = column[b]!;
        if (x === y) continue;
        // NaN is missing: two missing tie, one missing ranks last.
        const xMissing = Number.isNaN(x);
        const yMissing = Number.isNaN(y);
        if (xMissing) {
          if (yMissing) continue;
          return false;
        }
        if (yMissing) return true;
        return key.desc ? x > y : x < y;
      }
      const column = this.values[i]!;
      const x = column[a];
      const y = column[b];
      if (x === y) continue;
      if (x === undefined) return false;
      if (y === undefined) return true;
      const c = x < y ? -1 : 1;
      return key.desc ? c > 0 : c < 0;
    }
    return this.order!.before(this.docs[a]!, this.docs[b]!);
  }

  /** Offers (doc, score). */
  offer(doc: number, score: number): void {
    const k = this.k;
    if (k === 0) return;
    if (this.size === 2 * k) this.cut();
    const at = this.size;
    if (at === this.known) {
      this.ensure(at);
      this.kept[at] = at;
      this.known++;
    }
    const slot = this.kept[at]!;
    this.write(slot, doc, score);
    if (this.threshold >= 0 && !this.before(slot, this.threshold)) return;
    this.size++;
  }

  /** Sorts the buffer and keeps its best `k`; their worst is the new threshold. */
  private cut(): void {
    this.select(0, this.size, this.k);
    this.size = this.k;
    this.select(0, this.k, this.k - 1);
    this.threshold = this.kept[this.k - 1]!;
  }

  /** How many docs are kept: the best `k` of those buffered. */
  get count(): number {
    return Math.min(this.size, this.k);
  }

  /**
   * Puts the kept docs into {@link keptDocs} and {@link keptScores}, best first from position
   * `from` (a page's offset) on; returns how many. The ones before `from` are the better ones, in
   * no order: a page never shows them, so a deep page selects its start (about linear) and sorts
   * only its own docs instead of every kept one. The ranking is a total order over distinct docs
   * (ties fall to the id order) and a doc is offered once, so one comparison decides each pair.
   */
  sortKept(from = 0): number {
    const n = this.count;
    const start = Math.min(from, n);
    if (start > 0) this.select(0, this.size, start);
    if (this.size > n) this.select(start, this.size, n);
    this.sortRange(start, n);
    const slots = this.kept;
    if (this.keptDocs.length < n) {
      this.keptDocs = new Int32Array(Math.max(n, this.keptDocs.length * 2));
      this.keptScores = new Float64Array(this.keptDocs.length);
    }
    for (let i = 0; i < n; i++) {
      const slot = slots[i]!;
      this.keptDocs[i] = this.docs[slot]!;
      this.keptScores[i] = this.scores[slot]!;
    }
    return n;
  }

  /**
   * Reorders the kept slots at positions [lo, hi) so that the first `nth - lo` of them are the best
   * of the range (in no order): quickselect with a median-of-three pivot, falling back to sorting
   * the range when the partitions shrink too slowly, so no order of docs makes it quadratic.
   */
  private select(lo: number, hi: number, nth: number): void {
    const kept = this.kept;
    let rounds = 2 * Math.ceil(Math.log2(Math.max(2, hi - lo))) + 4;
    while (nth > lo && nth < hi) {
      if (hi - lo <= RUN || rounds-- === 0) {
        this.sortRange(lo, hi);
        return;
      }
      // The median of the first, middle and last slot, moved to the end as the pivot.
      const mid = (lo + hi) >>> 1;
      const last = hi - 1;
      if (this.before(kept[mid]!, kept[lo]!)) swap(kept, mid, lo);
      if (this.before(kept[last]!, kept[lo]!)) swap(kept, last, lo);
      if (this.before(kept[mid]!, kept[last]!)) swap(kept, mid, last);
      const pivot = kept[last]!;
      let store = lo;
      for (let i = lo; i < last; i++) {
        if (this.before(kept[i]!, pivot)) swap(kept, i, store++);
      }
      swap(kept, store, last);
      // Everything before `store` ranks before the pivot, everything after it after.
      if (store === nth) return;
      if (nth < store) hi = store;
      else lo = store + 1;
    }
  }

  /**
   * Sorts the kept slots at positions [lo, hi) best first: a merge sort (runs of {@link RUN} by
   * insertion, then merged in passes between two buffers) calling {@link before} directly. The
   * built-in sort with a comparator pays a call from native code per comparison, which was most of
   * a deep page's time.
   */
  private sortRange(lo: number, hi: number): void {
    const kept = this.kept;
    if (this.merged.length < kept.length) this.merged = new Int32Array(kept.length);
    let from = kept;
    let to = this.merged;
    for (let a = lo; a < hi; a += RUN) {
      const b = Math.min(a + RUN, hi);
      for (let i = a + 1; i < b; i++) {
        const slot = from[i]!;
        let j = i;
        for (; j > a && this.before(slot, from[j - 1]!); j--) from[j] = from[j - 1]!;
        from[j] = slot;
      }
    }
    for (let width = RUN; width < hi - lo; width *= 2) {
      for (let a = lo; a < hi; a += 2 * width) {
        const mid = Math.min(a + width, hi);
        const b = Math.min(a + 2 * width, hi);
        // Already in order (common when docs were offered near sorted): copy the pair through.
        if (mid >= b || !this.before(from[mid]!, from[mid - 1]!)) {
          to.set(from.subarray(a, b), a);
          continue;
        }
        let i = a;
        let j = mid;
        let o = a;
        while (i < mid && j < b) to[o++] = this.before(from[j]!, from[i]!) ? from[j++]! : from[i++]!;
        while (i < mid) to[o++] = from[i++]!;
        while (j < b) to[o++] = from[j++]!;
      }
      const t = from;
      from = to;
      to = t;
    }
    if (from !== kept) kept.set(from.subarray(lo, hi), lo);
  }
}

/** Swaps positions `i` and `j` of `a`. */
function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/** Slots sorted by insertion before merging: short runs where insertion beats merging. */
const RUN = 16;
