/** An inclusive code-point range. */
export type CodePointRange = readonly [number, number];

/** Largest Unicode code point. */
export const MAX_CODE_POINT = 0x10ffff;

/** Sorts and merges inclusive ranges (adjacent ranges merge too). */
export function normalizeRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) {
      if (hi > last[1]) last[1] = hi;
    } else {
      out.push([lo, hi]);
    }
  }
  return out;
}

/** The code points not in `ranges` (which must be normalised). */
export function complementRanges(ranges: readonly CodePointRange[]): CodePointRange[] {
  const out: CodePointRange[] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

/** Whether `cp` lies in one of the normalised `ranges` (binary search). */
export function inRanges(ranges: readonly CodePointRange[], cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const r = ranges[mid]!;
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The shorthand classes `\d`, `\w`, `\s` (ASCII, as Lucene's), by letter. Upper case is the complement. */
export const SHORTHAND_CLASSES: Readonly<Record<string, readonly CodePointRange[]>> = {
  d: [[0x30, 0x39]],
  w: normalizeRanges([
    [0x30, 0x39],
    [0x41, 0x5a],
    [0x5f, 0x5f],
    [0x61, 0x7a],
  ]),
  s: normalizeRanges([
    [0x09, 0x0d],
    [0x20, 0x20],
  ]),
};

/** The code point at `index` of `text` and how many UTF-16 units it takes (a lone surrogate is its own code point). */
export function codePointAt(text: string, index: number): [number, number] {
  const cp = text.codePointAt(index)!;
  return [cp, cp > 0xffff ? 2 : 1];
}
