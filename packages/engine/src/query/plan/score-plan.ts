import type { PostingList } from "../../store/posting-pool.js";
import type { TermStats } from "../scoring/bm25.js";

/**
 * A weight's scoring as data, for term-at-a-time execution ({@link runPlan}): what a disjunction of
 * terms and constant sets would compute doc by doc, evaluated one posting list at a time into score
 * accumulators instead. Weights whose meaning needs doc-at-a-time cursors (conjunctions, phrases,
 * exclusions, function scores) have no plan and run through their scorers.
 *
 * Every kind computes exactly the score its weight's scorer gives, in the same order of additions,
 * so both executions return the same floats.
 */
export type ScorePlan =
  /** One term's postings, each live one scored with BM25 (as {@link TermScorer}). */
  | { readonly kind: "term"; readonly list: PostingList; readonly stats: TermStats }
  /** Live docs in any of the terms' postings, each once, with a constant score (a prefix's or regex's terms). */
  | { readonly kind: "union"; readonly lists: UnionLists; readonly value: number }
  /** Sorted live docs with a constant score (as {@link DocSetScorer}). */
  | { readonly kind: "docs"; readonly docs: Uint32Array; readonly value: number }
  /** Docs some child matches; `boost` times the sum (`sum`) or the best (`max`, floored at 0) of the matching children. */
  | { readonly kind: "sum" | "max"; readonly children: readonly ScorePlan[]; readonly boost: number }
  /** The child's docs rescored one by one (a function score): `rescore` gives the new score, or undefined to drop the doc (`minScore`). */
  | { readonly kind: "rescore"; readonly child: ScorePlan; readonly rescore: (doc: number, score: number) => number | undefined }
  /** Matches nothing. */
  | { readonly kind: "none" };

/**
 * The lists of a union, read list by list straight from their pool: list `j` holds `length(j)`
 * docs, ascending, at `data[first(j) + i · stride]` (read in place: a copy per list, or an accessor
 * per posting, was a third of a prefix query's time).
 */
export interface UnionLists {
  readonly count: number;
  readonly data: Uint32Array;
  readonly stride: number;
  length(j: number): number;
  first(j: number): number;
}

/** Docs (postings) in all the lists. */
export function unionLength(lists: UnionLists): number {
  let n = 0;
  for (let j = 0; j < lists.count; j++) n += lists.length(j);
  return n;
}

/** Postings (and constant docs) a plan visits: its cost. */
export function planCost(plan: ScorePlan): number {
  switch (plan.kind) {
    case "term":
      return plan.list.length;
    case "docs":
      return plan.docs.length;
    case "union":
      return unionLength(plan.lists);
    case "sum":
    case "max":
      return plan.children.reduce((a, c) => a + planCost(c), 0);
    case "rescore":
      return planCost(plan.child);
    case "none":
      return 0;
  }
}

/** The plan of a disjunction of children, flattening the trivial cases as the scorers do. */
export function disjunctionPlan(kind: "sum" | "max", children: readonly ScorePlan[], boost: number): ScorePlan {
  let live = children;
  for (let i = 0; i < children.length; i++) {
    if (children[i]!.kind !== "none") continue;
    live = children.filter((c) => c.kind !== "none");
    break;
  }
  if (live.length === 0) return { kind: "none" };
  return { kind, children: live, boost };
}

/** `plan` with its score times `boost` (a node's boost over its combined children). */
export function scaledPlan(plan: ScorePlan, boost: number): ScorePlan {
  if (boost === 1 || plan.kind === "none") return plan;
  if ((plan.kind === "sum" || plan.kind === "max") && plan.boost === 1) return { ...plan, boost };
  return { kind: "sum", children: [plan], boost };
}

/** The plans of `weights`, or undefined when one of them has none. */
export function plansOf<E>(weights: readonly { plan?(exec: E): ScorePlan | undefined }[], exec: E): ScorePlan[] | undefined {
  const out: ScorePlan[] = [];
  for (const w of weights) {
    const p = w.plan?.(exec);
    if (p === undefined) return undefined;
    out.push(p);
  }
  return out;
}
