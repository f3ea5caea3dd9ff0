import { scaleScore } from "../../functions/clamp-score.js";
import { NORM_OVERFLOW } from "../../store/posting-pool.js";
import { bm25, scaledNorm } from "../scoring/bm25.js";
import type { TermStats } from "../scoring/bm25.js";
import type { ExecutionScratch } from "../execution-scratch.js";
import type { ScorePlan } from "./score-plan.js";

/** Most lists merged on the fly; more go through the accumulators. */
export const MAX_STREAMED_LISTS = 8;

type TermLeaf = Extract<ScorePlan, { kind: "term" }>;
type TermGroup = TermLeaf | { readonly kind: "sum" | "max"; readonly children: readonly TermLeaf[]; readonly boost: number };

/**
 * A plan that can be merged on the fly instead of accumulated: groups of term leaves (at most
 * {@link MAX_STREAMED_LISTS} leaves in all), each group a term alone or a flat `sum`/`max` of
 * terms, the groups combined by the root's `sum`/`max` — a `text` node's shape: per word the best
 * of its fields, summed over words. The groups are the plan's own nodes (nothing is copied).
 */
export interface StreamShape {
  readonly groups: readonly TermGroup[];
  readonly max: boolean;
  readonly boost: number;
}

/** Leaves in a group, or -1 when the plan is not a {@link TermGroup} (or an empty one). */
function groupLeaves(p: ScorePlan): number {
  if (p.kind === "term") return 1;
  if ((p.kind !== "sum" && p.kind !== "max") || p.children.length === 0) return -1;
  for (const c of p.children) if (c.kind !== "term") return -1;
  return p.children.length;
}

/** The {@link StreamShape} of a plan, or undefined when it needs the accumulators. */
export function streamShape(plan: ScorePlan): StreamShape | undefined {
  if (plan.kind === "term") return { groups: [plan], max: false, boost: 1 };
  if (plan.kind !== "sum" && plan.kind !== "max") return undefined;
  let leaves = 0;
  for (const c of plan.children) {
    const n = groupLeaves(c);
    if (n < 0) return undefined;
    leaves += n;
  }
  if (leaves > MAX_STREAMED_LISTS) return undefined;
  return { groups: plan.children as readonly TermGroup[], max: plan.kind === "max", boost: plan.boost };
}

/** The docs a stream gives, in increasing doc order with their scores: `docs[start + j]`, `scores[start + j]` for `j < count` (valid until the next stream). */
export interface StreamedDocs {
  readonly docs: Int32Array;
  readonly scores: Float64Array;
  readonly start: number;
  readonly count: number;
}

/**
 * The live docs of the shape's leaves in increasing doc order with the plan's score, computed in
 * runs over shared buffers, never per doc over the doc space: each leaf's live postings are scored
 * in one tight pass over its list (reading its norm bytes front to back; the doc space only for
 * docs of 255 tokens or more, and for liveness when `alive` is given: undefined when nothing is
 * deleted); then each group's leaves are folded into one run by two-way merges in the children's
 * order, its boost applied, and the groups folded the same way at the root. A sum adds in the
 * children's order and a max starts from 0, and the boosts apply after their sums, as the scorers
 * and the accumulators do, so every path gives the same floats.
 */
export function streamPlan(shape: StreamShape, alive: Uint8Array | undefined, scratch: ExecutionScratch): StreamedDocs {
  const { groups, max, boost } = shape;
  const runs = new RunBuilder(scratch);
  let root: Run | undefined;
  // Whether the root is still the first group's run, its scores not yet taken as the root's first match.
  let rootFresh = false;
  let next = 0;
  const g0 = groups[0];
  const g1 = groups[1];
  if (g0?.kind === "term" && g1?.kind === "term" && runs.canPair(g0, g1, alive)) {
    // A root over two lone terms (one word over two fields): merged as scored, as in a group, which
    // gives the root's fold the same floats (each side's first match, then their max or sum).
    root = runs.pair(g0, g1, max);
    next = 2;
  }
  for (; next < groups.length; next++) {
    const g = groups[next]!;
    let run: Run;
    if (g.kind === "term") run = runs.leaf(g, alive, false);
    else {
      const leaves = g.children;
      const asMax = g.kind === "max";
      let c: number;
      if (leaves.length >= 2 && runs.canPair(leaves[0]!, leaves[1]!, alive)) {
        run = runs.pair(leaves[0]!, leaves[1]!, asMax);
        c = 2;
      } else {
        run = runs.leaf(leaves[0]!, alive, asMax);
        c = 1;
      }
      for (; c < leaves.length; c++) run = runs.merge(run, runs.leaf(leaves[c]!, alive, false), asMax, false);
      if (g.boost !== 1) run = runs.scaled(run, g.boost);
    }
    if (root === undefined) {
      root = run;
      rootFresh = true;
    } else {
      root = runs.merge(root, run, max, rootFresh);
      rootFresh = false;
    }
  }
  if (root === undefined) return { docs: runs.docs, scores: runs.scores, start: 0, count: 0 };
  if (rootFresh) root = runs.first(root, max);
  if (boost !== 1) root = runs.scaled(root, boost);
  return { docs: runs.docs, scores: runs.scores, start: root.start, count: root.count };
}

