import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import { docsOfBitmap } from "../cursors/doc-set-scorer.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** The sorted live docs holding any of the given terms of a field. */
export function unionDocs(state: IndexState, field: TermField, termNumbers: readonly number[]): Uint32Array {
  if (termNumbers.length === 1) {
    const list = field.postingsOf(termNumbers[0]!);
    const out: number[] = [];
    for (let i = 0; i < list.length; i++) {
      const d = list.doc(i);
      if (state.alive[d] === 1) out.push(d);
    }
    return Uint32Array.from(out);
  }
  let total = 0;
  for (const t of termNumbers) total += field.postingsOf(t).length;
  if (total * 16 < state.maxDoc) {
    // Few postings: sorting them costs less than a pass over the whole doc space.
    const all = new Uint32Array(total);
    let o = 0;
    for (const t of termNumbers) {
      const list = field.postingsOf(t);
      for (let i = 0; i < list.length; i++) all[o++] = list.doc(i);
    }
    all.sort();
    const out: number[] = [];
    for (let i = 0; i < all.length; i++) {
      const d = all[i]!;
      if ((i === 0 || all[i - 1] !== d) && state.alive[d] === 1) out.push(d);
    }
    return Uint32Array.from(out);
  }
  const bits = new Uint8Array(state.maxDoc);
  for (const t of termNumbers) {
    const list = field.postingsOf(t);
    for (let i = 0; i < list.length; i++) bits[list.doc(i)] = 1;
  }
  return docsOfBitmap(state.alive, bits, state.maxDoc);
}

/** The term numbers of `termNumbers` that some live doc holds. */
export function liveTerms(field: TermField, termNumbers: readonly number[]): number[] {
  return termNumbers.filter((t) => field.df[t]! > 0);
}

/**
 * Charges an expansion to its terms: a `term` for each of the `visited` dictionary terms, and a
 * `posting` for each live document of each matched term (what the union of their postings reads).
 */
export function chargeExpansion(work: WorkCharge, field: TermField, visited: number, termNumbers: readonly number[]): void {
  work.budget.spend(visited, "term", work.site);
  let postings = 0;
  for (const t of termNumbers) postings += field.df[t]!;
  work.budget.spend(postings, "posting", work.site);
}
