/** Past the last doc: what a cursor's `doc` is once exhausted. */
export const NO_MORE = 0x7fffffff;

/**
 * A cursor over matching internal doc numbers in increasing order, as Tantivy's `DocSet` + `Scorer`:
 * `doc` is -1 before the first `next`/`advance`, then the current doc, then {@link NO_MORE}.
 */
export interface Scorer {
  /** The current doc. */
  doc: number;
  /** Moves to the next match and returns it. */
  next(): number;
  /** Moves to the first match ≥ `target` (`target` > `doc`) and returns it. */
  advance(target: number): number;
  /** The current doc's score. */
  score(): number;
  /** An estimate of how many docs the cursor visits, to order conjunctions. */
  readonly cost: number;
}

/** A cursor that matches nothing. */
export class EmptyScorer implements Scorer {
  doc = -1;
  readonly cost = 0;
  next(): number {
    return (this.doc = NO_MORE);
  }
  advance(): number {
    return (this.doc = NO_MORE);
  }
  score(): number {
    return 0;
  }
}
