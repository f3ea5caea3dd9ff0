/**
 * Sloppy phrase frequency as SEMANTICS.md defines it (after Lucene's sloppy phrase scoring).
 * `positions[i]` are the doc's positions of phrase term i (ascending; repeated terms share a
 * `group`), `rel[i]` its position in the query. A match picks one position per phrase term,
 * distinct within a group, with `matchLength = max(pos_i − rel_i) − min(pos_i − rel_i)`; for each
 * position p of term 0 the smallest matchLength over matches using p counts `1 / (1 + matchLength)`
 * when it is ≤ `slop`.
 */
export function phraseFrequency(positions: readonly Int32Array[], rel: readonly number[], group: readonly number[], slop: number): number {
  const k = positions.length;
  let pf = 0;
  const first = positions[0]!;
  if (slop === 0) {
    outer: for (const p of first) {
      const r0 = p - rel[0]!;
      for (let i = 1; i < k; i++) if (!contains(positions[i]!, r0 + rel[i]!)) continue outer;
      pf += 1;
    }
    return pf;
  }
  const used = new Set<number>();
  for (const p of first) {
    const r0 = p - rel[0]!;
    // Candidate lower bounds: r0 and every relative position within slop below it.
    const candidates = new Set<number>([r0]);
    for (let i = 1; i < k; i++) {
      const ps = positions[i]!;
      for (let j = lowerBound(ps, r0 - slop + rel[i]!); j < ps.length && ps[j]! - rel[i]! <= r0; j++) candidates.add(ps[j]! - rel[i]!);
    }
    let best = Infinity;
    for (const lo of candidates) {
      let min = r0;
      let max = r0;
      let ok = true;
      used.clear();
      for (let i = 1; i < k && ok; i++) {
        const ps = positions[i]!;
        // Greedy: the smallest position ≥ lo + rel[i] not taken by an earlier term of the same group (nor p itself).
        let j = lowerBound(ps, lo + rel[i]!);
        while (j < ps.length && ((group[i] === group[0] && ps[j] === p) || used.has(group[i]! * 0x100000000 + ps[j]!))) j++;
        if (j >= ps.length) {
          ok = false;
          break;
        }
        used.add(group[i]! * 0x100000000 + ps[j]!);
        const r = ps[j]! - rel[i]!;
        if (r < min) min = r;
        if (r > max) max = r;
        if (max - lo > slop) ok = false;
      }
      if (ok && max - min < best) best = max - min;
    }
    if (best <= slop) pf += 1 / (1 + best);
  }
  return pf;
}

function lowerBound(a: Int32Array, v: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function contains(a: Int32Array, v: number): boolean {
  const i = lowerBound(a, v);
  return i < a.length && a[i] === v;
}
