/**
 * Sloppy phrase frequency as SEMANTICS.md defines it (after Lucene's sloppy phrase scoring).
 * `positions[i]` are the doc's positions of phrase term i (ascending; repeated terms share a
 * `group`), `rel[i]` its position in the query. A match picks one position per phrase term,
 * distinct within a group, with `matchLength = max(pos_i − rel_i) − min(pos_i − rel_i)`; for each
 * position p of term 0 the smallest matchLength over matches using p counts `1 / (1 + matchLength)`
 * when it is ≤ `slop`.
 */

import { lowerBoundInt } from "../../index/sorted-search.js";

/**
 * Work allowed to the sloppy phrase matching of one execution (all phrase nodes share it), in candidate windows × phrase
 * terms. Ordinary queries use a tiny fraction; a 256-term phrase with slop 1,000 over long
 * repetitive documents could otherwise take minutes. Past it, each further position only tries its
 * widest window (a valid match, maybe not the shortest), so scores may be lower than SEMANTICS.md's.
 */
export const PHRASE_WORK_BUDGET = 5_000_000;

/** Remaining sloppy-matching work of one phrase execution (see {@link PHRASE_WORK_BUDGET}). */
export interface PhraseBudget {
  remaining: number;
}

export function phraseFrequency(positions: readonly Int32Array[], rel: readonly number[], group: readonly number[], slop: number, budget: PhraseBudget = { remaining: PHRASE_WORK_BUDGET }): number {
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
  // Per phrase term, the last position assigned to an earlier term of its group (greedy in query order).
  const lastOfGroup = new Map<number, number>();
  for (const p of first) {
    const r0 = p - rel[0]!;
    // An exact occurrence through p is the best match there is.
    let exact = true;
    for (let i = 1; i < k && exact; i++) if (!contains(positions[i]!, r0 + rel[i]!)) exact = false;
    if (exact) {
      pf += 1;
      continue;
    }
    // Candidate lower bounds: every relative position within slop below r0 (and r0), largest first.
    const set = new Set<number>([r0]);
    for (let i = 1; i < k; i++) {
      const ps = positions[i]!;
      for (let j = lowerBoundInt(ps, r0 - slop + rel[i]!); j < ps.length && ps[j]! - rel[i]! <= r0; j++) set.add(ps[j]! - rel[i]!);
    }
    let candidates = [...set].sort((x, y) => y - x);
    const approximate = budget.remaining <= 0;
    if (approximate) candidates = candidates.slice(-1);
    let best = Infinity;
    for (const lo of candidates) {
      // Every match whose smallest relative position is below lo was found at a larger candidate
      // unless its length is at least r0 − lo: stop once that cannot beat the best.
      if (r0 - lo >= best) break;
      budget.remaining -= k;
      let min = r0;
      let max = r0;
      let ok = true;
      lastOfGroup.clear();
      for (let i = 1; i < k; i++) {
        const ps = positions[i]!;
        // The smallest position ≥ lo + rel[i] after the group's previous free pick (picks rise with i), and not p (term 0's).
        const after = lastOfGroup.get(group[i]!);
        let j = lowerBoundInt(ps, Math.max(lo + rel[i]!, after === undefined ? -Infinity : after + 1));
        if (group[i] === group[0] && j < ps.length && ps[j] === p) j++;
        if (j >= ps.length) {
          ok = false;
          break;
        }
        lastOfGroup.set(group[i]!, ps[j]!);
        const r = ps[j]! - rel[i]!;
        if (r < min) min = r;
        if (r > max) max = r;
        // (max − lo bounds the length only when lo is the match's smallest position: every candidate is tried unless approximate.)
        if ((!approximate && max - lo > slop) || max - min >= best) {
          ok = false;
          break;
        }
      }
      if (ok && max - min < best) best = max - min;
    }
    if (best <= slop) pf += 1 / (1 + best);
  }
  return pf;
}


function contains(a: Int32Array, v: number): boolean {
  const i = lowerBoundInt(a, v);
  return i < a.length && a[i] === v;
}
