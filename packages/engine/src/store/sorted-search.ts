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

/**
 * Index of the first string ≥ `v` (by code units) in [from, to) of a sorted string array (`to`
 * when none): a plain binary search, for a key anywhere in a large array, where galloping from the
 * start would take twice the comparisons (each a likely cache miss on a term's characters).
 */
export function lowerBoundString(a: readonly string[], v: string, from = 0, to = a.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value ≥ `v` in [from, to) of a sorted integer array (`to` when none). */
export function lowerBoundInt(a: ArrayLike<number>, v: number, from = 0, to = a.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * {@link gallopTo} over a sorted integer array for the first value ≥ `v` at or after `from`,
 * without a predicate call a step: the cost is the log of the distance to the answer, not of the
 * array, for cursors whose targets are mostly a few items ahead.
 */
export function gallopInt(a: ArrayLike<number>, v: number, from: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < a.length && a[hi]! < v) {
    lo = hi + 1;
    hi = from + step;
    step *= 2;
  }
  return lowerBoundInt(a, v, lo, Math.min(hi, a.length));
}
