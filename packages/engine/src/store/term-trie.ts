/**
 * A field's sorted terms as a trie over code points in flat typed arrays, for fuzzy queries to
 * walk (query/terms/fuzzy-terms.ts). Node 0 is the root (the empty prefix); the children of node
 * `u` are nodes `children[u]` to `children[u + 1] − 1`, in UTF-16 order, with their code points
 * side by side in `cp`, so a walk scans a node's children as one run of ints and only touches a
 * child's own children (elsewhere in memory) when it goes down into it. `term[u]` is the sorted
 * index of the term that ends at `u` (the root: the empty term), or −1.
 *
 * The nodes are numbered breadth first (by depth, then in term order), which is what makes each
 * node's children one run and the runs follow their parents' order. A preorder layout with
 * subtree-end pointers was tried first: on WordNet a 2-edit walk visits ~10k nodes per field (most
 * of them children that die at once), and jumping from sibling to sibling through the pointers
 * made it a chain of dependent cache misses (~55 ns a node).
 *
 * Terms sharing a code-point prefix are contiguous in UTF-16 order (for well-formed strings a
 * code-point prefix is a code-unit prefix), which the build relies on. Terms with lone surrogates
 * have no nodes (`illFormed`, ascending sorted indexes; fuzzy queries check them one by one).
 * Built from a sorted term list once per list (`TermField.termTrie`, rebuilt lazily after new
 * terms arrive, like the list): one node per code point a term does not share with the previous
 * one (on WordNet's `words` field ~2.8 per term), 16 bytes each.
 *
 * `onlyTerm[u]` names the only term below `u` when there is exactly one: a walk that reaches such a
 * node can read the rest of that term from its string, one code unit after the other, instead of
 * following a chain of single-child nodes that the breadth-first layout scatters across memory
 * (long unique tails, such as URLs', are most of such a trie's nodes).
 */
export class TermTrie {
  /** The code point of each node (the root: −1). */
  readonly cp: Int32Array;
  /** The sorted index of the term ending at each node, or −1. */
  readonly term: Int32Array;
  /** The sorted index of the only term in each node's subtree (the node's own included), or −1 when it holds none or several. */
  readonly onlyTerm: Int32Array;
  /** Where each node's children start (`size + 1` entries: node u's end where u + 1's start). */
  readonly children: Int32Array;
  /** Sorted indexes of the terms holding a lone surrogate, ascending. */
  readonly illFormed: Int32Array;
  /** Number of nodes, the root included. */
  readonly size: number;

  /** `strings`: distinct terms in UTF-16 code unit order. */
  constructor(readonly strings: readonly string[]) {
    // First in preorder (node p at index p, the root left out), then renumbered breadth first.
    let units = 0;
    for (const s of strings) units += s.length;
    const preCp = new Int32Array(units);
    const preDepth = new Int32Array(units);
    const preTerm = new Int32Array(units).fill(-1);
    const preChildren = new Int32Array(units);
    const preParent = new Int32Array(units);
    let rootChildren = 0;
    let rootTerm = -1;
    let atDepth = new Int32Array(17);
    const bad: number[] = [];
    let prev = new Int32Array(16);
    let cur = new Int32Array(16);
    let prevLength = 0;
    // path[d]: the preorder node at depth d on the previous term's path.
    let path = new Int32Array(17);
    let pre = 0;
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
        rootTerm = i;
        continue;
      }
      let shared = 0;
      const limit = Math.min(m, prevLength);
      while (shared < limit && cur[shared] === prev[shared]) shared++;
      if (path.length <= m) {
        path = grow(path, m * 2 + 1);
        atDepth = grow(atDepth, m * 2 + 1);
      }
      for (let d = shared + 1; d <= m; d++) {
        preCp[pre] = cur[d - 1]!;
        preDepth[pre] = d;
        atDepth[d]!++;
        if (d === 1) {
          rootChildren++;
          preParent[pre] = -1;
        } else {
          preChildren[path[d - 1]!]!++;
          preParent[pre] = path[d - 1]!;
        }
        path[d] = pre++;
      }
      // Distinct sorted terms: this one is no prefix of the previous, so it made a node.
      preTerm[pre - 1] = i;
      const t = prev;
      prev = cur;
      cur = t;
      prevLength = m;
    }
    const size = pre + 1;
    // Terms per subtree, children before parents (a parent comes first in preorder), and one of them.
    const terms = new Int32Array(pre);
    const some = new Int32Array(pre);
    for (let p = pre - 1; p >= 0; p--) {
      if (preTerm[p]! >= 0) {
        terms[p]!++;
        some[p] = preTerm[p]!;
      }
      const up = preParent[p]!;
      if (up >= 0) {
        terms[up]! += terms[p]!;
        some[up] = some[p]!;
      }
    }
    // next[d]: the next free breadth-first number at depth d (depth 0: the root, 0).
    const next = new Int32Array(atDepth.length);
    let start = 1;
    for (let d = 1; d < atDepth.length; d++) {
      next[d] = start;
      start += atDepth[d]!;
    }
    const cp = new Int32Array(size);
    const term = new Int32Array(size);
    const count = new Int32Array(size);
    const onlyTerm = new Int32Array(size);
    cp[0] = -1;
    term[0] = rootTerm;
    count[0] = rootChildren;
    onlyTerm[0] = -1;
    for (let p = 0; p < pre; p++) {
      const u = next[preDepth[p]!]!++;
      cp[u] = preCp[p]!;
      term[u] = preTerm[p]!;
      count[u] = preChildren[p]!;
      onlyTerm[u] = terms[p] === 1 ? some[p]! : -1;
    }
    // Each depth's nodes are its parents' children runs in the parents' order, right after the depth above.
    const children = new Int32Array(size + 1);
    children[0] = 1;
    for (let u = 0; u < size; u++) children[u + 1] = children[u]! + count[u]!;
    this.cp = cp;
    this.term = term;
    this.children = children;
    this.onlyTerm = onlyTerm;
    this.illFormed = Int32Array.from(bad);
    this.size = size;
  }

  /** The child of node `u` with code point `c` (a binary search of its children, in UTF-16 order), or −1. */
  child(u: number, c: number): number {
    const { cp, children } = this;
    const want = utf16Key(c);
    let a = children[u]!;
    let z = children[u + 1]!;
    while (a < z) {
      const mid = (a + z) >>> 1;
      if (utf16Key(cp[mid]!) < want) a = mid + 1;
      else z = mid;
    }
    return a < children[u + 1]! && cp[a] === c ? a : -1;
  }
}

/** A code point's rank in UTF-16 code unit order (astral code points sort between U+D7FF and U+E000). */
function utf16Key(cp: number): number {
  if (cp < 0xd800) return cp;
  if (cp >= 0x10000) return 0xd800 + (cp - 0x10000);
  return cp + 0x100000;
}

function grow(a: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(length);
  out.set(a);
  return out;
}
