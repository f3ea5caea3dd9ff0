import type { DocMatcher } from "../weight.js";
import type { PostingList } from "../../store/posting-pool.js";
import type { ScorePlan, UnionLists } from "./score-plan.js";

/**
 * The live docs `plan` matches, each once, written to `out` in the order {@link runPlan} first
 * touches them, but without a score: what aggregations need. Docs `test` rejects are left out.
 * Returns how many were written, or undefined (nothing written) when the plan rescores: a function
 * score's `minScore` drops docs by their score, so its matches need {@link runPlan}.
 *
 * Under an aggregation the walk's cost is mostly cache misses over the doc space, so it touches as
 * little of it as it can: `alive` is undefined when every doc is live, and a doc already listed is
 * marked in `seen`, one bit a doc (all clear before and after the call), not in a score level.
 */
export function matchPlan(
  plan: ScorePlan,
  alive: Uint8Array | undefined,
  seen: Uint32Array,
  out: Int32Array,
  test: DocMatcher | undefined,
): number | undefined {
  if (rescores(plan)) return undefined;
  const listing: Listing = { alive, seen, out, count: 0 };
  listMatches(plan, listing);
  const listed = listing.count;
  let count = 0;
  for (let i = 0; i < listed; i++) {
    const d = out[i]!;
    seen[d >>> 5] = 0;
    if (test === undefined || test(d)) out[count++] = d;
  }
  return count;
}

/** What listing a plan's matches reads and writes (see {@link matchPlan}); `count` docs are in `out`. */
interface Listing {
  readonly alive: Uint8Array | undefined;
  readonly seen: Uint32Array;
  readonly out: Int32Array;
  count: number;
}

/** Every live doc in doc order, written to `out`; returns their number. */
export function matchAll(alive: Uint8Array, maxDoc: number, out: Int32Array): number {
  let count = 0;
  for (let d = 0; d < maxDoc; d++) if (alive[d] === 1) out[count++] = d;
  return count;
}

function rescores(plan: ScorePlan): boolean {
  if (plan.kind === "rescore") return true;
  if (plan.kind === "sum" || plan.kind === "max") return plan.children.some(rescores);
  return false;
}

/** Appends the not yet seen docs of `plan`'s leaves, depth first (the order of their first touch). */
function listMatches(plan: ScorePlan, listing: Listing): void {
  switch (plan.kind) {
    case "term":
      listDocs(plan.list, listing);
      return;
    case "union":
      listUnion(plan.lists, listing);
      return;
    case "docs":
      listSorted(plan.docs, listing);
      return;
    case "sum":
    case "max":
      for (const child of plan.children) listMatches(child, listing);
      return;
    case "rescore":
    case "none":
      return;
  }
}

function listDocs(list: PostingList, listing: Listing): void {
  const { alive, seen, out } = listing;
  let count = listing.count;
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const d = list.doc(i);
    if (alive !== undefined && alive[d] !== 1) continue;
    if (firstSight(seen, d)) out[count++] = d;
  }
  listing.count = count;
}

/** Each list's docs read in place from its pool region (see {@link UnionLists}). */
function listUnion(lists: UnionLists, listing: Listing): void {
  const { alive, seen, out } = listing;
  const { data, stride } = lists;
  let count = listing.count;
  for (let j = 0; j < lists.count; j++) {
    const first = lists.first(j);
    const end = first + lists.length(j) * stride;
    for (let p = first; p < end; p += stride) {
      const d = data[p]!;
      if (alive !== undefined && alive[d] !== 1) continue;
      if (firstSight(seen, d)) out[count++] = d;
    }
  }
  listing.count = count;
}

/** A constant leaf's docs (live already). */
function listSorted(docs: Uint32Array, listing: Listing): void {
  const { seen, out } = listing;
  let count = listing.count;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (firstSight(seen, d)) out[count++] = d;
  }
  listing.count = count;
}

/** Whether `d` is not yet marked in `seen`; marks it. */
function firstSight(seen: Uint32Array, d: number): boolean {
  const bit = 1 << (d & 31);
  const word = seen[d >>> 5]!;
  if ((word & bit) !== 0) return false;
  seen[d >>> 5] = word | bit;
  return true;
}
