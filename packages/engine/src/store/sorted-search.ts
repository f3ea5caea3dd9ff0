/** Searches over sorted arrays, shared by the term dictionary, fuzzy expansion and phrase matching. */

/**
 * Index of the first item in [from, to) for which `before` is false, where `before` holds for a
 * prefix of the range: galloping from `from` (cheap when the answer is near), then binary search.
 */
export function gallopTo<T>(items: readonly T[], from: number, to: number, before: (item: T) => boolean): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < to && before(items[hi]!)) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  if (hi > to) hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(items[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value ≥ `v` at or after `from` in a sorted integer array (`a.length` when none). */
export function lowerBoundInt(a: ArrayLike<number>, v: number, from = 0): number {
  let lo = from;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
