import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/**
 * Docs at least `minimumMatch` children match. Children are kept in a min-heap by doc; the score
 * sums (`sum`) or takes the best (`max`, a dis_max with tie breaker 0) of the children on the doc.
 */
export class DisjunctionScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  private readonly heap: Scorer[];
  /** Children positioned on `doc`, after each move. */
  private readonly top: Scorer[] = [];
  private started = false;
  constructor(
    children: readonly Scorer[],
    private readonly mode: "sum" | "max",
    private readonly minimumMatch = 1,
  ) {
    this.heap = [...children];
    this.cost = children.reduce((a, c) => a + c.cost, 0);
  }
  private siftDown(i: number): void {
    const h = this.heap;
    const n = h.length;
    const item = h[i]!;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && h[c + 1]!.doc < h[c]!.doc) c++;
      if (h[c]!.doc >= item.doc) break;
      h[i] = h[c]!;
      i = c;
    }
    h[i] = item;
  }
  private heapify(): void {
    for (let i = (this.heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }
  /** Collects the children on the heap's smallest doc into `top`; repeats until enough match. */
  private settle(): number {
    const h = this.heap;
    for (;;) {
      const d = h.length === 0 ? NO_MORE : h[0]!.doc;
      if (d === NO_MORE) return (this.doc = NO_MORE);
      // Pop every child on d, then put them back after counting.
      this.top.length = 0;
      while (h.length > 0 && h[0]!.doc === d) {
        this.top.push(h[0]!);
        const last = h.pop()!;
        if (h.length > 0) {
          h[0] = last;
          this.siftDown(0);
        }
      }
      for (const c of this.top) this.push(c);
      if (this.top.length >= this.minimumMatch) return (this.doc = d);
      for (const c of this.top) c.next();
      this.heapify();
    }
  }
  private push(c: Scorer): void {
    const h = this.heap;
    let i = h.length;
    h.push(c);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (h[p]!.doc <= c.doc) break;
      h[i] = h[p]!;
      i = p;
    }
    h[i] = c;
  }
  next(): number {
    if (!this.started) {
      this.started = true;
      for (const c of this.heap) c.next();
      this.heapify();
      return this.settle();
    }
    for (const c of this.top) c.next();
    this.heapify();
    return this.settle();
  }
  advance(target: number): number {
    this.started = true;
    for (const c of this.heap) if (c.doc < target) c.advance(target);
    this.heapify();
    return this.settle();
  }
  score(): number {
    if (this.mode === "sum") {
      let s = 0;
      for (const c of this.top) s += c.score();
      return s;
    }
    let best = 0;
    for (const c of this.top) {
      const s = c.score();
      if (s > best) best = s;
    }
    return best;
  }
  /** How many children match the current doc. */
  matches(): number {
    return this.top.length;
  }
}
