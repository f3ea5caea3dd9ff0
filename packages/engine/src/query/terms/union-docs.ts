import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import type { WorkCharge } from "../budget/work-budget.js";
import { unionLength } from "../plan/score-plan.js";

/**
 * The sorted live docs holding any of the given terms of a field, read from the pool in place.
 * Few postings are sorted; more are set in a bitmap of one bit a doc, read back a 32-doc word at a
 * time, so listing them costs a pass over a 32nd of the doc space (a byte a doc, read twice, was
 * most of a `q` with a dozen one-letter prefixes over every field: one union per prefix × field,
 * each passing over every doc, uncharged). Liveness is read only when the index has deleted docs,
 * and then in doc order, once a doc: a flag read per posting in the lists' order was one likely
 * cache miss each on an index the caches had let go of (prefix 1.10–1.17× 64de4d0's, EXPERIMENTS.md).
 */
export function unionDocs(state: IndexState, field: TermField, termNumbers: readonly number[]): Uint32Array {
  const lists = field.postingsOfTerms(termNumbers);
  const { data, stride } = lists;
  const alive = state.liveFilter;
  const total = unionLength(lists);
  if (lists.count === 1 || total * 16 < state.maxDoc) {
    // One list is sorted already; few postings cost less to sort than a pass over the doc space.
    const all = new Uint32Array(total);
    let o = 0;
    for (let j = 0; j < lists.count; j++) {
      const first = lists.first(j);
      const end = first + lists.length(j) * stride;
      for (let at = first; at < end; at += stride) all[o++] = data[at]!;
    }
    if (lists.count > 1) all.sort();
    // Distinct live docs, in place: `previous` is the last doc read, kept or not.
    let n = 0;
    let previous = -1;
    for (let i = 0; i < o; i++) {
      const d = all[i]!;
      if (d !== previous && (alive === undefined || alive[d] === 1)) all[n++] = d;
      previous = d;
    }
    return n === all.length ? all : all.slice(0, n);
  }
  const words = new Uint32Array((state.maxDoc + 31) >>> 5);
  let set = 0;
  for (let j = 0; j < lists.count; j++) {
    const first = lists.first(j);
    const end = first + lists.length(j) * stride;
    for (let at = first; at < end; at += stride) {
      const d = data[at]!;
      const w = d >>> 5;
      const bit = 1 << (d & 31);
      if ((words[w]! & bit) === 0) {
        words[w] = words[w]! | bit;
        set++;
      }
    }
  }
  const out = new Uint32Array(set);
  let o = 0;
  for (let w = 0; w < words.length; w++) {
    let bits = words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const d = (w << 5) | (31 - Math.clz32(low));
      if (alive === undefined || alive[d] === 1) out[o++] = d;
      bits ^= low;
    }
  }
  return o === set ? out : out.slice(0, o);
}

/** The term numbers of `termNumbers` that some live doc holds. */
export function liveTerms(field: TermField, termNumbers: readonly number[]): number[] {
  return termNumbers.filter((t) => field.df[t]! > 0);
}

/**
 * Postings charged per live posting of an expansion's terms: their union reads each twice, once to
 * list or mark its doc and once more when the plan walks the listed docs (at 1, calls that were
 * mostly expansions, such as a `q` of a dozen one-letter prefixes over every field, ran 17–23 ns a
 * unit in the hostile fuzz's process).
 */
export const UNION_POSTING = 2;

/**
 * Charges an expansion to its terms: a `term` for each of the `visited` dictionary terms, and
 * {@link UNION_POSTING} `posting`s for each live document of each matched term (what the union of
 * their postings reads).
 */
export function chargeExpansion(work: WorkCharge, field: TermField, visited: number, termNumbers: readonly number[]): void {
  work.budget.spend(visited, "term", work.site);
  let postings = 0;
  for (const t of termNumbers) postings += field.df[t]!;
  work.budget.spend(postings * UNION_POSTING, "posting", work.site);
}
