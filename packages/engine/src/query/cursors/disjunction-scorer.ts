import { BOUND_SLACK, NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/**
 * Docs at least `minimumMatch` children match. The score sums (`sum`) or takes the best (`max`, a
 * dis_max with tie breaker 0) of the children on the doc. The current doc is the smallest doc of
 * the children (a linear scan: children are few; a fuzzy query has at most 50).
 *
 * Dynamic pruning (MaxScore, with `minimumMatch` 1): once a minimum competitive score θ is set,
 * children are split into non-essential ones (for `sum`, the cheapest-bounded children whose bounds
 * sum below θ; for `max`, every child bounded below θ) and essential ones. Only essential children
 * lead; a doc only non-essential children match cannot reach θ and is skipped.
 */
export class DisjunctionScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  private readonly children: Scorer[];
  /** Children that lead the iteration (all of them until pruning starts). */
  private essential: Scorer[];
  /** Children that only add to the score of docs the essential ones find (`sum` mode). */
  private optional: Scorer[] = [];
  private optionalBound = 0;
  private count = 0;
  private current = 0;
  private scored = false;
  private minCompetitive = 0;

  constructor(
    children: readonly Scorer[],
    private readonly mode: "sum" | "max",
    private readonly minimumMatch = 1,
  ) {
    this.children = [...children];
    this.essential = this.children;
    this.cost = children.reduce((a, c) => a + c.cost, 0);
  }

  /** Positions on the smallest doc at or after the essential children's, counting the matches. */
  private settle(): number {
    for (;;) {
      let d = NO_MORE;
      for (const c of this.essential) if (c.doc < d) d = c.doc;
      if (d === NO_MORE) return (this.doc = NO_MORE);
      let n = 0;
      for (const c of this.essential) if (c.doc === d) n++;
      this.doc = d;
      this.scored = false;
      if (this.optional.length > 0) {
        // Skip docs that cannot reach θ even with every optional child.
        let s = 0;
        for (const c of this.essential) if (c.doc === d) s += c.score();
        if ((s + this.optionalBound) * BOUND_SLACK < this.minCompetitive) {
          for (const c of this.essential) if (c.doc === d) c.next();
          continue;
        }
        for (const c of this.optional) {
          if (c.doc < d) c.advance(d);
          if (c.doc === d) {
            s += c.score();
            n++;
          }
        }
        this.current = s;
        this.scored = true;
      }
      this.count = n;
      if (n >= this.minimumMatch) return d;
      for (const c of this.essential) if (c.doc === d) c.next();
    }
  }

  next(): number {
    if (this.doc === -1) {
      for (const c of this.essential) c.next();
    } else {
      const d = this.doc;
      for (const c of this.essential) if (c.doc === d) c.next();
    }
    return this.settle();
  }

  advance(target: number): number {
    for (const c of this.essential) if (c.doc < target) c.advance(target);
    return this.settle();
  }

  score(): number {
    if (this.scored) return this.current;
    const d = this.doc;
    let s = 0;
    if (this.mode === "sum") {
      for (const c of this.children) if (c.doc === d) s += c.score();
    } else {
      for (const c of this.children) {
        if (c.doc !== d) continue;
        const x = c.score();
        if (x > s) s = x;
      }
    }
    this.current = s;
    this.scored = true;
    return s;
  }

  /** How many children match the current doc. */
  matches(): number {
    return this.count;
  }

  maxScore(): number {
    let m = 0;
    for (const c of this.children) m = this.mode === "sum" ? m + c.maxScore() : Math.max(m, c.maxScore());
    return m;
  }

  setMinCompetitive(minScore: number): void {
    if (this.minimumMatch !== 1 || !(minScore > this.minCompetitive)) return;
    this.minCompetitive = minScore;
    if (this.mode === "max") {
      // Only children that can reach θ alone lead; the doc's score is then theirs (the others are below θ).
      const lead = this.children.filter((c) => c.maxScore() * BOUND_SLACK >= minScore);
      this.repartition(lead, []);
      for (const c of lead) c.setMinCompetitive(minScore);
      return;
    }
    const byBound = [...this.children].sort((a, b) => a.maxScore() - b.maxScore());
    let sum = 0;
    let p = 0;
    while (p < byBound.length && (sum + byBound[p]!.maxScore()) * BOUND_SLACK < minScore) sum += byBound[p++]!.maxScore();
    this.optionalBound = sum;
    this.repartition(byBound.slice(p), byBound.slice(0, p));
    if (this.essential.length === 1 && this.optional.length === 0) this.essential[0]!.setMinCompetitive(minScore);
  }

  private repartition(essential: Scorer[], optional: Scorer[]): void {
    // A child that stops leading may lag behind; it is advanced when next needed. One that starts
    // leading must not lag behind the current doc.
    for (const c of essential) if (c.doc < this.doc && this.doc !== -1) c.advance(this.doc === NO_MORE ? NO_MORE : this.doc);
    this.essential = essential;
    this.optional = optional;
    if (this.mode === "max") this.optional = [];
  }
}
