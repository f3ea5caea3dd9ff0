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
 * The candidate windows of one value: one anchored at each matched token, starting at the nearest
 * sentence start at most `size / 2` characters before it (else at a word about a quarter of `size`
 * before it) and growing word by word while it stays within `size` characters
 * (a window reaching the end of the value and not starting a sentence grows backwards, so it is full). A value no longer than
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
  // Many matches in one value (a long text and a common word): anchor only where the previous
  // window's first half ends, so the work stays linear in the value's length.
  let matchCount = 0;
  for (const x of matched) if (x) matchCount++;
  const sparse = matchCount > MANY_MATCHES;
  let nextAnchorAt = -1;
  for (let m = 0; m <= last; m++) {
    if (!matched[m]) continue;
    const anchor = tokens[m]!;
    if (sparse) {
      if (anchor.start < nextAnchorAt) continue;
      nextAnchorAt = anchor.start + Math.floor(size / 2);
    }
    const sentence = sentenceStart(text, tokens, m, Math.floor(size / 2));
    let first: number;
    let start: number;
    if (sentence !== undefined) ({ first, start } = sentence);
    else {
      first = m;
      while (first > 0 && tokens[first - 1]!.start >= anchor.start - lead) first--;
      start = first === 0 ? 0 : tokens[first]!.start;
    }
    let lastInWindow = m;
    while (lastInWindow < last && tokens[lastInWindow + 1]!.end - start <= size) lastInWindow++;
    if (lastInWindow === last && sentence === undefined) {
      // At the end of the value, grow backwards so the window is full.
      const before = first;
      while (first > 0 && tokens[last]!.end - tokens[first - 1]!.start <= size) first--;
      if (first !== before) start = first === 0 ? 0 : tokens[first]!.start;
    }
    let end = lastInWindow === last && text.length - start <= size ? text.length : tokens[lastInWindow]!.end;
    // A sentence's closing mark right after the window belongs to it.
    if (end < text.length && end + 1 - start <= size && ".!?".includes(text[end]!)) end++;
    const { distinct, matches } = count(first, lastInWindow);
    windows.push({ value: valueIndex, start, end, distinct, matches });
  }
  return windows;
}

/** Matched tokens in one value beyond which not every match anchors a candidate window. */
export const MANY_MATCHES = 256;

/**
 * The best `limit` windows that do not overlap, by distinct matched terms, then matched tokens, then
 * document order; returned in document order.
 */
export function bestFragments(candidates: readonly Fragment[], limit: number): Fragment[] {
  const ranked = [...candidates].sort((a, b) => b.distinct - a.distinct || b.matches - a.matches || a.value - b.value || a.start - b.start);
  const chosen: Fragment[] = [];
  for (const f of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((c) => c.value === f.value && c.start < f.end && f.start < c.end)) continue;
    chosen.push(f);
  }
  return chosen.sort((a, b) => a.value - b.value || a.start - b.start);
}

/**
 * Where the sentence holding token `m` starts (the value's start, or the first non-space character
 * after a `.`, `!` or `?`) and its first token, when that is at most `reach` characters before token `m`.
 */
function sentenceStart(text: string, tokens: readonly Token[], m: number, reach: number): { first: number; start: number } | undefined {
  const anchor = tokens[m]!.start;
  for (let k = m; k >= 0 && anchor - tokens[k]!.start <= reach; k--) {
    const gapStart = k === 0 ? 0 : tokens[k - 1]!.end;
    for (let i = tokens[k]!.start - 1; i >= gapStart; i--) {
      const c = text.charCodeAt(i);
      if (c === 0x2e || c === 0x21 || c === 0x3f) {
        let start = i + 1;
        while (start < tokens[k]!.start && /\s/.test(text[start]!)) start++;
        return anchor - start <= reach ? { first: k, start } : undefined;
      }
    }
    if (k === 0) return anchor <= reach ? { first: 0, start: 0 } : undefined;
  }
  return undefined;
}
