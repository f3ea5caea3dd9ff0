import { BOUND_SLACK, NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** A child with its place among the children (scores are summed in that order) and its score bound. */
interface Child {
  readonly s: Scorer;
  readonly index: number;
  bound: number;
}

/**
 * Docs at least `minimumMatch` children match. The score sums (`sum`) or takes the best (`max`, a
 * dis_max with tie breaker 0) of the children on the doc, always in the children's order, so a
 * score never depends on how the doc was reached.
 *
 * The children that lead sit in a min-heap by doc (Lucene's `DisiPriorityQueue`), and the ones on
 * the current doc in `lead`, so a step costs O(log n) per child moved, not a scan of every child:
 * a text query of 1,000 words or a 256-wide bool is as cheap per posting as a two-word one.
 *
 * Dynamic pruning (MaxScore, with `minimumMatch` 1): once a minimum competitive score θ is set,
 * children are split into non-essential ones (for `sum`, the cheapest-bounded children whose bounds
 * sum below θ; for `max`, every child bounded below θ) and essential ones. Only essential children
 * lead; a doc only non-essential children match cannot reach θ and is skipped.
 */
export class DisjunctionScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  private readonly children: Child[];
  /** Essential children not on `doc`, a min-heap by doc. */
  private heap: Child[] = [];
  /** Essential children on `doc` (before the first step: every child); in the children's order once `leadSorted`. */
  private lead: Child[];
  private leadSorted = true;
  /** Children that only add to the score of docs the essential ones find (`sum` mode). */
  private optional: Child[] = [];
  private optionalBound = 0;
  /** The children by increasing bound, once pruning started. */
  private byBound: Child[] | undefined;
  /** How many of `byBound` are non-essential (`sum`) or below θ (`max`). */
  private cut = 0;
  private bound = -1;
  private current = 0;
  private scored = false;
  private minCompetitive = 0;
  /** Scratch: the children on `doc` when optional ones join them. */
  private readonly onDoc: Child[] = [];

  constructor(
    children: readonly Scorer[],
    private readonly mode: "sum" | "max",
    private readonly minimumMatch: number,
    private readonly work: WorkCharge,
  ) {
    this.children = children.map((s, index) => ({ s, index, bound: -1 }));
    this.lead = [...this.children];
    this.cost = children.reduce((a, c) => a + c.cost, 0);
  }

  /** Positions on the smallest doc of the essential children, counting the matches. */
  private settle(): number {
    const heap = this.heap;
    const lead = this.lead;
    for (;;) {
      if (heap.length === 0 || heap[0]!.s.doc === NO_MORE) return (this.doc = NO_MORE);
      const d = heap[0]!.s.doc;
      // Popped in heap order; put in the children's order only when a score needs it (below).
      while (heap.length > 0 && heap[0]!.s.doc === d) lead.push(this.pop());
      this.leadSorted = lead.length < 2;
      let n = lead.length;
      this.doc = d;
      this.scored = false;
      if (this.optional.length > 0) {
        // Skip docs that cannot reach θ even with every optional child.
        let s = 0;
        for (const c of lead) s += c.s.score();
        if ((s + this.optionalBound) * BOUND_SLACK < this.minCompetitive) {
          this.step();
          continue;
        }
        const on = this.onDoc;
        on.length = 0;
        this.sortLead();
        for (const c of lead) on.push(c);
        this.work.budget.step(this.optional.length, this.work.site);
        for (const c of this.optional) {
          if (c.s.doc < d) c.s.advance(d);
          if (c.s.doc === d) {
            insertByIndex(on, c);
            n++;
          }
        }
        this.current = sumOf(on);
        this.scored = true;
      }
      if (n >= this.minimumMatch) return d;
      this.step();
    }
  }

  /** Moves every child on `doc` to its next doc and back into the heap. */
  private step(): void {
    const lead = this.lead;
    this.work.budget.step(lead.length, this.work.site);
    for (const c of lead) {
      c.s.next();
      this.push(c);
    }
    lead.length = 0;
  }

  next(): number {
    this.step();
    return this.settle();
  }

  advance(target: number): number {
    const lead = this.lead;
    this.work.budget.step(lead.length, this.work.site);
    for (const c of lead) {
      if (c.s.doc < target) c.s.advance(target);
      this.push(c);
    }
    lead.length = 0;
    const heap = this.heap;
    let moved = 0;
    while (heap.length > 0 && heap[0]!.s.doc < target) {
      heap[0]!.s.advance(target);
      this.siftDown(0);
      moved++;
    }
    this.work.budget.step(moved, this.work.site);
    return this.settle();
  }

  score(): number {
    if (this.scored) return this.current;
    this.sortLead();
    const s = this.mode === "sum" ? sumOf(this.lead) : maxOf(this.lead);
    this.current = s;
    this.scored = true;
    return s;
  }

  maxScore(): number {
    if (this.bound < 0) {
      let m = 0;
      for (const c of this.children) {
        c.bound = c.s.maxScore();
        m = this.mode === "sum" ? m + c.bound : Math.max(m, c.bound);
      }
      this.bound = m;
    }
    return this.bound;
  }

  setMinCompetitive(minScore: number): void {
    if (this.minimumMatch !== 1 || !(minScore > this.minCompetitive)) return;
    this.minCompetitive = minScore;
    if (this.byBound === undefined) {
      this.maxScore();
      this.byBound = [...this.children].sort((a, b) => a.bound - b.bound);
    }
    const byBound = this.byBound;
    let p = this.cut;
    let sum = this.optionalBound;
    if (this.mode === "max") {
      // Only children that can reach θ alone lead; the doc's score is then theirs (the others are below θ).
      while (p < byBound.length && byBound[p]!.bound * BOUND_SLACK < minScore) p++;
      if (p !== this.cut) this.repartition(byBound.slice(p), p);
      for (let i = p; i < byBound.length; i++) byBound[i]!.s.setMinCompetitive(minScore);
      return;
    }
    while (p < byBound.length && (sum + byBound[p]!.bound) * BOUND_SLACK < minScore) sum += byBound[p++]!.bound;
    this.optionalBound = sum;
    if (p !== this.cut) this.repartition(byBound.slice(p), p);
    if (this.optional.length === 0 && p === byBound.length - 1) byBound[p]!.s.setMinCompetitive(minScore);
  }

  /**
   * Puts `lead` in the children's order, so sums never depend on how the doc was reached. Done per
   * scored doc, not per match: a count or a filter never pays for it, and a sort is O(n log n) where
   * inserting each popped child in place was O(n²) with hundreds of children on one doc.
   */
  private sortLead(): void {
    if (this.leadSorted) return;
    const lead = this.lead;
    if (lead.length <= SMALL_LEAD) {
      for (let i = 1; i < lead.length; i++) {
        const c = lead[i]!;
        let j = i;
        while (j > 0 && lead[j - 1]!.index > c.index) {
          lead[j] = lead[j - 1]!;
          j--;
        }
        lead[j] = c;
      }
    } else lead.sort(byIndex);
    this.leadSorted = true;
  }

  /** The essential children become `essential`; the first `cut` of `byBound` optional (`sum`) or dropped (`max`). */
  private repartition(essential: Child[], cut: number): void {
    this.cut = cut;
    this.optional = this.mode === "max" ? [] : this.byBound!.slice(0, cut);
    // A child that stops leading may lag behind; it is advanced when next needed. One that starts
    // leading must not lag behind the current doc.
    const d = this.doc;
    const lead: Child[] = [];
    const heap: Child[] = [];
    for (const c of essential) {
      if (d !== -1 && c.s.doc < d) c.s.advance(d);
      if (c.s.doc === d) insertByIndex(lead, c);
      else heap.push(c);
    }
    this.lead = lead;
    this.leadSorted = true;
    this.heap = heap;
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  private push(c: Child): void {
    const heap = this.heap;
    let i = heap.length;
    heap.push(c);
    const doc = c.s.doc;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent]!;
      if (p.s.doc <= doc) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = c;
  }

  private pop(): Child {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  private siftDown(from: number): void {
    const heap = this.heap;
    const n = heap.length;
    const c = heap[from]!;
    const doc = c.s.doc;
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && heap[child + 1]!.s.doc < heap[child]!.s.doc) child++;
      const m = heap[child]!;
      if (m.s.doc >= doc) break;
      heap[i] = m;
      i = child;
    }
    heap[i] = c;
  }
}

/** Leads up to this long are put in order by insertion; longer ones by `Array.prototype.sort`. */
const SMALL_LEAD = 16;

function byIndex(a: Child, b: Child): number {
  return a.index - b.index;
}

/** Inserts `c` into `list`, kept in the children's order (lists on one doc are short). */
function insertByIndex(list: Child[], c: Child): void {
  let i = list.length;
  list.push(c);
  while (i > 0 && list[i - 1]!.index > c.index) {
    list[i] = list[i - 1]!;
    i--;
  }
  list[i] = c;
}

function sumOf(list: readonly Child[]): number {
  let s = 0;
  for (const c of list) s += c.s.score();
  return s;
}

function maxOf(list: readonly Child[]): number {
  let s = 0;
  for (const c of list) {
    const x = c.s.score();
    if (x > s) s = x;
  }
  return s;
}
