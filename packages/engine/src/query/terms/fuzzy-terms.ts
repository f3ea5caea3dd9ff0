import { BoundedEditDistance, codePoints } from "./edit-distance.js";
import { gallopTo, lowerBoundInt } from "../../store/sorted-search.js";
import type { TermTrie } from "../../store/term-trie.js";
import type { WorkCharge } from "../budget/work-budget.js";

/**
 * A check of single terms against a fuzzy value, outside any trie (terms with lone surrogates, terms
 * added since the trie was built): `check(id, term)` visits `id` when the term starts with the
 * value's first `pl` code points and its rest is within `maxEdits`; each check charges its term's
 * code units.
 */
function oneByOne(
  value: readonly number[],
  pl: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (id: number, edits: number, length: number) => void,
  charge: ((steps: number) => void) | undefined,
): (id: number, term: string) => void {
  const distance = new BoundedEditDistance(value.slice(pl), maxEdits, transpositions);
  return (id, term) => {
    charge?.(1 + term.length);
    const cps = codePoints(term);
    if (cps.length < pl || cps.slice(0, pl).some((c, i) => c !== value[i])) return;
    const edits = distance.distance(term, pl);
    if (edits <= maxEdits) visit(id, edits, cps.length);
  };
}

/**
 * The terms numbered `from` to `to − 1` of `terms` within `maxEdits` of a value, checked one by one
 * (the terms a trie does not hold yet, see `TermField.searchTrie`): `visit` gets term numbers.
 */
export function fuzzyTermsOneByOne(
  terms: readonly string[],
  from: number,
  to: number,
  value: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (term: number, edits: number, length: number) => void,
  work?: WorkCharge,
): void {
  if (from >= to) return;
  const charge = work === undefined ? undefined : (steps: number) => work.budget.spend(steps, "automatonStep", work.site);
  const check = oneByOne(value, Math.min(prefixLength, value.length), maxEdits, transpositions, visit, charge);
  for (let t = from; t < to; t++) check(t, terms[t]!);
}

/** Trie nodes a walk visits between two charges to the budget. */
const CHARGE_EVERY = 1024;

/**
 * The terms of a sorted dictionary within `maxEdits` of a value (`visit` gets sorted indexes, in
 * order, with the edits and the term's length in code points): the terms that start with the
 * value's first `prefixLength` code points (capped at its length) and whose rest is within
 * `maxEdits` of the value's rest, by optimal string alignment with `transpositions`, else
 * Levenshtein.
 *
 * The dictionary's trie (see {@link TermTrie}) is walked depth first below the prefix's node with
 * one edit-distance row per depth, the band of `2·maxEdits + 1` cells around the diagonal (the
 * rest is out of reach): a node's row follows from its parent's, and when a row's minimum exceeds
 * `maxEdits` no extension can match and the walk does not go into the node. This is the
 * intersection of a Levenshtein automaton with the dictionary, as Lucene's `FuzzyQuery` does it,
 * with the rows as the automaton's states. A child whose code point is not in the value, under a
 * parent whose row's minimum is `maxEdits` already, is dead without a row (its row is one more
 * than the parent's everywhere); no string is compared.
 *
 * Terms with lone surrogates (not in the trie) are checked one by one.
 *
 * With `work`, each trie node read (and each term checked one by one) is an `automatonStep`,
 * charged every {@link CHARGE_EVERY} nodes while the walk runs.
 */
export function fuzzyTermIndexes(
  trie: TermTrie,
  value: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (index: number, edits: number, length: number) => void,
  work?: WorkCharge,
): void {
  const charge = work === undefined ? undefined : (steps: number) => work.budget.spend(steps, "automatonStep", work.site);
  const strings = trie.strings;
  const pl = Math.min(prefixLength, value.length);
  const prefix = String.fromCodePoint(...value.slice(0, pl));
  const rest = value.slice(pl);
  const bad = trie.illFormed;
  // Terms with lone surrogates: one by one, as the reference defines it.
  if (bad.length > 0) {
    const lo = gallopTo(strings, 0, strings.length, (s) => s < prefix);
    const hi = prefix === "" ? strings.length : gallopTo(strings, lo, strings.length, (s) => s.startsWith(prefix));
    const checker = oneByOne(value, pl, maxEdits, transpositions, visit, charge);
    for (let b = lowerBoundInt(bad, lo); b < bad.length && bad[b]! < hi; b++) checker(bad[b]!, strings[bad[b]!]!);
  }
  if (LONE_SURROGATE.test(prefix)) return;
  // Down to the prefix's node (`TermTrie.child`: a binary search among a node's children).
  let node = 0;
  for (let d = 0; d < pl; d++) {
    node = trie.child(node, value[d]!);
    if (node < 0) return;
  }
  const b = Int32Array.from(rest);
  if (b.length <= MAX_BIT_PARALLEL) walkBits(trie, b, pl, maxEdits, transpositions, node, visit, charge);
  else walkRows(trie, b, pl, maxEdits, transpositions, node, visit, charge);
}

