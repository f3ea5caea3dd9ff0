import type { TermStats } from "../cursors/term-scorer.js";
import { BM25_K1 } from "../cursors/term-scorer.js";
import type { ScorePlan } from "./score-plan.js";

/** Field lengths whose BM25 denominator term is tabled per query (longer ones are computed). */
const NORM_TABLE_SIZE = 64;

const NO_TABLE = new Float64Array(0);

/** `k1 · (1 − b + b · dl / avgdl)`, the same expression as TermScorer.score, so the float is the same. */
function scaledNorm(stats: TermStats, dl: number): number {
  const { b, avgdl } = stats;
  return BM25_K1 * (avgdl === 0 ? 1 : 1 - b + (b * dl) / avgdl);
}

/** {@link scaledNorm} for the short lengths most docs have (Lucene caches its 256 norm values the same way). */
function normTable(stats: TermStats, postings: number): Float64Array {
  // A short list computes its few norms directly.
  if (postings < NORM_TABLE_SIZE) return NO_TABLE;
  const table = new Float64Array(stats.lengths === undefined ? 2 : NORM_TABLE_SIZE);
  for (let dl = 0; dl < table.length; dl++) table[dl] = scaledNorm(stats, dl);
  return table;
}

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
 * a merge of sorted lists that reads them front to back and keeps no per-doc state, so it touches
 * the doc space only for lengths (and liveness when `alive` is given: undefined when nothing is
 * deleted). Sums add in the children's order, as the scorers do.
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
  const norms = leaves.map((l) => normTable(l.stats, l.list.length));
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
        const lengths = stats.lengths;
        const dl = lengths === undefined ? 1 : lengths[d]!;
        const table = norms[c]!;
        const x = (stats.weight * tf) / (tf + (dl < table.length ? table[dl]! : scaledNorm(stats, dl)));
        if (!max) s += x;
        else if (x > s) s = x;
      }
      at[c] = i + 1;
      heads[c] = i + 1 < list.length ? list.doc(i + 1) : NONE;
    }
    if (live) visit(d, boost === 1 ? s : boost * s);
  }
}
