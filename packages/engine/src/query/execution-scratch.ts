import type { SortKeyColumn } from "../collect/sort-key-column.js";
import { TopDocs } from "../collect/top-docs.js";
import { TopSorted } from "../collect/top-sorted.js";
import type { IdOrder } from "../store/id-order.js";
import { Accumulators } from "./plan/accumulator.js";
import { PhraseScratch } from "./terms/phrase-frequency.js";

/**
 * The buffers one index's calls reuse: typed arrays are slow to make and a call runs synchronously
 * from start to end, so one set per index serves every call on it. Owned by the index and handed
 * to each execution in its {@link ExecutionContext}, never kept in a module: two indexes never
 * share a buffer, and what a large call grew is freed with its index.
 */
export class ExecutionScratch {
  private accumulators: Accumulators | undefined;
  private wide: Accumulators | undefined;
  private top: TopDocs | undefined;
  private sorted: TopSorted | undefined;
  /** The streamed plans' runs of docs and scores, end to end (grown by the stream, kept that size). */
  runDocs: Int32Array = new Int32Array(4096);
  runScores: Float64Array = new Float64Array(4096);
  /** A streamed leaf's tfs and norm bytes, decoded beside its docs in the run buffers (see {@link postingColumns}). */
  private readonly columns = { tfs: new Uint32Array(4096), norms: new Uint8Array(4096) };
  private seen = new Uint32Array(0);
  /** Sloppy phrase matching's candidates and per-group picks. */
  readonly phrase = new PhraseScratch();
  /** Histograms' dense counts not in use, all zero (see {@link takeDenseCounts}). */
  private readonly denseCounts: Float64Array[] = [];

  /** Accumulators of a term-at-a-time run covering `maxDoc` docs (grown by doubling, so a growing index reallocates rarely). */
  accumulatorsFor(maxDoc: number): Accumulators {
    const acc = this.accumulators;
    if (acc !== undefined && acc.size >= maxDoc) return acc;
    return (this.accumulators = new Accumulators(Math.max(maxDoc, (acc?.size ?? 0) * 2, 1024)));
  }

  /**
   * Accumulators a wide disjunction under cursors is run into (`materialise`): apart from
   * {@link accumulatorsFor}'s, since a call that falls back from term at a time to cursors uses both.
   */
  wideAccumulatorsFor(maxDoc: number): Accumulators {
    const acc = this.wide;
    if (acc !== undefined && acc.size >= maxDoc) return acc;
    return (this.wide = new Accumulators(Math.max(maxDoc, (acc?.size ?? 0) * 2, 1024)));
  }

  /** Columns for {@link PostingList.decode} of a list of `count` postings: tfs and norm bytes (grown by doubling, kept that size). */
  postingColumns(count: number): { readonly tfs: Uint32Array; readonly norms: Uint8Array } {
    const columns = this.columns;
    if (columns.tfs.length < count) {
      const size = Math.max(count, columns.tfs.length * 2);
      columns.tfs = new Uint32Array(size);
      columns.norms = new Uint8Array(size);
    }
    return columns;
  }

  /** One bit a doc, all clear between calls: the docs an aggregation's walk has listed (`matchPlan`). */
  matchSeen(maxDoc: number): Uint32Array {
    const words = (maxDoc + 31) >>> 5;
    if (this.seen.length < words) this.seen = new Uint32Array(Math.max(words, this.seen.length * 2));
    return this.seen;
  }

  /**
   * An all-zero array of `length` counts for a histogram to count into, made only when none is free:
   * a fresh 32 kB array per call costs more than the few hundred docs a word matches. The taker owns
   * it until it gives it back with {@link giveDenseCounts}, zeroed again; one never given back (a
   * call that threw mid-walk) is simply dropped, so a dirty array is never handed out.
   */
  takeDenseCounts(length: number): Float64Array {
    const free = this.denseCounts;
    for (let i = free.length - 1; i >= 0; i--) {
      const counts = free[i]!;
      if (counts.length !== length) continue;
      free[i] = free[free.length - 1]!;
      free.pop();
      return counts;
    }
    return new Float64Array(length);
  }

  /** Takes back an array from {@link takeDenseCounts}: the giver has set every count it touched back to 0. */
  giveDenseCounts(counts: Float64Array): void {
    if (this.denseCounts.length < MAX_FREE_DENSE_COUNTS) this.denseCounts.push(counts);
  }

  /** An empty collector of the best `k`, reusing one set of buffers. */
  topDocs(k: number, order: IdOrder): TopDocs {
    const top = (this.top ??= new TopDocs(Math.max(k, 16), order));
    top.reset(k, order);
    return top;
  }

  /** An empty collector of the best `k` by sort keys, reusing one set of columns. */
  topSorted(k: number, keys: readonly SortKeyColumn[], order: IdOrder): TopSorted {
    const top = (this.sorted ??= new TopSorted());
    top.reset(k, keys, order);
    return top;
  }
}

/** Dense count arrays an index keeps free: one per histogram of a call, few calls have more. */
const MAX_FREE_DENSE_COUNTS = 4;