/** Bit 31, beyond every column: a `reach` that lets every child through. */
const NO_LIMIT = 1 << 31;

/** Longest value rest (in code points) whose columns fit one 32-bit word, bit j for column j. */
export const MAX_BIT_PARALLEL = 30;

/**
 * The depth-first walk below node `top` (at depth `pl`), with each row as `k + 1` bit vectors
 * (Wu and Manber's, with Hyyrö's transpositions): bit j of `D[d·(k+1) + i]` is set when the first
 * d code points below the prefix are within i edits of b[0, j), and for a code point c
 * D_i = (D_i' << 1 & M[c]) | D_{i−1}' << 1 | D_{i−1}' | D_{i−1} << 1 | (D_{i−1}'' << 2 & M[c] << 1 & M[c'])
 * (' the parent's, '' the grandparent's, c' the parent's code point; M[c]: bit j when b[j − 1] is
 * c): a match, a substitution, an insertion, a deletion, a swap. A node is dead when D_k is empty.
 * About ten integer operations per level instead of a row of cells.
 */
function walkBits(
  trie: TermTrie,
  b: Int32Array,
  pl: number,
  k: number,
  transpositions: boolean,
  top: number,
  visit: (index: number, edits: number, length: number) => void,
  charge?: (steps: number) => void,
): void {
  const n = b.length;
  const maxDepth = n + k;
  const levels = k + 1;
  const columns = (2 ** (n + 1) - 1) | 0;
  const last = 1 << n;
  // M[c]: direct below 128, else through the list of b's other code points.
  const ascii = new Int32Array(128);
  const others: number[] = [];
  const otherMasks: number[] = [];
  for (let j = 1; j <= n; j++) {
    const c = b[j - 1]!;
    if (c < 128) ascii[c] = ascii[c]! | (1 << j);
    else {
      const at = others.indexOf(c);
      if (at < 0) {
        others.push(c);
        otherMasks.push(1 << j);
      } else otherMasks[at] = otherMasks[at]! | (1 << j);
    }
  }
  const D = new Int32Array((maxDepth + 1) * levels);
  // Depth 0: b[0, j) is j deletions away.
  for (let i = 0; i <= k; i++) D[i] = (2 ** (Math.min(i, n) + 1) - 1) | 0;
  // Per depth d on the current path: M of its code point, and the children of the node at depth
  // d − 1 still to visit (next[d] up to end[d]).
  const masks = new Int32Array(maxDepth + 1);
  const next = new Int32Array(maxDepth + 1);
  const end = new Int32Array(maxDepth + 1);
  const reaches = new Int32Array(maxDepth + 1);
  const { cp, term, children } = trie;
  if (term[top]! >= 0 && n <= k) visit(term[top]!, n, pl);
  if (maxDepth === 0) return;
  // The children of the node at depth d − 1 still to visit: x up to stop (saved on the way down).
  let d = 1;
  let x = children[top]!;
  let stop = children[top + 1]!;
  let p = 0;
  // The columns a child's code point must match for it to live (NO_LIMIT: any child lives).
  let reach = k === 0 ? D[0]! << 1 : NO_LIMIT;
  let steps = 0;
  for (;;) {
    if (x === stop) {
      if (d === 1) {
        charge?.(steps);
        return;
      }
      d--;
      x = next[d]!;
      stop = end[d]!;
      reach = reaches[d]!;
      p -= levels;
      continue;
    }
    const node = x++;
    if (++steps === CHARGE_EVERY && charge !== undefined) {
      charge(steps);
      steps = 0;
    }
    const c = cp[node]!;
    let m = 0;
    if (c < 128) m = ascii[c]!;
    else {
      const at = others.indexOf(c);
      if (at >= 0) m = otherMasks[at]!;
    }
    // Dead without a row when the parent's level k − 1 is empty and c is not where its level k
    // can go on (most of the children a walk reads die so).
    if (((m | NO_LIMIT) & reach) === 0) continue;
    const q = p + levels;
    let below = (D[p]! << 1) & m;
    D[q] = below;
    const swap = transpositions && d > 1 ? (m << 1) & masks[d - 1]! : 0;
    for (let i = 1; i <= k; i++) {
      const up = D[p + i - 1]!;
      let v = ((D[p + i]! << 1) & m) | (up << 1) | up | (below << 1);
      if (swap !== 0) v |= (D[p - levels + i - 1]! << 2) & swap;
      v &= columns;
      D[q + i] = v;
      below = v;
    }
    // No extension comes within k: not into the subtree.
    if (below === 0) continue;
    const t = term[node]!;
    if (t >= 0 && (below & last) !== 0) {
      let edits = 0;
      while ((D[q + edits]! & last) === 0) edits++;
      visit(t, edits, pl + d);
    }
    if (d < maxDepth) {
      const first = children[node]!;
      const after = children[node + 1]!;
      if (first < after) {
        masks[d] = m;
        next[d] = x;
        end[d] = stop;
        reaches[d] = reach;
        // With its level k − 1 empty, a child lives only by a match right after a level k column
        // of this node (a swap needs a level k − 1 column j − 2 of this node's parent, which puts
        // j − 2 into this node's level k as an insertion: the swap's code point is such a match).
        reach = k === 0 || D[q + k - 1] === 0 ? D[q + k]! << 1 : NO_LIMIT;
        d++;
        x = first;
        stop = after;
        p = q;
      }
    }
  }
}

