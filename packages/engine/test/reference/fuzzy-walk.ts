import { BoundedEditDistance, codePoints } from "../../src/query/terms/edit-distance.js";
import { gallopTo, lowerBoundInt } from "../../src/store/sorted-search.js";

/**
 * The engine's earlier fuzzy term walk, kept as a reference for the trie walk that replaced it
 * (src/query/terms/fuzzy-terms.ts), which must find exactly the same terms, edits and lengths.
 *
 * The terms of a sorted dictionary within `maxEdits` of a value, without visiting every term: the
 * sorted array is walked as an implicit trie over code points. The edit-distance rows of the
 * prefix a term shares with the previous one are reused; when a row's minimum exceeds `maxEdits`
 * no extension can match, and the walk seeks (galloping binary search) to the smallest string that
 * could still match: the next character of the value (the only ones that can revive a dead row)
 * after the dead one, else the next sibling of an ancestor. This is the intersection of a
 * Levenshtein automaton with the dictionary, as Lucene's `FuzzyQuery` does it, with the DP rows as
 * the automaton's states.
 *
 * Well-formed UTF-16 sorts by code units exactly as its code points sort (ordered by their
 * encoding), which the seeks rely on; terms with lone surrogates are checked one by one.
 */
export function walkSortedTerms(
  strings: readonly string[],
  value: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (index: number, edits: number, length: number) => void,
): void {
  const pl = Math.min(prefixLength, value.length);
  const prefix = String.fromCodePoint(...value.slice(0, pl));
  const lo = lowerBound(strings, prefix, 0, strings.length);
  const hi = prefix === "" ? strings.length : blockEnd(strings, prefix, lo, strings.length);
  const rest = value.slice(pl);
  const bad = illFormed(strings);
  // Terms with lone surrogates: one by one, as the reference defines it.
  if (bad.length > 0) {
    const distance = new BoundedEditDistance(rest, maxEdits, transpositions);
    for (let b = lowerBoundInt(bad, lo); b < bad.length && bad[b]! < hi; b++) {
      const term = strings[bad[b]!]!;
      const cps = codePoints(term);
      if (cps.length < pl || cps.slice(0, pl).some((c, i) => c !== value[i])) continue;
      const edits = distance.distance(term, pl);
      if (edits <= maxEdits) visit(bad[b]!, edits, cps.length);
    }
  }
  if (LONE_SURROGATE.test(prefix)) return;
  new Walk(strings, bad, rest, pl, prefix.length, maxEdits, transpositions).run(lo, hi, visit);
}

/** Sort key of a code point by its UTF-16 encoding (lone surrogates: −1, never a seek target). */
function key(cp: number): number {
  if (cp < 0xd800) return cp;
  if (cp >= 0x10000) return 0xd800 + (cp - 0x10000);
  if (cp >= 0xe000) return cp + 0x100000;
  return -1;
}

class Walk {
  private readonly n: number;
  private readonly width: number;
  private readonly maxDepth: number;
  private readonly rows: Int32Array;
  private readonly chars: Int32Array;
  private readonly ends: Int32Array;
  /** The value's distinct code points (no lone surrogates), in UTF-16 order. */
  private readonly candidates: number[];
  private readonly b: Int32Array;

  constructor(
    private readonly strings: readonly string[],
    private readonly bad: Int32Array,
    rest: readonly number[],
    private readonly pl: number,
    private readonly base: number,
    private readonly k: number,
    private readonly transpositions: boolean,
  ) {
    this.b = Int32Array.from(rest);
    this.n = rest.length;
    this.width = this.n + 1;
    this.maxDepth = this.n + k;
    this.rows = new Int32Array((this.maxDepth + 1) * this.width);
    for (let j = 0; j <= this.n; j++) this.rows[j] = j <= k ? j : k + 1;
    this.chars = new Int32Array(this.maxDepth + 2);
    this.ends = new Int32Array(this.maxDepth + 2);
    this.ends[0] = base;
    this.candidates = [...new Set(rest)].filter((c) => key(c) >= 0).sort((x, y) => key(x) - key(y));
  }

