/**
 * Sloppy phrase frequency as SEMANTICS.md defines it (after Lucene's sloppy phrase scoring).
 * `positions[i]` are the doc's positions of phrase term i (ascending; repeated terms share a
 * `group`), `rel[i]` its position in the query. A match picks one position per phrase term,
 * distinct within a group, with `matchLength = max(pos_i − rel_i) − min(pos_i − rel_i)`; for each
 * position p of term 0 the smallest matchLength over matches using p counts `1 / (1 + matchLength)`
 * when it is ≤ `slop`.
 */

import { lowerBoundInt } from "../../store/sorted-search.js";
import { WorkBudget } from "../budget/work-budget.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** Where phrase matching charges its work: the call's budget and the node the phrase came from (named by the error). */
export type PhraseWork = WorkCharge;

/** Buffers reused from one doc to the next (an index's calls keep one, see ExecutionScratch): candidate lower bounds, and per group its last pick and the window it was made in. */
export class PhraseScratch {
  candidates: Int32Array = new Int32Array(1024);
  lastPick: Int32Array = new Int32Array(16);
  lastStamp: Int32Array = new Int32Array(16);
  stamp = 0;
}

/**
 * The phrase frequency of one doc. Always exact: the work (`phraseStep`: each position of term 0
 * checked for an exact occurrence, each position gathered as a candidate window, each candidate
 * window × phrase term tried) is charged to `work.budget`, which throws `QueryCostError` naming
 * `work.site` when the call's budget runs out.
 */
export function phraseFrequency(
  positions: readonly Int32Array[],
  rel: readonly number[],
  group: readonly number[],
  slop: number,
  work: PhraseWork = { budget: WorkBudget.unlimited(), site: undefined },
  scratch: PhraseScratch = new PhraseScratch(),
): number {
  const { budget, site } = work;
  const k = positions.length;
  let pf = 0;
  const first = positions[0]!;
  // Every position of term 0 is checked for an exact occurrence: up to k − 1 lookups each.
  budget.spend(first.length * k, "phraseStep", site);
  if (slop === 0) {
    outer: for (const p of first) {
      const r0 = p - rel[0]!;
      for (let i = 1; i < k; i++) if (!contains(positions[i]!, r0 + rel[i]!)) continue outer;
      pf += 1;
    }
    return pf;
  }
  let groups = 0;
  for (const g of group) if (g >= groups) groups = g + 1;
  if (scratch.lastPick.length < groups) {
    scratch.lastPick = new Int32Array(groups);
    scratch.lastStamp = new Int32Array(groups);
    scratch.stamp = 0;
  }
  const { lastPick, lastStamp } = scratch;
  let buf = scratch.candidates;
  for (const p of first) {
    const r0 = p - rel[0]!;
    // An exact occurrence through p is the best match there is.
    let exact = true;
    for (let i = 1; i < k && exact; i++) if (!contains(positions[i]!, r0 + rel[i]!)) exact = false;
    if (exact) {
      pf += 1;
      continue;
    }
    // Candidate lower bounds: every relative position within slop below r0 (and r0), tried largest first.
    let n = 0;
    let gathered = 0;
    for (let i = 1; i < k; i++) {
      const ps = positions[i]!;
      const from = lowerBoundInt(ps, r0 - slop + rel[i]!);
      let to = from;
      while (to < ps.length && ps[to]! - rel[i]! <= r0) to++;
      const count = to - from;
      if (count === 0) continue;
      gathered += count;
      if (n + count + 1 > buf.length) scratch.candidates = buf = grow(buf, n + count + 1);
      for (let j = from; j < to; j++) buf[n++] = ps[j]! - rel[i]!;
    }
    buf[n++] = r0;
    budget.spend(gathered, "phraseStep", site);
    const candidates = buf.subarray(0, n).sort();
    let best = Infinity;
    for (let c = n - 1; c >= 0; c--) {
      const lo = candidates[c]!;
      if (c < n - 1 && candidates[c + 1] === lo) continue;
      // Every match whose smallest relative position is below lo was found at a larger candidate
      // unless its length is at least r0 − lo: stop once that cannot beat the best.
      if (r0 - lo >= best) break;
      budget.spend(k, "phraseStep", site);
      let min = r0;
      let max = r0;
      let ok = true;
      // The stamp lives in the scratch, not a local, so a budget error thrown mid-window leaves it consistent with lastStamp.
      let stamp = ++scratch.stamp;
      if (stamp === 0x7fffffff) {
        lastStamp.fill(0);
        scratch.stamp = stamp = 1;
      }
      for (let i = 1; i < k; i++) {
        const ps = positions[i]!;
        const g = group[i]!;
        // The smallest position ≥ lo + rel[i] after the group's previous pick in this window (picks rise with i), and not p (term 0's).
        const floor = lastStamp[g] === stamp ? Math.max(lo + rel[i]!, lastPick[g]! + 1) : lo + rel[i]!;
        let j = lowerBoundInt(ps, floor);
        if (g === group[0] && j < ps.length && ps[j] === p) j++;
        if (j >= ps.length) {
          ok = false;
          break;
        }
        lastStamp[g] = stamp;
        lastPick[g] = ps[j]!;
        const r = ps[j]! - rel[i]!;
        if (r < min) min = r;
        if (r > max) max = r;
        // lo is the match's smallest relative position (every candidate is tried), so max − lo bounds its length.
        if (max - lo > slop || max - min >= best) {
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

function grow(a: Int32Array, length: number): Int32Array {
  const out = new Int32Array(Math.max(length, a.length * 2));
  out.set(a);
  return out;
}

function contains(a: Int32Array, v: number): boolean {
  const i = lowerBoundInt(a, v);
  return i < a.length && a[i] === v;
}
