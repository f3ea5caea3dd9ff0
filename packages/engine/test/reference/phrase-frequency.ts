/**
 * SEMANTICS.md's sloppy phrase frequency by brute force. `phrase[i]` is the i-th phrase term and
 * `offsets[i]` its position relative to the first (stop-word gaps included); `positions(term)` the
 * document's positions of a term. For every position `p` of the first term, every choice of distinct
 * positions for the others is tried; the smallest `matchLength = max(pos_i − offset_i) −
 * min(pos_i − offset_i)` within `slop` counts `1 / (1 + matchLength)`.
 */
export function phraseFrequency(
  phrase: readonly string[],
  offsets: readonly number[],
  positions: (term: string) => readonly number[],
  slop: number,
): number {
  const lists = phrase.map((t) => positions(t));
  let pf = 0;
  for (const p of lists[0]!) {
    let best = Infinity;
    const used = new Set<number>([p]);
    const rel0 = p - offsets[0]!;
    const search = (i: number, lo: number, hi: number): void => {
      if (hi - lo >= best || hi - lo > slop) return;
      if (i === lists.length) {
        best = hi - lo;
        return;
      }
      for (const q of lists[i]!) {
        if (used.has(q)) continue;
        const rel = q - offsets[i]!;
        const nlo = Math.min(lo, rel);
        const nhi = Math.max(hi, rel);
        if (nhi - nlo > slop || nhi - nlo >= best) continue;
        used.add(q);
        search(i + 1, nlo, nhi);
        used.delete(q);
      }
    };
    search(1, rel0, rel0);
    if (best <= slop) pf += 1 / (1 + best);
  }
  return pf;
}
