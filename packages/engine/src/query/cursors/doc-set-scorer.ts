import { gallopInt } from "../../store/sorted-search.js";
import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** A materialised sorted list of live docs with a constant score (prefix, regex, range, exists, typed terms). */
export class DocSetScorer implements Scorer {
  doc = -1;
  /** Index of the current doc in `docs`. */
  protected i = -1;
  readonly cost: number;
  constructor(
    private readonly docs: Uint32Array | Int32Array,
    private readonly value: number,
  ) {
    this.cost = docs.length;
  }
  next(): number {
    this.i++;
    return (this.doc = this.i < this.docs.length ? this.docs[this.i]! : NO_MORE);
  }
  advance(target: number): number {
    // Targets are mostly near (a disjunction or conjunction steps through close docs): gallop.
    const i = (this.i = gallopInt(this.docs, target, this.i + 1));
    return (this.doc = i < this.docs.length ? this.docs[i]! : NO_MORE);
  }
  score(): number {
    return this.value;
  }
  maxScore(): number {
    return this.value;
  }
  setMinCompetitive(): void {}
}

/** Sorted live docs of a doc space for which `test` holds. */
export function scanDocs(alive: Uint8Array, maxDoc: number, test: (doc: number) => boolean): Uint32Array {
  const out: number[] = [];
  for (let d = 0; d < maxDoc; d++) if (alive[d] === 1 && test(d)) out.push(d);
  return Uint32Array.from(out);
}
