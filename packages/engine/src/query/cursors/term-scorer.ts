import type { PostingList } from "../../store/posting-pool.js";
import { listMaxScore, postingScore, type TermStats } from "../scoring/bm25.js";
import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** Walks one term's postings (skipping deleted docs) and scores each with BM25. */
export class TermScorer implements Scorer {
  doc = -1;
  /** Index of the current posting. */
  i = -1;
  readonly cost: number;
  constructor(
    readonly list: PostingList,
    private readonly alive: Uint8Array,
    private readonly stats: TermStats,
  ) {
    this.cost = list.length;
  }
  private settle(i: number): number {
    const list = this.list;
    const n = list.length;
    while (i < n && this.alive[list.doc(i)] !== 1) i++;
    this.i = i;
    return (this.doc = i < n ? list.doc(i) : NO_MORE);
  }
  next(): number {
    return this.settle(this.i + 1);
  }
  advance(target: number): number {
    return this.settle(this.list.seek(target, this.i + 1));
  }
  /** Term frequency at the current doc. */
  tf(): number {
    return this.list.tf(this.i);
  }
  score(): number {
    return postingScore(this.stats, this.list, this.i, this.doc);
  }
  maxScore(): number {
    return listMaxScore(this.stats, this.list);
  }
  setMinCompetitive(): void {}
}
