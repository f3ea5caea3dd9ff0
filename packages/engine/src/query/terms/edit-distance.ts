/**
 * Bounded edit distance from one fixed value to many terms, as a fuzzy query scans a term
 * dictionary: the value's code points and the dynamic-programming rows are allocated once, each
 * term's code points are read into a reused buffer, and a term whose length alone rules it out
 * is skipped before any of that. With `transpositions`, the optimal string alignment distance (an
 * adjacent swap is one edit, as Lucene's Levenshtein automata count it); without, plain
 * Levenshtein.
 */
export class BoundedEditDistance {
  private readonly value: Int32Array;
  private term = new Int32Array(64);
  private prevPrev: Int32Array;
  private prev: Int32Array;
  private cur: Int32Array;

  constructor(
    value: readonly number[],
    private readonly limit: number,
    private readonly transpositions: boolean,
  ) {
    this.value = Int32Array.from(value);
    const n = value.length + 1;
    this.prevPrev = new Int32Array(n);
    this.prev = new Int32Array(n);
    this.cur = new Int32Array(n);
  }

  /**
   * The distance between the value and `term` from its `skip`-th code point on, or `limit + 1` as
   * soon as it must exceed `limit`.
   */
  distance(term: string, skip: number): number {
    const limit = this.limit;
    const n = this.value.length;
    // Code points are at most term.length and at least half of it: rule out by length first.
    if (term.length - skip < n - limit || Math.ceil(term.length / 2) - skip > n + limit) return limit + 1;
    let m = 0;
    let index = 0;
    for (let i = 0; i < term.length; i++) {
      let c = term.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < term.length) {
        const d = term.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          c = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
          i++;
        }
      }
      if (index++ < skip) continue;
      if (m === this.term.length) {
        const grown = new Int32Array(m * 2);
        grown.set(this.term);
        this.term = grown;
      }
      this.term[m++] = c;
    }
    if (Math.abs(m - n) > limit) return limit + 1;
    const a = this.term;
    const b = this.value;
    let prevPrev = this.prevPrev;
    let prev = this.prev;
    let cur = this.cur;
    for (let j = 0; j <= n; j++) prev[j] = j;
    for (let i = 1; i <= m; i++) {
      cur[0] = i;
      let rowMin = i;
      const ai = a[i - 1]!;
      for (let j = 1; j <= n; j++) {
        const cost = ai === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
        if (this.transpositions && i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
        cur[j] = d;
        if (d < rowMin) rowMin = d;
      }
      if (rowMin > limit) return limit + 1;
      const t = prevPrev;
      prevPrev = prev;
      prev = cur;
      cur = t;
    }
    return prev[n]! > limit ? limit + 1 : prev[n]!;
  }
}

/** The code points of a string. */
export function codePoints(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) out.push(ch.codePointAt(0)!);
  return out;
}

/** The number of code points of a string. */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
