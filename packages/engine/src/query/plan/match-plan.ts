import type { DocMatcher } from "../weight.js";
import type { AccumulatorLevel } from "./accumulator.js";
import type { ScorePlan } from "./score-plan.js";

/** A list of docs read by index: a posting list, or a constant leaf's sorted docs. */
type DocList = { readonly length: number; doc(i: number): number };

/**
 * The live docs `plan` matches, each once, written to `level.touched` (`level.count` of them) in the
 * order {@link runPlan} first touches them, but without a score: what aggregations need. Docs
 * `test` rejects are left out. False (and nothing written) when the plan rescores: a function
 * score's `minScore` drops docs by their score, so its matches need {@link runPlan}.
 */
export function matchPlan(plan: ScorePlan, alive: Uint8Array, level: AccumulatorLevel, test: DocMatcher | undefined): boolean {
  if (rescores(plan)) return false;
  level.begin();
  level.count = listMatches(plan, alive, level, test, 0);
  return true;
}

/** Every live doc in doc order, written to `level.touched`; returns (and sets `level.count` to) their number. */
export function matchAll(alive: Uint8Array, maxDoc: number, level: AccumulatorLevel): number {
  const touched = level.touched;
  let count = 0;
  for (let d = 0; d < maxDoc; d++) if (alive[d] === 1) touched[count++] = d;
  return (level.count = count);
}

function rescores(plan: ScorePlan): boolean {
  if (plan.kind === "rescore") return true;
  if (plan.kind === "sum" || plan.kind === "max") return plan.children.some(rescores);
  return false;
}

/** Appends the not yet marked docs of `plan`'s leaves, depth first (the order of their first touch), from `count`; returns the new count. */
function listMatches(plan: ScorePlan, alive: Uint8Array, level: AccumulatorLevel, test: DocMatcher | undefined, count: number): number {
  switch (plan.kind) {
    case "term":
      return listDocs(plan.list, alive, level, test, count);
    case "union":
      for (const list of plan.lists) count = listDocs(list, alive, level, test, count);
      return count;
    case "docs":
      return listSorted(plan.docs, level, test, count);
    case "sum":
    case "max":
      for (const child of plan.children) count = listMatches(child, alive, level, test, count);
      return count;
    case "rescore":
    case "none":
      return count;
  }
}

function listDocs(list: DocList, alive: Uint8Array, level: AccumulatorLevel, test: DocMatcher | undefined, count: number): number {
  const { marks, touched, epoch } = level;
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const d = list.doc(i);
    if (alive[d] !== 1 || marks[d] === epoch) continue;
    marks[d] = epoch;
    if (test === undefined || test(d)) touched[count++] = d;
  }
  return count;
}

/** A constant leaf's docs (live already). */
function listSorted(docs: Uint32Array, level: AccumulatorLevel, test: DocMatcher | undefined, count: number): number {
  const { marks, touched, epoch } = level;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (marks[d] === epoch) continue;
    marks[d] = epoch;
    if (test === undefined || test(d)) touched[count++] = d;
  }
  return count;
}
