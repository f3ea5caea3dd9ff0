import { DocSetScorer } from "./doc-set-scorer.js";

/** A materialised sorted list of docs, each with its own score (a wide disjunction run term at a time). */
export class ScoredDocsScorer extends DocSetScorer {
  private readonly bound: number;
  constructor(
    docs: Int32Array,
    private readonly scores: Float64Array,
  ) {
    super(docs, 0);
    let m = 0;
    for (let i = 0; i < scores.length; i++) if (scores[i]! > m) m = scores[i]!;
    this.bound = m;
  }
  override score(): number {
    return this.scores[this.i]!;
  }
  override maxScore(): number {
    return this.bound;
  }
}
