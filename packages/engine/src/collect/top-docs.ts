import type { IdOrder } from "../store/id-order.js";
/**
 * The best `k` docs by score (descending, ties by external id ascending) from docs offered in any
 * order, in typed arrays, allocating nothing per offer: for a page of up to {@link SORTED_MAX} an
 * array kept sorted best first (an offer that enters shifts the worse ones down; the worst is
 * last), for a longer one a bounded heap whose root is the worst kept doc. Either way an offer
 * that does not enter costs one comparison with the worst kept. The term-at-a-time path's collector.
 */
export class TopDocs {
  private docs: Int32Array;
  private scores: Float64Array;
  private size = 0;

  constructor(
    private k: number,
    private order: IdOrder,
  ) {
    this.docs = new Int32Array(k);
    this.scores = new Float64Array(k);
  }

  /** Empties the collector for the best `k` under `order`, growing its buffers when `k` needs more. */
  reset(k: number, order: IdOrder): void {
    if (this.docs.length < k) {
      this.docs = new Int32Array(k);
      this.scores = new Float64Array(k);
    }
    this.k = k;
    this.order = order;
    this.size = 0;
  }

  /** Whether (sa, da) ranks before (sb, db). */
  private before(sa: number, da: number, sb: number, db: number): boolean {
    if (sa !== sb) return sa > sb;
    return this.order.before(da, db);
  }

  /** Offers (doc, score). */
  offer(doc: number, score: number): void {
    const k = this.k;
    if (k === 0) return;
    if (k <= SORTED_MAX) this.insertSorted(doc, score);
    else this.pushHeap(doc, score);
  }

  /**
   * Offers `docs[o]`, `scores[o]` for `start ≤ o < end` (a stream's run): the same as one
   * {@link offer} each for finite scores (a stream's are BM25 sums with finite boosts), with the
   * worst kept score held in a local so a doc that cannot enter costs one comparison. The sorted
   * insertion is written out here rather than shared with {@link offer}: as a call it cost 5–10%.
   */
  offerRun(docs: ArrayLike<number>, scores: ArrayLike<number>, start: number, end: number): void {
    const k = this.k;
    if (k === 0) return;
    if (k > SORTED_MAX) {
      for (let o = start; o < end; o++) this.pushHeap(docs[o]!, scores[o]!);
      return;
    }
    // Sorted mode, inline: the kept arrays, their count and the worst kept score in locals.
    const keptDocs = this.docs;
    const keptScores = this.scores;
    const order = this.order;
    let n = this.size;
    let worst = n < k ? -Infinity : keptScores[k - 1]!;
    for (let o = start; o < end; o++) {
      const score = scores[o]!;
      if (score < worst) continue;
      const doc = docs[o]!;
      let j: number;
      if (n < k) j = n++;
      else {
        j = k - 1;
        // score ≥ worst: a tie enters only if its id sorts before the worst kept's.
        if (score === worst && !order.before(doc, keptDocs[j]!)) continue;
      }
      for (; j > 0; j--) {
        const above = keptScores[j - 1]!;
        if (above > score || (above === score && !order.before(doc, keptDocs[j - 1]!))) break;
        keptScores[j] = above;
        keptDocs[j] = keptDocs[j - 1]!;
      }
      keptScores[j] = score;
      keptDocs[j] = doc;
      if (n === k) worst = keptScores[k - 1]!;
    }
    this.size = n;
  }

  /** Sorted mode: inserts (doc, score) in its place if it ranks before the worst kept (or there is room). */
  private insertSorted(doc: number, score: number): void {
    const k = this.k;
    const docs = this.docs;
    const scores = this.scores;
    let j: number;
    if (this.size < k) j = this.size++;
    else {
      j = k - 1;
      if (!this.before(score, doc, scores[j]!, docs[j]!)) return;
    }
    for (; j > 0 && this.before(score, doc, scores[j - 1]!, docs[j - 1]!); j--) {
      docs[j] = docs[j - 1]!;
      scores[j] = scores[j - 1]!;
    }
    docs[j] = doc;
    scores[j] = score;
  }

  /** Heap mode: adds (doc, score) while there is room, else replaces the root if it ranks before it. */
  private pushHeap(doc: number, score: number): void {
    const k = this.k;
    const docs = this.docs;
    const scores = this.scores;
    if (this.size < k) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        // The parent stays above when it ranks after (is worse than) the new doc.
        if (!this.before(scores[p]!, docs[p]!, score, doc)) break;
        docs[i] = docs[p]!;
        scores[i] = scores[p]!;
        i = p;
      }
      docs[i] = doc;
      scores[i] = score;
      return;
    }
    const rootScore = scores[0]!;
    if (score < rootScore || !this.before(score, doc, rootScore, docs[0]!)) return;
    this.replaceRoot(doc, score, this.size);
  }

  /** Puts (doc, score) at the root of the first `n` slots and sifts it down below every worse one. */
  private replaceRoot(doc: number, score: number, n: number): void {
    const docs = this.docs;
    const scores = this.scores;
    let i = 0;
    for (;;) {
      let w = 2 * i + 1;
      if (w >= n) break;
      if (w + 1 < n && this.before(scores[w]!, docs[w]!, scores[w + 1]!, docs[w + 1]!)) w++;
      if (!this.before(score, doc, scores[w]!, docs[w]!)) break;
      docs[i] = docs[w]!;
      scores[i] = scores[w]!;
      i = w;
    }
    docs[i] = doc;
    scores[i] = score;
  }

  /**
   * Sorts the kept docs best first in place and returns how many there are; {@link keptDocs} and
   * {@link keptScores} hold them until the collector is next used (it is emptied). A short page
   * is sorted already; a long one (up to the 10,000 of a window) drains the heap in place, n log n.
   */
  sortKept(): number {
    const n = this.size;
    const docs = this.docs;
    const scores = this.scores;
    if (this.k > SORTED_MAX) {
      // The root is the worst kept: move it behind the heap, which shrinks by one, and re-sift.
      for (let m = n - 1; m > 0; m--) {
        const worstDoc = docs[0]!;
        const worstScore = scores[0]!;
        this.replaceRoot(docs[m]!, scores[m]!, m);
        docs[m] = worstDoc;
        scores[m] = worstScore;
      }
    }
    this.size = 0;
    return n;
  }

  /** The kept docs and their scores (see {@link sortKept}). */
  get keptDocs(): Int32Array {
    return this.docs;
  }
  get keptScores(): Float64Array {
    return this.scores;
  }
}

/** Pages up to this long are kept sorted as they fill; longer ones in a heap (an insertion would shift too many). */
export const SORTED_MAX = 32;
