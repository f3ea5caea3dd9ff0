import { BOUND_SLACK, NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";
import type { WorkCharge } from "../budget/work-budget.js";

/**
 * Docs every child matches, by leap-frog: the cheapest child leads, the others seek to its doc.
 * The score sums the children flagged as scoring (`filter` children score nothing).
 */
export class ConjunctionScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  private readonly children: Scorer[];
  private readonly scoring: Scorer[];
  constructor(
    scoring: readonly Scorer[],
    nonScoring: readonly Scorer[],
    private readonly work: WorkCharge,
  ) {
    this.children = [...scoring, ...nonScoring].sort((a, b) => a.cost - b.cost);
    this.scoring = [...scoring];
    this.cost = this.children[0]?.cost ?? 0;
  }
  private align(candidate: number): number {
    const children = this.children;
    let target = candidate;
    let moved = 1;
    outer: while (target !== NO_MORE) {
      for (let k = 1; k < children.length; k++) {
        const c = children[k]!;
        moved++;
        const d = c.doc < target ? c.advance(target) : c.doc;
        if (d > target) {
          target = children[0]!.advance(d);
          continue outer;
        }
      }
      this.work.budget.step(moved, this.work.site);
      return (this.doc = target);
    }
    this.work.budget.step(moved, this.work.site);
    return (this.doc = NO_MORE);
  }
  next(): number {
    return this.align(this.children[0]!.next());
  }
  advance(target: number): number {
    const lead = this.children[0]!;
    return this.align(lead.doc < target ? lead.advance(target) : lead.doc);
  }
  score(): number {
    let s = 0;
    for (const c of this.scoring) s += c.score();
    return s;
  }
  /** The scoring children's bounds (static), computed once. */
  private bounds: number[] | undefined;
  private bound = 0;
  maxScore(): number {
    if (this.bounds === undefined) {
      this.bounds = this.scoring.map((c) => c.maxScore());
      for (const b of this.bounds) this.bound += b;
    }
    return this.bound;
  }
  /** A doc reaches θ only if each scoring child reaches θ minus the others' bounds. */
  setMinCompetitive(minScore: number): void {
    const total = this.maxScore();
    const bounds = this.bounds!;
    for (let i = 0; i < this.scoring.length; i++) this.scoring[i]!.setMinCompetitive(minScore - (total - bounds[i]!) * BOUND_SLACK);
  }
}
