import { scaleScore } from "../../functions/clamp-score.js";
import { BOUND_SLACK } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** Another cursor's docs with its score times `factor` (a node's boost), or a constant when `constant` is given. */
export class ScaledScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  constructor(
    private readonly inner: Scorer,
    private readonly factor: number,
    private readonly constant?: number,
  ) {
    this.cost = inner.cost;
  }
  next(): number {
    return (this.doc = this.inner.next());
  }
  advance(target: number): number {
    return (this.doc = this.inner.advance(target));
  }
  score(): number {
    return this.constant ?? scaleScore(this.factor, this.inner.score());
  }
  maxScore(): number {
    return this.constant ?? this.factor * this.inner.maxScore();
  }
  setMinCompetitive(minScore: number): void {
    if (this.constant === undefined && this.factor > 0) this.inner.setMinCompetitive(minScore / this.factor / BOUND_SLACK);
  }
}