/** As {@link walkBits}, for longer values: with one row of the distance's band per depth. */
function walkRows(
  trie: TermTrie,
  b: Int32Array,
  pl: number,
  k: number,
  transpositions: boolean,
  top: number,
  visit: (index: number, edits: number, length: number) => void,
  charge?: (steps: number) => void,
): void {
  const n = b.length;
  const width = n + 1;
  const maxDepth = n + k;
  const lim = k + 1;
  // rows[d·width + j]: the distance between the first d code points below the prefix and b[0, j), capped at lim.
  const rows = new Int32Array((maxDepth + 1) * width);
  for (let j = 0; j <= n; j++) rows[j] = j <= k ? j : lim;
  // Per depth d on the current path: its code point, its row's minimum, and the children of the
  // node at depth d − 1 still to visit (next[d] up to end[d]).
  const chars = new Int32Array(maxDepth + 1);
  const mins = new Int32Array(maxDepth + 1);
  const next = new Int32Array(maxDepth + 1);
  const end = new Int32Array(maxDepth + 1);
  // Bit c mod 32 of each code point of b: a code point whose bit is clear is not in b.
  let inValue = 0;
  for (let j = 0; j < n; j++) inValue |= 1 << b[j]!;
  const { cp, term, children } = trie;
  if (term[top]! >= 0 && n <= k) visit(term[top]!, n, pl);
  if (maxDepth === 0) return;
  next[1] = children[top]!;
  end[1] = children[top + 1]!;
  let d = 1;
  let steps = 0;
  while (d > 0) {
    const x = next[d]!;
    if (x === end[d]) {
      d--;
      continue;
    }
    next[d] = x + 1;
    // A row costs a band of cells: charged as that many steps.
    steps += 2 * k + 1;
    if (steps >= CHARGE_EVERY && charge !== undefined) {
      charge(steps);
      steps = 0;
    }
    const c = cp[x]!;
    // A code point not in b matches no cell and swaps with none: its row is 1 + the parent's, dead
    // when the parent's minimum is k (most of the children a walk reads die so, without a row).
    if (mins[d - 1] === k && (inValue & (1 << c)) === 0) continue;
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
    // No extension comes within k: not into the subtree.
    if (min > k) continue;
    mins[d] = min;
    const t = term[x]!;
    if (t >= 0 && d >= n - k) {
      const edits = rows[cur + n]!;
      if (edits <= k) visit(t, edits, pl + d);
    }
    if (d < maxDepth) {
      const first = children[x]!;
      const last = children[x + 1]!;
      if (first < last) {
        d++;
        next[d] = first;
        end[d] = last;
      }
    }
  }
  charge?.(steps);
}

/** A lone surrogate (with the `u` flag a pair is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