  /** Row `d` for character `c` at depth `d` (rows below valid); returns the row's minimum. */
  private row(d: number, c: number): number {
    const { n, k, width, rows, b } = this;
    const lim = k + 1;
    const cur = d * width;
    const prev = cur - width;
    const pp = prev - width;
    const lo = Math.max(1, d - k);
    const hi = Math.min(n, d + k);
    let min = lim;
    if (lo === 1) {
      rows[cur] = d <= k ? d : lim;
      if (d <= k) min = d;
    } else rows[cur + lo - 1] = lim;
    const before = this.chars[d - 1]!;
    for (let j = lo; j <= hi; j++) {
      let v = rows[prev + j - 1]! + (c === b[j - 1] ? 0 : 1);
      const up = rows[prev + j]! + 1;
      if (up < v) v = up;
      const left = rows[cur + j - 1]! + 1;
      if (left < v) v = left;
      if (this.transpositions && d > 1 && j > 1 && c === b[j - 2] && before === b[j - 1]) {
        const t = rows[pp + j - 2]! + 1;
        if (t < v) v = t;
      }
      if (v > lim) v = lim;
      rows[cur + j] = v;
      if (v < min) min = v;
    }
    if (hi < n) rows[cur + hi + 1] = lim;
    return min;
  }

  run(lo: number, hi: number, visit: (index: number, edits: number, length: number) => void): void {
    const { strings, k, n, chars, ends, bad } = this;
    let path = strings[lo] ?? "";
    let valid = 0;
    let badAt = lowerBoundInt(bad, lo);
    let i = lo;
    while (i < hi) {
      while (badAt < bad.length && bad[badAt]! < i) badAt++;
      if (badAt < bad.length && bad[badAt] === i) {
        i++;
        continue;
      }
      const t = strings[i]!;
      // Depth shared with the path: code points wholly inside the common code units.
      const limit = Math.min(ends[valid]!, t.length);
      let u = this.base;
      while (u < limit && t.charCodeAt(u) === path.charCodeAt(u)) u++;
      let d = valid;
      while (ends[d]! > u) d--;
      let pos = ends[d]!;
      let dead = false;
      while (pos < t.length) {
        let c = t.charCodeAt(pos++);
        if (c >= 0xd800 && c <= 0xdbff && pos < t.length) {
          const e = t.charCodeAt(pos);
          if (e >= 0xdc00 && e <= 0xdfff) {
            c = (c - 0xd800) * 0x400 + (e - 0xdc00) + 0x10000;
            pos++;
          }
        }
        d++;
        chars[d] = c;
        ends[d] = pos;
        if (d > this.maxDepth || this.row(d, c) > k) {
          dead = true;
          break;
        }
      }
      path = t;
      if (!dead) {
        valid = d;
        if (Math.abs(d - n) <= k) {
          const edits = this.rows[d * this.width + n]!;
          if (edits <= k) visit(i, edits, this.pl + d);
        }
        i++;
        continue;
      }
      // Dead at depth d: the smallest string after this block that may still match.
      let c = chars[d]!;
      for (;;) {
        if (d <= this.maxDepth) {
          if (this.row(d, -1) <= k) {
            // Every sibling is alive: the next block.
            i = blockEnd(strings, path.slice(0, ends[d]), i + 1, hi);
            break;
          }
          const kc = key(c);
          let found = -1;
          for (const s of this.candidates) {
            if (key(s) > kc && this.row(d, s) <= k) {
              found = s;
              break;
            }
          }
          if (found >= 0) {
            const target = path.slice(0, ends[d - 1]) + String.fromCodePoint(found);
            i = lowerBound(strings, target, i + 1, hi);
            break;
          }
        }
        d--;
        if (d === 0) {
          i = hi;
          break;
        }
        c = chars[d]!;
      }
      valid = d - 1 < 0 ? 0 : d - 1;
    }
  }
}

/** Index of the first string ≥ `value` in [from, to), galloping from `from`. */
function lowerBound(strings: readonly string[], value: string, from: number, to: number): number {
  return gallopTo(strings, from, to, (s) => s < value);
}

/** Index of the first string in [from, to) not starting with `prefix` (all before it do). */
function blockEnd(strings: readonly string[], prefix: string, from: number, to: number): number {
  return gallopTo(strings, from, to, (s) => s.startsWith(prefix));
}

/** A lone surrogate (with the `u` flag a pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const illFormedCache = new WeakMap<readonly string[], Int32Array>();

/** Indexes of the terms holding a lone surrogate, once per sorted dictionary. */
function illFormed(strings: readonly string[]): Int32Array {
  let out = illFormedCache.get(strings);
  if (out === undefined) {
    const found: number[] = [];
    for (let i = 0; i < strings.length; i++) if (LONE_SURROGATE.test(strings[i]!)) found.push(i);
    out = Int32Array.from(found);
    illFormedCache.set(strings, out);
  }
  return out;
}
