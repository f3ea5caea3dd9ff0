import { BOUND_SLACK } from "./scorer.js";
import type { Scorer } from "./scorer.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** Docs of `required`, scored as `required` plus `optional` when it matches too (`must` + optional `should`). */
export class ReqOptScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  constructor(
    private readonly required: Scorer,
    private readonly optional: Scorer,
    private readonly work: WorkCharge,
  ) {
    this.cost = required.cost;
  }
  next(): number {
    return (this.doc = this.required.next());
  }
  advance(target: number): number {
    return (this.doc = this.required.advance(target));
  }
  score(): number {
    let s = this.required.score();
    const o = this.optional;
    this.work.budget.step(1, this.work.site);
    if (o.doc < this.doc) o.advance(this.doc);
    if (o.doc === this.doc) s += o.score();
    return s;
  }
  maxScore(): number {
    return this.required.maxScore() + this.optional.maxScore();
  }
  setMinCompetitive(minScore: number): void {
    this.required.setMinCompetitive(minScore - this.optional.maxScore() * BOUND_SLACK);
  }
}
