import { BoundedEditDistance, codePoints } from "./edit-distance.js";
import { gallopTo, lowerBoundInt } from "../../index/sorted-search.js";
import type { TermTrie } from "../../index/term-trie.js";

/**
 * The terms of a sorted dictionary within `maxEdits` of a value (`visit` gets sorted indexes, in
 * order, with the edits and the term's length in code points): the terms that start with the
 * value's first `prefixLength` code points (capped at its length) and whose rest is within
 * `maxEdits` of the value's rest, by optimal string alignment with `transpositions`, else
 * Levenshtein.
 *
 * The dictionary's trie (see {@link TermTrie}) is walked in preorder below the prefix's node with
 * one edit-distance row per depth, the band of `2·maxEdits + 1` cells around the diagonal (the
 * rest is out of reach): a node's row follows from its parent's, which the preorder leaves in
 * place, and when a row's minimum exceeds `maxEdits` no extension can match and the walk jumps
 * over the node's subtree. This is the intersection of a Levenshtein automaton with the
 * dictionary, as Lucene's `FuzzyQuery` does it, with the rows as the automaton's states; each
 * step reads a few ints from contiguous arrays, and no string is compared.
 *
 * Terms with lone surrogates (not in the trie) are checked one by one.
 */
export function fuzzyTermIndexes(
  trie: TermTrie,
  value: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (index: number, edits: number, length: number) => void,
): void {
  const strings = trie.strings;
  const pl = Math.min(prefixLength, value.length);
  const prefix = String.fromCodePoint(...value.slice(0, pl));
  const lo = gallopTo(strings, 0, strings.length, (s) => s < prefix);
  const hi = prefix === "" ? strings.length : gallopTo(strings, lo, strings.length, (s) => s.startsWith(prefix));
  const rest = value.slice(pl);
  const bad = trie.illFormed;
  // Terms with lone surrogates: one by one, as the reference defines it.
  if (bad.length > 0) {
    const distance = new BoundedEditDistance(rest, maxEdits, transpositions);
    for (let b = lowerBoundInt(bad, lo); b < bad.length && bad[b]! < hi; b++) {
      const index = bad[b]!;
      const term = strings[index]!;
      const cps = codePoints(term);
      if (cps.length < pl || cps.slice(0, pl).some((c, i) => c !== value[i])) continue;
      const edits = distance.distance(term, pl);
      if (edits <= maxEdits) visit(index, edits, cps.length);
    }
  }
  if (LONE_SURROGATE.test(prefix)) return;
  // The prefix's node (its subtree: from..to), and the term equal to the prefix (−1: none).
  let from = 0;
  let to = trie.size;
  let prefixTerm = trie.emptyTerm;
  if (pl > 0) {
    // The first well-formed term with the prefix creates the prefix's node (the term before it lacks the prefix).
    let i = lo;
    while (i < hi && trie.firstNode[i]! < 0) i++;
    if (i === hi) return;
    const first = trie.firstNode[i]!;
    const node = first + pl - trie.depth[first]!;
    from = node + 1;
    to = trie.skip[node]!;
    prefixTerm = trie.term[node]!;
  }
  walk(trie, Int32Array.from(rest), pl, maxEdits, transpositions, from, to, prefixTerm, visit);
}

/** The preorder walk of nodes [from, to) (depth `pl + 1` and below) with the rows of `b`. */
function walk(
  trie: TermTrie,
  b: Int32Array,
  pl: number,
  k: number,
  transpositions: boolean,
  from: number,
  to: number,
  prefixTerm: number,
  visit: (index: number, edits: number, length: number) => void,
): void {
  const n = b.length;
  const width = n + 1;
  const maxDepth = n + k;
  const lim = k + 1;
  // rows[d·width + j]: the distance between the first d code points below the prefix and b[0, j), capped at lim.
  const rows = new Int32Array((maxDepth + 1) * width);
  for (let j = 0; j <= n; j++) rows[j] = j <= k ? j : lim;
  // chars[d]: the code point at depth d on the current path.
  const chars = new Int32Array(maxDepth + 1);
  if (prefixTerm >= 0 && n <= k) visit(prefixTerm, n, pl);
  const { cp, depth, skip, term } = trie;
  let x = from;
  while (x < to) {
    const d = depth[x]! - pl;
    if (d > maxDepth) {
      x = skip[x]!;
      continue;
    }
    const c = cp[x]!;
    chars[d] = c;
    const cur = d * width;
    const prev = cur - width;
    const lo = d - k > 1 ? d - k : 1;
    const hi = d + k < n ? d + k : n;
    let min = lim;
    if (lo === 1) {
      const v = d <= k ? d : lim;
      rows[cur] = v;
      min = v;
    } else rows[cur + lo - 1] = lim;
    const before = d > 1 ? chars[d - 1]! : -1;
    const swaps = transpositions && d > 1;
    for (let j = lo; j <= hi; j++) {
      let v = rows[prev + j - 1]! + (c === b[j - 1] ? 0 : 1);
      const up = rows[prev + j]! + 1;
      if (up < v) v = up;
      const left = rows[cur + j - 1]! + 1;
      if (left < v) v = left;
      if (swaps && j > 1 && c === b[j - 2] && before === b[j - 1]) {
        const t = rows[prev - width + j - 2]! + 1;
        if (t < v) v = t;
      }
      if (v > lim) v = lim;
      rows[cur + j] = v;
      if (v < min) min = v;
    }
    if (hi < n) rows[cur + hi + 1] = lim;
    if (min > k) {
      // No extension comes within k: past the subtree.
      x = skip[x]!;
      continue;
    }
    const t = term[x]!;
    if (t >= 0 && d >= n - k) {
      const edits = rows[cur + n]!;
      if (edits <= k) visit(t, edits, pl + d);
    }
    x++;
  }
}

/** A lone surrogate (with the `u` flag a pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
