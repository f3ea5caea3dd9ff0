/** Most terms one fuzzy value expands to (Lucene's `TopTermsBlendedFreqScoringRewrite` default, as the engine). */
export const MAX_FUZZY_EXPANSIONS = 50;

/** One expansion: a dictionary term, its similarity to the value, its document frequency. */
export interface FuzzyExpansion {
  readonly term: string;
  readonly sim: number;
  readonly df: number;
}

/** Code points of a string (lone surrogates count as one each, as the engine counts them). */
export function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0)!);
}

/**
 * Restricted Damerau–Levenshtein (optimal string alignment) with `transpositions`, else
 * Levenshtein, stopping early with `max + 1` once every cell of a row exceeds `max`.
 */
export function boundedEditDistance(a: readonly number[], b: readonly number[], max: number, transpositions: boolean): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The engine's fuzzy expansions of `value` over a dictionary sorted by term: terms starting with the
 * value's first `prefixLength` code points (capped at its length) whose rest is within `maxEdits`
 * of the value's rest; similarity `max(0, 1 − edits / min(len(term), len(value)))` (1 for no edit);
 * the 50 most similar, ties by term order. An empty value expands to nothing.
 */
export function fuzzyExpansions(
  dictionary: readonly { readonly term: string; readonly df: number }[],
  value: string,
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
): FuzzyExpansion[] {
  const v = codePoints(value);
  if (v.length === 0) return [];
  const keep = Math.min(prefixLength, v.length);
  const head = v.slice(0, keep);
  const rest = v.slice(keep);
  const found: FuzzyExpansion[] = [];
  for (const entry of dictionary) {
    const t = codePoints(entry.term);
    if (t.length < keep || head.some((c, i) => t[i] !== c)) continue;
    const edits =
      maxEdits === 0
        ? t.length === v.length && t.every((c, i) => c === v[i])
          ? 0
          : 1
        : boundedEditDistance(t.slice(keep), rest, maxEdits, transpositions);
    if (edits > maxEdits) continue;
    const sim = edits === 0 ? 1 : Math.max(0, 1 - edits / Math.min(t.length, v.length));
    found.push({ term: entry.term, sim, df: entry.df });
  }
  // Stable sort: the dictionary is in term order, so equal similarities stay in term order.
  found.sort((a, b) => b.sim - a.sim);
  return found.slice(0, MAX_FUZZY_EXPANSIONS);
}
