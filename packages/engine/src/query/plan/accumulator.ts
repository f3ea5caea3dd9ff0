/**
 * Scratch score accumulators over the doc space for term-at-a-time execution: per nesting level a
 * score per doc, a mark saying the doc was touched in the current pass (an epoch number, so nothing
 * is cleared between queries), and the touched docs in the order they were first touched.
 * One set per doc-space size is kept and reused: execution is synchronous, so no two passes share it.
 */
export class AccumulatorLevel {
  readonly scores: Float64Array;
  readonly marks: Int32Array;
  readonly touched: Int32Array;
  /** Docs in `touched`. */
  count = 0;
  /** The current pass's mark. */
  epoch = 0;

  constructor(readonly size: number) {
    this.scores = new Float64Array(size);
    this.marks = new Int32Array(size);
    this.touched = new Int32Array(size);
  }

  /** Starts a pass: no doc is touched. */
  begin(): void {
    this.count = 0;
    if (this.epoch === 0x7ffffffe) {
      this.marks.fill(0);
      this.epoch = 0;
    }
    this.epoch++;
  }

  /**
   * Adds a score for `doc`: its first touch sets it (`max` floors it at 0, as the cursors' best-of
   * starts from 0), later ones add (`sum`) or keep the larger (`max`).
   */
  add(doc: number, score: number, mode: "set" | "sum" | "max"): void {
    const scores = this.scores;
    if (this.marks[doc] !== this.epoch) {
      this.marks[doc] = this.epoch;
      this.touched[this.count++] = doc;
      scores[doc] = mode === "max" && !(score > 0) ? 0 : score;
    } else if (mode === "sum") scores[doc] = scores[doc]! + score;
    else if (mode === "max" && score > scores[doc]!) scores[doc] = score;
  }

  /** Whether `doc` was touched in this pass. */
  has(doc: number): boolean {
    return this.marks[doc] === this.epoch;
  }
}

/** Levels for one doc-space size, made on first use. */
export class Accumulators {
  private readonly levels: AccumulatorLevel[] = [];
  constructor(readonly size: number) {}

  level(depth: number): AccumulatorLevel {
    let l = this.levels[depth];
    if (l === undefined) this.levels[depth] = l = new AccumulatorLevel(this.size);
    return l;
  }
}
