/** One collected hit: internal doc and score. */
export interface Candidate {
  readonly doc: number;
  readonly score: number;
}

/** Whether `a` ranks before `b`. */
export type Ranking = (a: Candidate, b: Candidate) => boolean;

/**
 * The best `k` candidates without sorting every match: a bounded heap whose root is the worst kept
 * candidate, so a new one costs one comparison unless it enters.
 */
export class TopK {
  private readonly heap: Candidate[] = [];
  constructor(
    private readonly k: number,
    private readonly before: Ranking,
  ) {}

  /** The worst kept candidate once `k` are kept (a new candidate must rank before it). */
  get threshold(): Candidate | undefined {
    return this.heap.length === this.k ? this.heap[0] : undefined;
  }

  offer(c: Candidate): void {
    const h = this.heap;
    if (this.k === 0) return;
    if (h.length < this.k) {
      h.push(c);
      let i = h.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.before(h[p]!, c)) break;
        h[i] = h[p]!;
        i = p;
      }
      h[i] = c;
      return;
    }
    if (!this.before(c, h[0]!)) return;
    let i = 0;
    const n = h.length;
    for (;;) {
      let w = 2 * i + 1;
      if (w >= n) break;
      if (w + 1 < n && this.before(h[w]!, h[w + 1]!)) w++;
      if (!this.before(c, h[w]!)) break;
      h[i] = h[w]!;
      i = w;
    }
    h[i] = c;
  }

  /** How many candidates are kept. */
  get size(): number {
    return this.heap.length;
  }

  /**
   * The kept candidates, best first. A ranking is a total order over distinct docs (ties fall to
   * the id order) and a doc is offered once, so one comparison decides each pair.
   */
  sorted(): Candidate[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : 1));
  }
}
