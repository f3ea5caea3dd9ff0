import type { Token } from "../analysis/index.js";

/** A candidate fragment: a window of one value, cut at word boundaries. */
export interface Fragment {
  /** Index of the value in the field's values. */
  readonly value: number;
  /** UTF-16 start of the window in the value. */
  readonly start: number;
  /** UTF-16 end of the window in the value. */
  readonly end: number;
  /** Distinct matched terms in the window. */
  readonly distinct: number;
  /** Matched tokens in the window. */
  readonly matches: number;
}

/**
 * The candidate windows of one value: one anchored at each matched token, starting at a word about a
 * quarter of `size` before it and growing word by word while it stays within `size` characters
 * (a window at the end of the value grows backwards instead, so it is full). A value no longer than
 * `size` is one window, the whole value. Words are never cut; a single word longer than `size` is a
 * window of its own.
 */
export function candidateFragments(
  valueIndex: number,
  text: string,
  tokens: readonly Token[],
  matched: readonly boolean[],
  size: number,
): Fragment[] {
  const count = (from: number, to: number): { distinct: number; matches: number } => {
    const seen = new Set<string>();
    let matches = 0;
    for (let k = from; k <= to; k++) {
      if (matched[k]) {
        matches++;
        seen.add(tokens[k]!.term);
      }
    }
    return { distinct: seen.size, matches };
  };
  const last = tokens.length - 1;
  if (last < 0) return [];
  if (text.length <= size) {
    const { distinct, matches } = count(0, last);
    return distinct === 0 ? [] : [{ value: valueIndex, start: 0, end: text.length, distinct, matches }];
  }
  const windows: Fragment[] = [];
  const lead = Math.floor(size / 4);
  for (let m = 0; m <= last; m++) {
    if (!matched[m]) continue;
    const anchor = tokens[m]!;
    let first = m;
    while (first > 0 && tokens[first - 1]!.start >= anchor.start - lead) first--;
    let lastInWindow = m;
    while (lastInWindow < last && tokens[lastInWindow + 1]!.end - tokens[first]!.start <= size) lastInWindow++;
    // At the end of the value, grow backwards so the window is full.
    while (lastInWindow === last && first > 0 && tokens[last]!.end - tokens[first - 1]!.start <= size) first--;
    const start = first === 0 ? 0 : tokens[first]!.start;
    const end = lastInWindow === last && text.length - start <= size ? text.length : tokens[lastInWindow]!.end;
    const { distinct, matches } = count(first, lastInWindow);
    windows.push({ value: valueIndex, start, end, distinct, matches });
  }
  return windows;
}

/**
 * The best `limit` windows that do not overlap, by distinct matched terms, then matched tokens, then
 * document order; returned in document order.
 */
export function bestFragments(candidates: readonly Fragment[], limit: number): Fragment[] {
  const ranked = [...candidates].sort(
    (a, b) => b.distinct - a.distinct || b.matches - a.matches || a.value - b.value || a.start - b.start,
  );
  const chosen: Fragment[] = [];
  for (const f of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((c) => c.value === f.value && c.start < f.end && f.start < c.end)) continue;
    chosen.push(f);
  }
  return chosen.sort((a, b) => a.value - b.value || a.start - b.start);
}