const NONE = 0x7fffffff;

/** A score as the first match of a sum (`0 + v`) or of a max (`max(0, v)`) takes it, as the scorers' fold starts from 0. */
function firstMatch(v: number, asMax: boolean): number {
  return asMax ? (v > 0 ? v : 0) : 0 + v;
}

/** BM25 of a text posting: `tf` and norm byte `nb` (the exact length when the byte overflows). */
function textScore(stats: TermStats, table: Float64Array, tf: number, nb: number, doc: number): number {
  return bm25(stats.weight, tf, nb < NORM_OVERFLOW ? table[nb]! : scaledNorm(stats, stats.lengths![doc]!));
}

/** A run of docs and scores in the index's run buffers. */
interface Run {
  readonly start: number;
  readonly count: number;
}

/**
 * Writes runs one after another into the index's run buffers (its {@link ExecutionScratch}: a query
 * runs synchronously, and typed arrays are slow to make). They grow to what the largest stream so
 * far needed — its leaves' postings plus its merges' outputs — and stay that size.
 */
class RunBuilder {
  private end = 0;
  docs: Int32Array;
  scores: Float64Array;

  constructor(private readonly scratch: ExecutionScratch) {
    this.docs = scratch.runDocs;
    this.scores = scratch.runScores;
  }

  /** Room for `more` slots past the end, keeping what is written. */
  private reserve(more: number): void {
    const need = this.end + more;
    if (need <= this.docs.length) return;
    const size = Math.max(need, this.docs.length * 2);
    const docs = new Int32Array(size);
    const scores = new Float64Array(size);
    docs.set(this.docs.subarray(0, this.end));
    scores.set(this.scores.subarray(0, this.end));
    this.scratch.runDocs = this.docs = docs;
    this.scratch.runScores = this.scores = scores;
  }

  /**
   * One leaf's live postings with their BM25 scores, each as the first of its group would take it:
   * `0 + x` for a sum, `max(0, x)` for a max. Text fields read their norm bytes through the stats'
   * table (past the table the exact length); a field without lengths (keyword fields) has one norm.
   */
  leaf(leaf: TermLeaf, alive: Uint8Array | undefined, asMax: boolean): Run {
    const { list, stats } = leaf;
    const count = list.length;
    const weight = stats.weight;
    const lengths = stats.lengths;
    const table = isTextLeaf(leaf) ? stats.norms : undefined;
    const fixed = lengths === undefined ? scaledNorm(stats, 1) : 0;
    this.reserve(count);
    const docs = this.docs;
    const scores = this.scores;
    const start = this.end;
    let o = start;
    if (table !== undefined && alive === undefined) {
      // The usual case, a text field with nothing deleted: the list decoded in one pass (its docs
      // straight into the run), then one loop without per-posting branches but the rare long doc.
      const { tfs, norms } = this.scratch.postingColumns(count);
      list.decode(docs, start, tfs, norms);
      for (let i = 0; i < count; i++) scores[start + i] = firstMatch(textScore(stats, table, tfs[i]!, norms[i]!, docs[start + i]!), asMax);
      o = start + count;
    } else {
      for (let i = 0; i < count; i++) {
        const d = list.doc(i);
        if (alive !== undefined && alive[d] !== 1) continue;
        const tf = list.tf(i);
        let x: number;
        if (table !== undefined) x = textScore(stats, table, tf, list.norm(i), d);
        else x = bm25(weight, tf, lengths === undefined ? fixed : scaledNorm(stats, lengths[d]!));
        docs[o] = d;
        scores[o++] = firstMatch(x, asMax);
      }
    }
    this.end = o;
    return { start, count: o - start };
  }

