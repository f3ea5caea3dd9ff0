import { NORM_OVERFLOW, type PostingList } from "../../store/posting-pool.js";
import type { TermField } from "../../store/term-field.js";
import { fmt } from "../../explain/explanation.js";

/**
 * BM25, in one place: the constants, idf, the length normalisation and its per-field table by norm
 * byte, a posting's score, a list's score bound and the explanation's tf-norm. Every path that
 * scores a term or a phrase — the cursors, the accumulators, the streamed plans and `explain` —
 * calls these, so they give the same float for the same posting (the exact-float tests check it).
 */

/** BM25's `k1` (Lucene's default). */
export const BM25_K1 = 1.2;
/** BM25's `b` for text fields (Lucene's default); it travels in {@link TermStats}. */
export const BM25_B = 0.75;

/**
 * Statistics bound to one term's scoring: `weight` = boost · idf. `lengths` are the docs' field
 * lengths; undefined for keyword fields and ids, which have no norms (Lucene scores them with a
 * length of 1 against `avgdl` = distinct values per doc). `norms`, for text fields scored through
 * a list's norm bytes, tables {@link kNorm} by norm byte ({@link normTable}).
 */
export interface TermStats {
  readonly weight: number;
  readonly b: number;
  readonly avgdl: number;
  readonly lengths: Uint32Array | undefined;
  readonly norms?: Float64Array | undefined;
}

/** Lucene's BM25 idf. */
export function idf(docCount: number, docFreq: number): number {
  return Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
}

/** The denominator's length part `k1 · (1 − b + b · dl / avgdl)` (1 − b + b when the field has no lengths to average). */
export function kNorm(b: number, avgdl: number, dl: number): number {
  return BM25_K1 * (avgdl === 0 ? 1 : 1 - b + (b * dl) / avgdl);
}

/** A term's or a phrase's score: `weight · tf / (tf + kNorm)`. */
export function bm25(weight: number, tf: number, kn: number): number {
  return (weight * tf) / (tf + kn);
}

/** The tf-norm `tf / (tf + kNorm)` an explanation shows: {@link bm25} at weight 1 (`1 · tf` is `tf`, the same float). */
export function tfNorm(tf: number, kn: number): number {
  return bm25(1, tf, kn);
}

/** {@link kNorm} of doc length `dl` under `stats`. */
export function scaledNorm(stats: TermStats, dl: number): number {
  return kNorm(stats.b, stats.avgdl, dl);
}

/** {@link kNorm} of `doc` under `stats` (length 1 for fields without lengths). */
export function docNorm(stats: TermStats, doc: number): number {
  return kNorm(stats.b, stats.avgdl, stats.lengths === undefined ? 1 : stats.lengths[doc]!);
}

/**
 * {@link kNorm} for every norm byte below NORM_OVERFLOW at the field's current avgdl, made once per
 * field until its statistics change and kept on the field (Lucene caches its 256 norm values per
 * field the same way).
 */
export function normTable(field: TermField, b: number): Float64Array {
  const avgdl = field.avgLength();
  const cached = field.normTable;
  if (cached !== undefined && cached.b === b && cached.avgdl === avgdl) return cached.table;
  const table = new Float64Array(NORM_OVERFLOW);
  for (let dl = 0; dl < NORM_OVERFLOW; dl++) table[dl] = kNorm(b, avgdl, dl);
  field.normTable = { b, avgdl, table };
  return table;
}

/** {@link kNorm} of posting `i` of `list` (doc `doc`), through the norm byte when the stats table it. */
export function postingNorm(stats: TermStats, list: PostingList, i: number, doc: number): number {
  const table = stats.norms;
  if (table !== undefined) {
    const nb = list.norm(i);
    if (nb < NORM_OVERFLOW) return table[nb]!;
  }
  return docNorm(stats, doc);
}

/** The score of posting `i` of `list` (doc `doc`). */
export function postingScore(stats: TermStats, list: PostingList, i: number, doc: number): number {
  return bm25(stats.weight, list.tf(i), postingNorm(stats, list, i, doc));
}

/** A bound of a list's scores: BM25 increases with tf and decreases with dl, so its largest tf at its smallest length. */
export function listMaxScore(stats: TermStats, list: PostingList): number {
  return bm25(stats.weight, list.maxTf, scaledNorm(stats, stats.lengths === undefined ? 1 : list.minLength));
}

/** What an explanation says of a term's tf-norm; `dl` undefined for a field without lengths (scored as length 1). */
export function tfNormDescription(tf: number, stats: TermStats, dl: number | undefined): string {
  return dl === undefined
    ? `tf-norm = tf / (tf + k1 · (1 − b + b / avgdl)) with tf ${tf}, k1 ${BM25_K1}, b ${stats.b}, avgdl ${fmt(stats.avgdl)} distinct values per doc (no norms: length 1)`
    : `tf-norm = tf / (tf + k1 · (1 − b + b · dl / avgdl)) with tf ${tf}, k1 ${BM25_K1}, b ${stats.b}, dl ${dl}, avgdl ${fmt(stats.avgdl)}`;
}
