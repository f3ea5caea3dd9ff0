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
    /** Distinct ranks (equal ids share one): what the next ranking needs to list the ranked docs in order again. */
    private readonly distinct: number,
    /** Docs below this number have a rank. */
    readonly ranked: number,
  ) {}

  /**
   * Ranks every doc of `ids`. With `previous` (an order over a prefix of the same ids: they are
   * only ever appended, and a copy of the list holds the same prefix), only the docs since are
   * sorted, then merged into its docs listed in rank order again (a counting pass over its ranks):
   * O(n + k log k) for k new docs, so an index built in many batches (the CLI's, 1,000 records at
   * a time) pays a few linear passes per doc over its growth rather than a full sort each time the
   * order goes stale. Only the ranks are kept between rankings (4 bytes a doc).
   */
  static of(ids: readonly (string | number)[], previous?: IdOrder): IdOrder {
    const n = ids.length;
    const from = previous === undefined || previous.ranked > n ? 0 : previous.ranked;
    const before = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b);
    const added = sortedDocs(ids, from, n);
    const old = previous === undefined || from === 0 ? undefined : previous.inOrder(from);
    const sorted = new Int32Array(n);
    let i = 0;
    let j = 0;
    for (let o = 0; o < n; o++) {
      if (j >= added.length || (i < from && before(old![i]!, added[j]!) < 0)) sorted[o] = old![i++]!;
      else sorted[o] = added[j++]!;
    }
    const ranks = new Int32Array(n);
    // Equal ids (a deleted doc and its replacement) share a rank.
    let r = 0;
    for (let o = 0; o < n; o++) {
      if (o > 0 && ids[sorted[o]!] !== ids[sorted[o - 1]!]) r++;
      ranks[sorted[o]!] = r;
    }
    return new IdOrder(ids, ranks, n === 0 ? 0 : r + 1, n);
  }

  /** The docs below `count` (at most {@link ranked}) in rank order, equal ranks in doc order: a counting sort of their ranks. */
  private inOrder(count: number): Int32Array {
    const ranks = this.ranks;
    const starts = new Int32Array(this.distinct + 1);
    for (let d = 0; d < count; d++) starts[ranks[d]! + 1]!++;
    for (let k = 1; k <= this.distinct; k++) starts[k]! += starts[k - 1]!;
    const out = new Int32Array(count);
    for (let d = 0; d < count; d++) out[starts[ranks[d]!]!++] = d;
    return out;
  }

  /** Whether this order reads `ids` (a list replaced by its copy needs an order that reads the copy). */
  reads(ids: readonly (string | number)[]): boolean {
    return this.ids === ids;
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

/** 2^53: integers below it are exact in a double. */
const EXACT = 2 ** 53;

/**
 * The docs `from`…`n - 1` in id order, equal ids in doc order. Ids given in ascending order (a
 * counter, a time-ordered key) are found so in one pass. Non-negative integer ids small enough to
 * share a double with the doc's offset (id · 2^bits + offset below 2^53) sort as packed keys by the
 * native numeric sort of a Float64Array; other ids by a comparator sort (TimSort: ascending runs,
 * such as ids appended in a few ordered streams, merge in a few passes).
 */
function sortedDocs(ids: readonly (string | number)[], from: number, n: number): Int32Array {
  const count = n - from;
  const out = new Int32Array(count);
  let ascending = true;
  let integers = true;
  let max = 0;
  for (let d = from; d < n; d++) {
    const id = ids[d]!;
    if (ascending && d > from && ids[d - 1]! > id) ascending = false;
    if (integers) {
      if (typeof id === "number" && Number.isInteger(id) && id >= 0) max = Math.max(max, id);
      else integers = false;
    }
    if (!ascending && !integers) break;
  }
  if (ascending) {
    for (let i = 0; i < count; i++) out[i] = from + i;
    return out;
  }
  const scale = 2 ** Math.ceil(Math.log2(count + 1));
  if (integers && max < (EXACT - scale) / scale) {
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = (ids[from + i] as number) * scale + i;
    keys.sort();
    for (let i = 0; i < count; i++) out[i] = from + (keys[i]! % scale);
    return out;
  }
  const before = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b);
  const docs = Array.from({ length: count }, (_, i) => from + i).sort(before);
  out.set(docs);
  return out;
}
