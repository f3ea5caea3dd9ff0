/** Below this many kept of a longer list, the first ones are picked by insertion instead of selecting. */
const PICK_AT_MOST = 32;

/**
 * The first `size` of `all` in the order of `compare` (a total order: the keys are distinct), in
 * that order. `all` is reordered. A small `size` is kept sorted while `all` is read once (a few
 * hundred countries for ten buckets); a larger one is selected (about 3n comparisons), then only the
 * kept ones are sorted: a thousand buckets of ten thousand URLs cost a fraction of sorting them all.
 */
export function firstInOrder<T>(all: T[], size: number, compare: (a: T, b: T) => number): T[] {
  if (size >= all.length) return all.sort(compare);
  if (size > PICK_AT_MOST) {
    selectFirst(all, size, compare);
    all.length = size;
    return all.sort(compare);
  }
  const kept: T[] = [];
  for (const item of all) {
    if (kept.length === size && (size === 0 || compare(item, kept[size - 1]!) >= 0)) continue;
    let i = kept.length === size ? size - 1 : kept.length;
    while (i > 0 && compare(item, kept[i - 1]!) < 0) {
      kept[i] = kept[i - 1]!;
      i--;
    }
    kept[i] = item;
  }
  return kept;
}

/**
 * Reorders `a` so its first `k` items (0 < k < a.length) are its `k` smallest, in no order:
 * quickselect with a median-of-three pivot. The data is the application's, not the model's, but
 * a run of bad pivots still cannot go quadratic: after 2·log2(n) rounds the rest is sorted.
 */
function selectFirst<T>(a: T[], k: number, compare: (a: T, b: T) => number): void {
  let lo = 0;
  let hi = a.length - 1;
  let rounds = 2 * Math.ceil(Math.log2(a.length));
  while (hi > lo) {
    if (rounds-- === 0) {
      const rest = a.slice(lo, hi + 1).sort(compare);
      for (let i = 0; i < rest.length; i++) a[lo + i] = rest[i]!;
      return;
    }
    const pivot = medianOfThree(a[lo]!, a[(lo + hi) >>> 1]!, a[hi]!, compare);
    // Hoare partition: [lo, j] ≤ pivot ≤ [j + 1, hi].
    let i = lo - 1;
    let j = hi + 1;
    for (;;) {
      do i++;
      while (compare(a[i]!, pivot) < 0);
      do j--;
      while (compare(a[j]!, pivot) > 0);
      if (i >= j) break;
      const t = a[i]!;
      a[i] = a[j]!;
      a[j] = t;
    }
    if (k - 1 <= j) hi = j;
    else lo = j + 1;
  }
}

function medianOfThree<T>(x: T, y: T, z: T, compare: (a: T, b: T) => number): T {
  if (compare(x, y) < 0) {
    if (compare(y, z) < 0) return y;
    return compare(x, z) < 0 ? z : x;
  }
  if (compare(x, z) < 0) return x;
  return compare(y, z) < 0 ? z : y;
}
