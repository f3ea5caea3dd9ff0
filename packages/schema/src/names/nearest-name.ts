/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), compared
 * case-insensitively. Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  const n = t.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[n]!;
}

/**
 * The candidate nearest to `input`, or undefined when none is close enough to be a plausible
 * misspelling: at most a third of the longer name's length in edits (at least 1, at most 4),
 * or a candidate that contains the input (or is contained in it) ignoring case. Ties keep the
 * candidates' order.
 */
export function nearestName(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const limit = Math.min(4, Math.max(1, Math.floor(Math.max(candidate.length, input.length) / 3)));
    const distance = editDistance(input, candidate, limit);
    let score = distance <= limit ? distance : Number.POSITIVE_INFINITY;
    const hay = candidate.toLowerCase();
    if (score === Number.POSITIVE_INFINITY && needle.length >= 3 && (hay.includes(needle) || needle.includes(hay))) {
      score = limit + 0.5;
    }
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}
