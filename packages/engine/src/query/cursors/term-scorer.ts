import { NORM_OVERFLOW, type PostingList } from "../../index/posting-pool.js";
import type { TermField } from "../../index/term-field.js";
import { NO_MORE } from "./scorer.js";
import type { Scorer } from "./scorer.js";

/** BM25's constants (Lucene's defaults). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * Statistics bound to one term's scoring: `weight` = boost · idf. `lengths` are the docs' field
 * lengths; undefined for keyword fields and ids, which have no norms (Lucene scores them with a
 * length of 1 against `avgdl` = distinct values per doc). `norms`, for text fields scored through
 * a list's norm bytes, tables the denominator's `k1 · (1 − b + b · dl / avgdl)` by norm byte
 * ({@link scaledNorms}).
 */
export interface TermStats {
  readonly weight: number;
  readonly b: number;
  readonly avgdl: number;
  readonly lengths: Uint32Array | undefined;
  readonly norms?: Float64Array | undefined;
}

/** `k1 · (1 − b + b · dl / avgdl)`: the same expression as {@link lengthNorm}'s use in scoring, so the float is the same. */
export function scaledNorm(stats: TermStats, dl: number): number {
  const { b, avgdl } = stats;
  return BM25_K1 * (avgdl === 0 ? 1 : 1 - b + (b * dl) / avgdl);
}

/**
 * {@link scaledNorm} for every norm byte below NORM_OVERFLOW at the field's current avgdl, made
 * once per field until its statistics change and kept on the field (Lucene caches its 256 norm
 * values per field the same way).
 */
export function scaledNorms(field: TermField, b: number): Float64Array {
  const avgdl = field.avgLength();
  const cached = field.normTable;
  if (cached !== undefined && cached.b === b && cached.avgdl === avgdl) return cached.table;
  const table = new Float64Array(NORM_OVERFLOW);
  for (let dl = 0; dl < NORM_OVERFLOW; dl++) table[dl] = BM25_K1 * (avgdl === 0 ? 1 : 1 - b + (b * dl) / avgdl);
  field.normTable = { b, avgdl, table };
  return table;
}

/** The denominator's `k1 · norm` of posting `i` of `list` (doc `doc`), through the norm byte when the stats table it. */
export function postingNorm(stats: TermStats, list: PostingList, i: number, doc: number): number {
  const table = stats.norms;
  if (table !== undefined) {
    const nb = list.norm(i);
    if (nb < NORM_OVERFLOW) return table[nb]!;
  }
  return scaledNorm(stats, stats.lengths === undefined ? 1 : stats.lengths[doc]!);
}

/** Lucene's BM25 idf. */
export function idf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/** BM25's length normalisation of a doc: `1 − b + b · dl / avgdl`. */
export function lengthNorm(stats: TermStats, doc: number): number {
  const dl = stats.lengths === undefined ? 1 : stats.lengths[doc]!;
  return stats.avgdl === 0 ? 1 : 1 - stats.b + (stats.b * dl) / stats.avgdl;
}

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
    const tf = this.list.tf(this.i);
    return (this.stats.weight * tf) / (tf + postingNorm(this.stats, this.list, this.i, this.doc));
  }
  /** BM25 is increasing in tf and decreasing in dl: the list's largest tf and smallest length bound it. */
  maxScore(): number {
    const { weight, b, avgdl } = this.stats;
    const tf = this.list.maxTf;
    const dl = this.stats.lengths === undefined ? 1 : this.list.minLength;
    const norm = avgdl === 0 ? 1 : 1 - b + (b * dl) / avgdl;
    return (weight * tf) / (tf + BM25_K1 * norm);
  }
  setMinCompetitive(): void {}
}
