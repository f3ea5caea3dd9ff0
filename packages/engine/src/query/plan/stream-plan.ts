import { NORM_OVERFLOW } from "../../index/posting-pool.js";
import { scaledNorm } from "../cursors/term-scorer.js";
import type { ScorePlan } from "./score-plan.js";

/** Most lists merged on the fly; more go through the accumulators. */
export const MAX_STREAMED_LISTS = 8;

type TermLeaf = Extract<ScorePlan, { kind: "term" }>;

/**
 * A plan that can be merged on the fly instead of accumulated: term leaves (at most
 * {@link MAX_STREAMED_LISTS}) in groups, each group a term alone or a flat `sum`/`max` of terms, the
 * groups combined by the root's `sum`/`max` — a `text` node's shape: per word the best of its
 * fields, summed over words.
 */
export interface StreamShape {
  readonly leaves: readonly TermLeaf[];
  /** Per leaf, its group (nondecreasing). */
  readonly groupOf: readonly number[];
  /** Per group: whether it takes the best (else the sum) of its leaves, and its boost. */
  readonly groupMax: readonly boolean[];
  readonly groupBoost: readonly number[];
  readonly max: boolean;
  readonly boost: number;
}

/** The {@link StreamShape} of a plan, or undefined when it needs the accumulators. */
export function streamShape(plan: ScorePlan): StreamShape | undefined {
  const leaves: TermLeaf[] = [];
  const groupOf: number[] = [];
  const groupMax: boolean[] = [];
  const groupBoost: number[] = [];
  const group = (p: ScorePlan): boolean => {
    const g = groupMax.length;
    if (p.kind === "term") {
      leaves.push(p);
      groupOf.push(g);
      groupMax.push(false);
      groupBoost.push(1);
      return true;
    }
    if (p.kind !== "sum" && p.kind !== "max") return false;
    for (const c of p.children) {
      if (c.kind !== "term") return false;
      leaves.push(c);
      groupOf.push(g);
    }
    groupMax.push(p.kind === "max");
    groupBoost.push(p.boost);
    return true;
  };
  if (plan.kind === "term") group(plan);
  else if (plan.kind === "sum" || plan.kind === "max") {
    for (const c of plan.children) if (!group(c)) return undefined;
  } else return undefined;
  if (leaves.length > MAX_STREAMED_LISTS) return undefined;
  const top = plan.kind === "term" ? undefined : plan;
  return { leaves, groupOf, groupMax, groupBoost, max: top?.kind === "max", boost: top?.boost ?? 1 };
}

/**
 * Calls `visit` for each live doc of the shape's leaves in increasing doc order with the plan's score:
 * a merge of sorted lists that reads them (and their norm bytes) front to back and keeps no
 * per-doc state, so it touches the doc space only for docs of 255 tokens or more (and for liveness
 * when `alive` is given: undefined when nothing is deleted). Sums add in the children's order, and
 * a group's boost and the root's apply after their sums, as the scorers and the accumulators do.
 */
export function streamPlan(shape: StreamShape, alive: Uint8Array | undefined, visit: (doc: number, score: number) => void): void {
  const { leaves, groupOf, groupMax, groupBoost, max, boost } = shape;
  const n = leaves.length;
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
    // The group being summed or maxed, and its score so far.
    let g = -1;
    let gs = 0;
    for (let c = 0; c < n; c++) {
      if (heads[c] !== d) continue;
      const leaf = leaves[c]!;
      const list = leaf.list;
      const i = at[c]!;
      at[c] = i + 1;
      heads[c] = i + 1 < list.length ? list.doc(i + 1) : NONE;
      if (!live) continue;
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
      const gc = groupOf[c]!;
      if (gc !== g) {
        if (g >= 0) {
          const v = groupBoost[g] === 1 ? gs : groupBoost[g]! * gs;
          if (!max) s += v;
          else if (v > s) s = v;
        }
        g = gc;
        gs = 0;
      }
      if (!groupMax[gc]) gs += x;
      else if (x > gs) gs = x;
    }
    if (!live) continue;
    const v = groupBoost[g] === 1 ? gs : groupBoost[g]! * gs;
    if (!max) s += v;
    else if (v > s) s = v;
    visit(d, boost === 1 ? s : boost * s);
  }
}
