import { scaleScore } from "../../functions/clamp-score.js";
import { postingScore } from "../scoring/bm25.js";
import type { Accumulators, AccumulatorLevel } from "./accumulator.js";
import type { ScorePlan } from "./score-plan.js";

/**
 * Evaluates `plan` term at a time into level `depth` of `acc` (deeper levels are scratch for nested
 * disjunctions): afterwards the level's touched docs are exactly the live docs the plan matches, each
 * with the score its weight's scorer would give. `alive` is the index's `liveFilter`: undefined when
 * every doc is live, so no flag is read.
 */
export function runPlan(plan: ScorePlan, alive: Uint8Array | undefined, acc: Accumulators, depth: number): AccumulatorLevel {
  const level = acc.level(depth);
  level.begin();
  switch (plan.kind) {
    case "none":
      break;
    case "term":
    case "docs":
      into(plan, level, alive, "set");
      break;
    case "union":
      union(plan, level, alive);
      break;
    case "rescore": {
      const inner = runPlan(plan.child, alive, acc, depth + 1);
      for (let i = 0; i < inner.count; i++) {
        const d = inner.touched[i]!;
        const s = plan.rescore(d, inner.scores[d]!);
        if (s !== undefined) level.add(d, s, "set");
      }
      break;
    }
    case "sum":
    case "max": {
      const mode = plan.kind;
      for (const child of plan.children) {
        if (child.kind === "term" || child.kind === "docs") into(child, level, alive, mode);
        else if (child.kind === "union") unionInto(child, level, alive, mode, acc.level(depth + 1));
        else if (child.kind !== "none") merge(runPlan(child, alive, acc, depth + 1), level, mode);
      }
      if (plan.boost !== 1) scale(level, plan.boost);
      break;
    }
  }
  return level;
}

type Mode = "set" | "sum" | "max";

/** Adds a leaf's docs to a level (see {@link AccumulatorLevel.add}). */
function into(
  leaf: Extract<ScorePlan, { kind: "term" | "docs" }>,
  level: AccumulatorLevel,
  alive: Uint8Array | undefined,
  mode: Mode,
): void {
  if (leaf.kind === "docs") {
    const { docs, value } = leaf;
    for (let i = 0; i < docs.length; i++) level.add(docs[i]!, value, mode);
    return;
  }
  const { list, stats } = leaf;
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const d = list.doc(i);
    if (alive !== undefined && alive[d] !== 1) continue;
    level.add(d, postingScore(stats, list, i, d), mode);
  }
}

/** Each live doc of the lists once, with the constant. */
function union(leaf: Extract<ScorePlan, { kind: "union" }>, level: AccumulatorLevel, alive: Uint8Array | undefined): void {
  const { lists, value } = leaf;
  const { data, stride } = lists;
  for (let j = 0; j < lists.count; j++) {
    const first = lists.first(j);
    const end = first + lists.length(j) * stride;
    for (let p = first; p < end; p += stride) {
      const d = data[p]!;
      if (alive === undefined || alive[d] === 1) level.add(d, value, "set");
    }
  }
}

/**
 * A union child added straight into its parent: the same adds, in the same order, as running it into
 * its own level and merging that, without the second pass over its docs. `seen` (the next level,
 * free here) only marks the docs already added; `max` needs no marks (adding the constant again
 * changes nothing).
 */
function unionInto(
  leaf: Extract<ScorePlan, { kind: "union" }>,
  level: AccumulatorLevel,
  alive: Uint8Array | undefined,
  mode: "sum" | "max",
  seen: AccumulatorLevel,
): void {
  const { value, lists } = leaf;
  const { data, stride } = lists;
  if (mode === "max") {
    for (let j = 0; j < lists.count; j++) {
      const first = lists.first(j);
      const end = first + lists.length(j) * stride;
      for (let p = first; p < end; p += stride) if (alive === undefined || alive[data[p]!] === 1) level.add(data[p]!, value, "max");
    }
    return;
  }
  seen.begin();
  const marks = seen.marks;
  const epoch = seen.epoch;
  for (let j = 0; j < lists.count; j++) {
    const first = lists.first(j);
    const end = first + lists.length(j) * stride;
    for (let p = first; p < end; p += stride) {
      const d = data[p]!;
      if ((alive !== undefined && alive[d] !== 1) || marks[d] === epoch) continue;
      marks[d] = epoch;
      level.add(d, value, "sum");
    }
  }
}

/** Merges a finished child level into its parent. */
function merge(child: AccumulatorLevel, level: AccumulatorLevel, mode: Mode): void {
  const docs = child.touched;
  for (let i = 0; i < child.count; i++) level.add(docs[i]!, child.scores[docs[i]!]!, mode);
}

function scale(level: AccumulatorLevel, boost: number): void {
  const { scores, touched } = level;
  for (let i = 0; i < level.count; i++) {
    const d = touched[i]!;
    scores[d] = scaleScore(boost, scores[d]!);
  }
}
