import { NORM_OVERFLOW } from "../../index/posting-pool.js";
import { scaledNorm } from "../cursors/term-scorer.js";
import type { ScorePlan } from "./score-plan.js";

/** Most lists merged on the fly; more go through the accumulators. */
export const MAX_STREAMED_LISTS = 8;

type TermLeaf = Extract<ScorePlan, { kind: "term" }>;

/**
 * The term leaves of a plan that can be merged on the fly instead of accumulated: one term, or a
 * flat `sum`/`max` of at most {@link MAX_STREAMED_LISTS} terms. Undefined otherwise.
 */
export function streamableLeaves(plan: ScorePlan): readonly TermLeaf[] | undefined {
  if (plan.kind === "term") return [plan];
  if (plan.kind !== "sum" && plan.kind !== "max") return undefined;
  if (plan.children.length > MAX_STREAMED_LISTS) return undefined;
  for (const c of plan.children) if (c.kind !== "term") return undefined;
  return plan.children as readonly TermLeaf[];
}

/**
 * Calls `visit` for each live doc of the leaves in increasing doc order with the plan's score:
 * a merge of sorted lists that reads them (and their norm bytes) front to back and keeps no
 * per-doc state, so it touches the doc space only for docs of 255 tokens or more (and for liveness
 * when `alive` is given: undefined when nothing is deleted). Sums add in the children's order, as the scorers do.
 */
export function streamPlan(plan: ScorePlan, leaves: readonly TermLeaf[], alive: Uint8Array | undefined, visit: (doc: number, score: number) => void): void {
  const n = leaves.length;
  const max = plan.kind === "max";
  const boost = plan.kind === "sum" || plan.kind === "max" ? plan.boost : 1;
  // Small plain arrays: a typed array costs more to make than these few slots save.
  const at: number[] = [];
  const heads: number[] = [];
  const NONE = 0x7fffffff;
  for (let c = 0; c < n; c++) {
    at.push(0);
    heads.push(leaves[c]!.list.length > 0 ? leaves[c]!.list.doc(0) : NONE);
  }
  // Per leaf its norm table (text fields), else its one norm (keyword fields: length 1).
  const tables = leaves.map((l) => l.stats.norms);
  const fixed = leaves.map((l) => scaledNorm(l.stats, 1));
  for (;;) {
    let d = NONE;
    for (let c = 0; c < n; c++) if (heads[c]! < d) d = heads[c]!;
    if (d === NONE) return;
    const live = alive === undefined || alive[d] === 1;
    let s = 0;
    for (let c = 0; c < n; c++) {
      if (heads[c] !== d) continue;
      const leaf = leaves[c]!;
      const list = leaf.list;
      const i = at[c]!;
      if (live) {
        const stats = leaf.stats;
        const tf = list.tf(i);
        const table = tables[c];
        let norm: number;
        if (table === undefined) norm = stats.lengths === undefined ? fixed[c]! : scaledNorm(stats, stats.lengths[d]!);
        else {
          // The norm byte, read in list order; past it the exact length (long docs only).
          const nb = list.norm(i);
          norm = nb < NORM_OVERFLOW ? table[nb]! : scaledNorm(stats, stats.lengths![d]!);
        }
        const x = (stats.weight * tf) / (tf + norm);
        if (!max) s += x;
        else if (x > s) s = x;
      }
      at[c] = i + 1;
      heads[c] = i + 1 < list.length ? list.doc(i + 1) : NONE;
    }
    if (live) visit(d, boost === 1 ? s : boost * s);
  }
}
