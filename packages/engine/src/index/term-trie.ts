/**
 * A field's sorted terms as a trie over code points, laid out in preorder in flat typed arrays,
 * for fuzzy queries to walk (query/terms/fuzzy-terms.ts). Node `x` (one code point of one or more
 * terms, at depth `depth[x]` ≥ 1) is followed by its subtree, which ends before node `skip[x]`: a
 * walk steps to `x + 1` to go down (or on to the next node) and jumps to `skip[x]` to leave a
 * subtree, reading ints from contiguous memory instead of comparing strings. `term[x]` is the
 * sorted index of the term ending at `x`, or −1.
 *
 * Terms sharing a code-point prefix are contiguous in UTF-16 order (for well-formed strings a
 * code-point prefix is a code-unit prefix), so each subtree is one run of the sorted list; the
 * nodes of a term that the previous one does not share are consecutive, from `firstNode[i]` at
 * depth `lcp + 1` on. Terms with lone surrogates have no nodes (`illFormed`, ascending sorted
 * indexes; fuzzy queries check them one by one), nor has the empty term (`emptyTerm`, −1 if none).
 *
 * Built from a sorted term list, once per list (`TermField.termTrie`, rebuilt lazily after new
 * terms arrive, like the list): one node per code point that a term does not share with the
 * previous one (on WordNet's `words` field about 2.2 per term).
 */
export class TermTrie {
  /** The code point of each node. */
  readonly cp: Int32Array;
  /** The depth of each node (1: a term's first code point). */
  readonly depth: Int32Array;
  /** The node after each node's subtree. */
  readonly skip: Int32Array;
  /** The sorted index of the term ending at each node, or −1. */
  readonly term: Int32Array;
  /** Per sorted index, its first node (−1: the empty term, or one with a lone surrogate). */
  readonly firstNode: Int32Array;
  /** Sorted indexes of the terms holding a lone surrogate, ascending. */
  readonly illFormed: Int32Array;
  /** Sorted index of the empty term, or −1. */
  readonly emptyTerm: number;
  /** Number of nodes. */
  readonly size: number;

  /** `strings`: distinct terms in UTF-16 code unit order. */
  constructor(readonly strings: readonly string[]) {
    let units = 0;
    for (const s of strings) units += s.length;
    // At most one node per code unit; trimmed once the count is known.
    const cp = new Int32Array(units);
    const depth = new Int32Array(units);
    const skip = new Int32Array(units);
    const term = new Int32Array(units).fill(-1);
    const firstNode = new Int32Array(strings.length).fill(-1);
    const bad: number[] = [];
    let emptyTerm = -1;
    let prev = new Int32Array(16);
    let cur = new Int32Array(16);
    let prevLength = 0;
    // path[d]: the node at depth d on the previous term's path.
    let path = new Int32Array(17);
    let size = 0;
    for (let i = 0; i < strings.length; i++) {
      const s = strings[i]!;
      if (cur.length < s.length) cur = new Int32Array(s.length * 2);
      let m = 0;
      let ok = true;
      for (let u = 0; u < s.length; u++) {
        let c = s.charCodeAt(u);
        if (c >= 0xd800 && c <= 0xdfff) {
          const e = u + 1 < s.length ? s.charCodeAt(u + 1) : 0;
          if (c > 0xdbff || e < 0xdc00 || e > 0xdfff) {
            ok = false;
            break;
          }
          c = (c - 0xd800) * 0x400 + (e - 0xdc00) + 0x10000;
          u++;
        }
        cur[m++] = c;
      }
      if (!ok) {
        bad.push(i);
        continue;
      }
      if (m === 0) {
        emptyTerm = i;
        continue;
      }
      let shared = 0;
      const limit = Math.min(m, prevLength);
      while (shared < limit && cur[shared] === prev[shared]) shared++;
      for (let d = prevLength; d > shared; d--) skip[path[d]!] = size;
      if (path.length <= m) {
        const grown = new Int32Array(m * 2 + 1);
        grown.set(path);
        path = grown;
      }
      firstNode[i] = size;
      for (let d = shared + 1; d <= m; d++) {
        cp[size] = cur[d - 1]!;
        depth[size] = d;
        path[d] = size++;
      }
      term[size - 1] = i;
      const t = prev;
      prev = cur;
      cur = t;
      prevLength = m;
    }
    for (let d = prevLength; d > 0; d--) skip[path[d]!] = size;
    this.cp = cp.slice(0, size);
    this.depth = depth.slice(0, size);
    this.skip = skip.slice(0, size);
    this.term = term.slice(0, size);
    this.firstNode = firstNode;
    this.illFormed = Int32Array.from(bad);
    this.emptyTerm = emptyTerm;
    this.size = size;
  }
}
