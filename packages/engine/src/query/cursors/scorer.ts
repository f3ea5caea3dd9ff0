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
  /** An upper bound of every score this cursor can give (Infinity when unknown). */
  maxScore(): number;
  /**
   * Dynamic pruning (Lucene's `setMinCompetitiveScore`): from now on the cursor may skip docs whose
   * score would be below `minScore`. Only called when the total need not be exact.
   */
  setMinCompetitive(minScore: number): void;
}

/** Relative slack on score bounds, so float rounding in sums never prunes a competitive doc. */
export const BOUND_SLACK = 1 + 1e-9;

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
  maxScore(): number {
    return 0;
  }
  setMinCompetitive(): void {}
}
