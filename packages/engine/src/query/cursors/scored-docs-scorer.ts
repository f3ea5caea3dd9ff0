import { seekSorted } from "./doc-set-scorer.js";
import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** A materialised sorted list of docs, each with its own score (a wide disjunction run term at a time). */
export class ScoredDocsScorer implements Scorer {
  doc = -1;
  private i = -1;
  readonly cost: number;
  private readonly bound: number;
  constructor(
    private readonly docs: Int32Array,
    private readonly scores: Float64Array,
  ) {
    this.cost = docs.length;
    let m = 0;
    for (let i = 0; i < scores.length; i++) if (scores[i]! > m) m = scores[i]!;
    this.bound = m;
  }
  next(): number {
    this.i++;
    return (this.doc = this.i < this.docs.length ? this.docs[this.i]! : NO_MORE);
  }
  advance(target: number): number {
    const i = (this.i = seekSorted(this.docs, this.i + 1, target));
    return (this.doc = i < this.docs.length ? this.docs[i]! : NO_MORE);
  }
  score(): number {
    return this.scores[this.i]!;
  }
  maxScore(): number {
    return this.bound;
  }
  setMinCompetitive(): void {}
}
