import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** Docs of `required` that `excluded` does not match (`mustNot`). */
export class ExclusionScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  constructor(
    private readonly required: Scorer,
    private readonly excluded: Scorer,
    private readonly work: WorkCharge,
  ) {
    this.cost = required.cost;
  }
  private skip(d: number): number {
    while (d !== NO_MORE) {
      this.work.budget.step(2, this.work.site);
      const e = this.excluded.doc < d ? this.excluded.advance(d) : this.excluded.doc;
      if (e !== d) return (this.doc = d);
      d = this.required.next();
    }
    return (this.doc = NO_MORE);
  }
  next(): number {
    return this.skip(this.required.next());
  }
  advance(target: number): number {
    return this.skip(this.required.advance(target));
  }
  score(): number {
    return this.required.score();
  }
  maxScore(): number {
    return this.required.maxScore();
  }
  setMinCompetitive(minScore: number): void {
    this.required.setMinCompetitive(minScore);
  }
}
