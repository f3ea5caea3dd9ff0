/**
 * The order ties break in (external id ascending) as integer ranks, so collectors compare two ints
 * at two nearby addresses instead of two ids behind two pointers: on a constant-score query nearly
 * every candidate ties with the worst kept doc. Ranks cover the docs below `ranked`; docs added
 * since compare by id, which agrees with the ranks (deleted docs keep theirs; they are never offered).
 */
export class IdOrder {
  private constructor(
    private readonly ids: readonly (string | number)[],
    private readonly ranks: Int32Array,
    /** Docs below this number have a rank. */
    readonly ranked: number,
  ) {}

  /** Ranks every doc of `ids` (a stable sort: nearly sorted ids, the usual case, sort in about linear time). */
  static of(ids: readonly (string | number)[]): IdOrder {
    const n = ids.length;
    const docs = Array.from({ length: n }, (_, i) => i).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    const ranks = new Int32Array(n);
    // Equal ids (a deleted doc and its replacement) share a rank.
    for (let i = 0, r = 0; i < n; i++) {
      if (i > 0 && ids[docs[i]!] !== ids[docs[i - 1]!]) r++;
      ranks[docs[i]!] = r;
    }
    return new IdOrder(ids, ranks, n);
  }

  /** Whether doc `a`'s id sorts before doc `b`'s. */
  before(a: number, b: number): boolean {
    const ranked = this.ranked;
    if (a < ranked && b < ranked) return this.ranks[a]! < this.ranks[b]!;
    return this.ids[a]! < this.ids[b]!;
  }

  /** Whether this order is still worth using for `maxDoc` docs: the unranked ones are at most an eighth of the ranked (or 64). */
  fresh(maxDoc: number): boolean {
    return maxDoc - this.ranked <= Math.max(64, this.ranked >> 3);
  }
}
