/**
 * Edit distances by the textbook dynamic programme over code points, for the reference evaluator:
 * Levenshtein, and the restricted Damerau distance (optimal string alignment), which is what
 * Lucene's Levenshtein automata with transpositions accept.
 */
export function editDistance(a: readonly number[], b: readonly number[], transpositions: boolean): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 0; i < rows; i++) d[i]![0] = i;
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The code points of a string. */
export function codePoints(s: string): number[] {
  return Array.from(s, (c) => c.codePointAt(0)!);
}