  /** Whether {@link pair} can take these two leaves: text fields read through their norm bytes, nothing deleted. */
  canPair(a: TermLeaf, b: TermLeaf, alive: Uint8Array | undefined): boolean {
    return alive === undefined && isTextLeaf(a) && isTextLeaf(b);
  }

  /**
   * `merge(leaf(a, asMax), leaf(b, false), asMax)` in one pass: the two lists scored as they are
   * merged, with the same floats, without writing either leaf's run first (a `text` word over two
   * fields, the commonest group). Only for leaves {@link canPair} accepts.
   */
  pair(a: TermLeaf, b: TermLeaf, asMax: boolean): Run {
    const la = a.list;
    const lb = b.list;
    const na = la.length;
    const nb = lb.length;
    this.reserve(na + nb);
    const docs = this.docs;
    const scores = this.scores;
    const ta = a.stats.norms!;
    const tb = b.stats.norms!;
    const start = this.end;
    let o = start;
    let i = 0;
    let j = 0;
    let da = na > 0 ? la.doc(0) : NONE;
    let db = nb > 0 ? lb.doc(0) : NONE;
    while (da !== NONE || db !== NONE) {
      if (da < db) {
        docs[o] = da;
        scores[o++] = firstMatch(textScore(a.stats, ta, la.tf(i), la.norm(i), da), asMax);
        i++;
        da = i < na ? la.doc(i) : NONE;
      } else if (db < da) {
        docs[o] = db;
        scores[o++] = firstMatch(0 + textScore(b.stats, tb, lb.tf(j), lb.norm(j), db), asMax);
        j++;
        db = j < nb ? lb.doc(j) : NONE;
      } else {
        const u = firstMatch(textScore(a.stats, ta, la.tf(i), la.norm(i), da), asMax);
        const v = 0 + textScore(b.stats, tb, lb.tf(j), lb.norm(j), db);
        docs[o] = da;
        scores[o++] = asMax ? (v > u ? v : u) : u + v;
        i++;
        j++;
        da = i < na ? la.doc(i) : NONE;
        db = j < nb ? lb.doc(j) : NONE;
      }
    }
    this.end = o;
    return { start, count: o - start };
  }

  /** A run as the first of the root's children takes it (`0 + v` or `max(0, v)`): in place. */
  first(run: Run, asMax: boolean): Run {
    const scores = this.scores;
    for (let o = run.start; o < run.start + run.count; o++) {
      scores[o] = firstMatch(scores[o]!, asMax);
    }
    return run;
  }

  /**
   * Two runs merged by doc: a doc in both gets `a + b` (or `b` when larger, for a max), in that
   * order. `aFresh`: a's scores are first taken as the first match would take them (as
   * {@link first} would have, without its pass).
   */
  merge(a: Run, b: Run, asMax: boolean, aFresh: boolean): Run {
    this.reserve(a.count + b.count);
    const docs = this.docs;
    const scores = this.scores;
    let i = a.start;
    let j = b.start;
    const ea = a.start + a.count;
    const eb = b.start + b.count;
    const start = this.end;
    let o = start;
    let da = i < ea ? docs[i]! : NONE;
    let db = j < eb ? docs[j]! : NONE;
    while (da !== NONE || db !== NONE) {
      if (da < db) {
        docs[o] = da;
        const u = scores[i++]!;
        scores[o++] = aFresh ? firstMatch(u, asMax) : u;
        da = i < ea ? docs[i]! : NONE;
      } else if (db < da) {
        // Only in b: b as the group's or root's first match would take it.
        docs[o] = db;
        scores[o++] = firstMatch(scores[j++]!, asMax);
        db = j < eb ? docs[j]! : NONE;
      } else {
        const first = scores[i++]!;
        const u = aFresh ? firstMatch(first, asMax) : first;
        const v = scores[j++]!;
        docs[o] = da;
        scores[o++] = asMax ? (v > u ? v : u) : u + v;
        da = i < ea ? docs[i]! : NONE;
        db = j < eb ? docs[j]! : NONE;
      }
    }
    this.end = o;
    return { start, count: o - start };
  }

  /** A run's scores times `boost` (clamped as {@link scaleScore}, the same floats as the scorers): in place. */
  scaled(run: Run, boost: number): Run {
    const scores = this.scores;
    for (let o = run.start; o < run.start + run.count; o++) scores[o] = scaleScore(boost, scores[o]!);
    return run;
  }
}

/** Whether a leaf's list is a text field's, scored through its norm bytes. */
function isTextLeaf(leaf: TermLeaf): boolean {
  return leaf.list.hasNorms && leaf.stats.norms !== undefined;
}
