import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** Every live doc, constant score. */
export class AllScorer implements Scorer {
  doc = -1;
  readonly cost: number;
  constructor(
    private readonly alive: Uint8Array,
    private readonly maxDoc: number,
    private readonly value: number,
  ) {
    this.cost = maxDoc;
  }
  next(): number {
    return this.advance(this.doc + 1);
  }
  advance(target: number): number {
    let d = target;
    while (d < this.maxDoc && this.alive[d] !== 1) d++;
    return (this.doc = d < this.maxDoc ? d : NO_MORE);
  }
  score(): number {
    return this.value;
  }
  maxScore(): number {
    return this.value;
  }
  setMinCompetitive(): void {}
}
