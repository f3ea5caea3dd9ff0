import type { Analyzer } from "../analysis/index.js";
import { growUint32, growUint8 } from "./growable.js";
import { PostingList } from "./posting-list.js";

/** Position gap between the values of an array text field (Elasticsearch's `position_increment_gap`). */
export const POSITION_GAP = 100;

/**
 * The inverted index of one text, keyword or string-id field: a term dictionary (term → term
 * number), postings per term, per-doc token counts, and the live statistics BM25 reads (`docCount`
 * N, `df` per term, `totalLength`). Statistics are kept exact on delete, so they always equal those
 * of an index that never held the deleted documents.
 */
export class TermField {
  readonly dict = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings: PostingList[] = [];
  /** Live document frequency per term number. */
  df: Uint32Array = new Uint32Array(16);
  /** Token count per internal doc (text), or distinct value count (keyword). */
  lengths: Uint32Array = new Uint32Array(16);
  /** 1 when the doc has a value in the field. */
  has: Uint8Array = new Uint8Array(16);
  /** Live docs with at least one token (text) or a value (keyword): BM25's N. */
  docCount = 0;
  /** Live tokens in the field. */
  totalLength = 0;
  /** Terms sorted by UTF-16 code units, rebuilt lazily after new terms arrive. */
  private sorted: number[] | undefined;
  private sortedStrings: string[] | undefined;

  constructor(
    readonly analyzer: Analyzer,
    /** Text fields keep positions and length normalisation; keyword fields neither. */
    readonly isText: boolean,
  ) {}

  private termNumber(term: string): number {
    let t = this.dict.get(term);
    if (t === undefined) {
      t = this.terms.length;
      this.dict.set(term, t);
      this.terms.push(term);
      this.postings.push(new PostingList(this.isText));
      this.df = growUint32(this.df, t + 1);
      this.sorted = undefined;
      this.sortedStrings = undefined;
    }
    return t;
  }

  /** The distinct terms of a doc's values (to take a deleted doc out of `df`). */
  private termsOf(values: readonly string[]): Set<string> {
    if (!this.isText) return new Set(values);
    const terms = new Set<string>();
    for (const v of values) for (const tok of this.analyzer.analyze(v)) terms.add(tok.term);
    return terms;
  }

  /** Term numbers the doc being added touched (scratch, reused). */
  private touched: number[] = [];

  /** Opens (first time in this doc) the posting of `term` for `doc`; returns its list. */
  private posting(term: string, doc: number): PostingList {
    const t = this.termNumber(term);
    const list = this.postings[t]!;
    if (list.lastDoc() !== doc) {
      list.open(doc);
      this.df[t]!++;
      this.touched.push(t);
    }
    return list;
  }

  /**
   * Indexes the values of doc `doc` (larger than any doc indexed before), streaming each token into
   * its term's open posting: no per-document maps or arrays.
   */
  add(doc: number, values: readonly string[]): void {
    this.touched.length = 0;
    let length = 0;
    if (this.isText) {
      let base = 0;
      for (const v of values) {
        const tokens = this.analyzer.analyze(v, base);
        let last = base - 1;
        for (const tok of tokens) {
          this.posting(tok.term, doc).addPosition(tok.position);
          if (tok.position > last) last = tok.position;
        }
        length += tokens.length;
        base = Math.max(base, last + 1) + POSITION_GAP;
      }
    } else {
      // Docs only (tf 1 however often a value repeats); the length is the number of distinct values.
      for (const v of values) {
        const list = this.posting(v, doc);
        if (list.tf(list.length - 1) === 0) {
          list.addPosition(0);
          length++;
        }
      }
    }
    for (const t of this.touched) this.postings[t]!.close(length);
    if (doc >= this.lengths.length) {
      this.lengths = growUint32(this.lengths, doc + 1);
      this.has = growUint8(this.has, doc + 1);
    }
    this.lengths[doc] = length;
    this.has[doc] = 1;
    // Lucene's docCount: a text value without tokens ("" or only stop words) does not count in N.
    if (length > 0 || !this.isText) this.docCount++;
    this.totalLength += length;
  }

  /** Takes a deleted doc's values out of the statistics (its postings stay until compaction). */
  remove(doc: number, values: readonly string[]): void {
    const terms = this.termsOf(values);
    if (this.lengths[doc]! > 0 || !this.isText) this.docCount--;
    this.totalLength -= this.lengths[doc]!;
    this.has[doc] = 0;
    for (const term of terms) {
      const t = this.dict.get(term);
      if (t !== undefined) this.df[t]!--;
    }
  }

  /** Average field length over live docs with a value (BM25's avgdl). */
  avgLength(): number {
    return this.docCount === 0 ? 0 : this.totalLength / this.docCount;
  }

  /** Term numbers in term order (UTF-16 code units). */
  sortedTerms(): { readonly numbers: readonly number[]; readonly strings: readonly string[] } {
    if (this.sorted === undefined || this.sortedStrings === undefined) {
      const numbers = this.terms.map((_, i) => i);
      const terms = this.terms;
      numbers.sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
      this.sorted = numbers;
      this.sortedStrings = numbers.map((n) => terms[n]!);
    }
    return { numbers: this.sorted, strings: this.sortedStrings };
  }

  /** Index into the sorted term list of the first term ≥ `value`. */
  lowerBound(value: string): number {
    const { strings } = this.sortedTerms();
    let lo = 0;
    let hi = strings.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (strings[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Term numbers of terms starting with `prefix`, in term order. */
  prefixTerms(prefix: string): number[] {
    const { numbers, strings } = this.sortedTerms();
    const out: number[] = [];
    for (let i = this.lowerBound(prefix); i < strings.length && strings[i]!.startsWith(prefix); i++) out.push(numbers[i]!);
    return out;
  }
}
