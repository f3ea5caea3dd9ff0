import { uncharged } from "../budget/work-budget.js";
import type { TermField } from "../../store/term-field.js";
import { HASH_BASE, hashStep } from "../../store/term-hashes.js";
import { BoundedEditDistance, codePoints } from "./edit-distance.js";
import type { WorkCharge } from "../budget/work-budget.js";

/** Most candidate neighbours a fuzzy value may have for them to be listed; past it the term trie is walked. */
export const MAX_NEIGHBOURS = 4096;

/**
 * The field's terms within `maxEdits` (0 or 1) of the value, as {@link fuzzyTermIndexes} finds
 * them (the same terms, edits and code-point lengths; `visit` gets term numbers, in no particular
 * order), by listing the value's neighbours instead of walking the term trie: the value
 * itself, and with one edit after the prefix each deletion, adjacent swap (with
 * `transpositions`), substitution and insertion, where a substitution or insertion only tries the
 * code points that some term has between the same two neighbours (`TermHashes.between`).
 * Each neighbour's hash comes from the value's prefix and suffix hashes in a few integer
 * operations and is tested against the field's filter; only one that passes is built as a string,
 * which the dictionary confirms. Each neighbour is listed once (a deletion in a run of equal code
 * points only at its start, an insertion of `c` never right after a `c`), and none equals
 * another (they differ in length or in which positions changed), so no term is visited twice.
 * Terms with lone surrogates (never a neighbour: the hashes hold no surrogate code points) are
 * checked one by one, as the walk does.
 *
 * For one edit, optimal string alignment and Levenshtein both count exactly these strings as one
 * edit away (a swap being one edit only with `transpositions`). Returns false, having visited
 * nothing, when the listing does not apply: `maxEdits` 2, a value with a lone surrogate (a
 * neighbour's string could pair it up with another), a field whose terms use too many code points
 * (`TermHashes.usable`), or more than {@link MAX_NEIGHBOURS} candidates; the caller walks
 * the term trie then.
 */
export function fuzzyNeighbourTerms(
  field: Pick<TermField, "dict" | "terms" | "termHashes">,
  value: string,
  points: readonly number[],
  prefixLength: number,
  maxEdits: number,
  transpositions: boolean,
  visit: (term: number, edits: number, length: number) => void,
  work?: WorkCharge,
): boolean {
  if (maxEdits > 1) return false;
  const n = points.length;
  for (let i = 0; i < n; i++) if (points[i]! >= 0xd800 && points[i]! <= 0xdfff) return false;
  const pl = Math.min(prefixLength, n);
  const rest = n - pl;
  const dict = field.dict;
  if (maxEdits === 0) {
    // No term with a lone surrogate equals a well-formed value.
    const exact = dict.get(value);
    if (exact !== undefined) visit(exact, 0, n);
    return true;
  }
  const hashes = field.termHashes(work ?? uncharged());
  if (!hashes.usable) return false;
  // What may replace point i (subs) or go in before it (ins, i = n: at the end): what some term
  // has between the same two neighbours (-1: the start or end of the term).
  const at = (i: number) => (i >= 0 && i < n ? points[i]! : -1);
  const subs: (readonly number[] | undefined)[] = [];
  const ins: (readonly number[] | undefined)[] = [];
  let count = 2 * rest;
  for (let i = pl; i <= n; i++) {
    const s = i < n ? hashes.between(at(i - 1), at(i + 1)) : undefined;
    const x = hashes.between(at(i - 1), at(i));
    subs.push(s);
    ins.push(x);
    count += (s?.length ?? 0) + (x?.length ?? 0);
  }
  if (count > MAX_NEIGHBOURS) return false;
  // Each candidate neighbour is an automaton step (a hash test, and a lookup when it passes).
  work?.budget.spend(count, "automatonStep", work.site);
  const exact = dict.get(value);
  if (exact !== undefined) visit(exact, 0, n);
  // prefix[i]: hash of points[0, i); suffix[i]: hash of points[i, n); pow[j] = B^j; off[i]: code unit offset of point i.
  const prefix = new Int32Array(n + 1);
  const suffix = new Int32Array(n + 2);
  const pow = new Int32Array(n + 2);
  const off = new Int32Array(n + 1);
  pow[0] = 1;
  for (let j = 1; j <= n + 1; j++) pow[j] = Math.imul(pow[j - 1]!, HASH_BASE);
  for (let i = 0; i < n; i++) {
    prefix[i + 1] = hashStep(prefix[i]!, points[i]!);
    off[i + 1] = off[i]! + (points[i]! > 0xffff ? 2 : 1);
  }
  for (let i = n - 1; i >= 0; i--) suffix[i] = (Math.imul(points[i]!, pow[n - 1 - i]!) + suffix[i + 1]!) | 0;
  const found = (s: string, length: number): void => {
    const t = dict.get(s);
    if (t !== undefined) visit(t, 1, length);
  };
  for (let i = pl; i <= n; i++) {
    const head = off[i]!;
    // Insertion before point i (i = n: at the end), never right after an equal point.
    const inserted = ins[i - pl];
    if (inserted !== undefined) {
      const before = i > pl ? points[i - 1]! : -1;
      const base = (Math.imul(prefix[i]!, pow[n - i + 1]!) + suffix[i]!) | 0;
      const weight = pow[n - i]!;
      for (let a = 0; a < inserted.length; a++) {
        const x = inserted[a]!;
        if (x !== before && hashes.mayHave((base + Math.imul(x, weight)) | 0))
          found(value.slice(0, head) + String.fromCodePoint(x) + value.slice(head), n + 1);
      }
    }
    if (i === n) break;
    const c = points[i]!;
    const tail = off[i + 1]!;
    // Deletion of point i (once per run of equal points).
    if ((i === pl || points[i - 1] !== c) && hashes.mayHave((Math.imul(prefix[i]!, pow[n - i - 1]!) + suffix[i + 1]!) | 0)) {
      found(value.slice(0, head) + value.slice(tail), n - 1);
    }
    // Swap of points i and i + 1.
    if (transpositions && i + 1 < n && points[i + 1] !== c) {
      const d = points[i + 1]!;
      const h = (Math.imul(prefix[i]!, pow[n - i]!) + Math.imul(d, pow[n - i - 1]!) + Math.imul(c, pow[n - i - 2]!) + suffix[i + 2]!) | 0;
      if (hashes.mayHave(h))
        found(value.slice(0, head) + value.slice(tail, off[i + 2]) + value.slice(head, tail) + value.slice(off[i + 2]), n);
    }
    // Substitution of point i.
    const substituted = subs[i - pl];
    if (substituted !== undefined) {
      const base = (Math.imul(prefix[i]!, pow[n - i]!) + suffix[i + 1]!) | 0;
      const weight = pow[n - i - 1]!;
      for (let a = 0; a < substituted.length; a++) {
        const x = substituted[a]!;
        if (x !== c && hashes.mayHave((base + Math.imul(x, weight)) | 0))
          found(value.slice(0, head) + String.fromCodePoint(x) + value.slice(tail), n);
      }
    }
  }
  const illFormed = hashes.illFormed;
  if (illFormed.length > 0) {
    const distance = new BoundedEditDistance(points.slice(pl), maxEdits, transpositions);
    work?.budget.spend(illFormed.length, "automatonStep", work.site);
    for (const t of illFormed) {
      const term = field.terms[t]!;
      const cps = codePoints(term);
      if (cps.length < pl || cps.slice(0, pl).some((c, i) => c !== points[i])) continue;
      const edits = distance.distance(term, pl);
      if (edits <= maxEdits) visit(t, edits, cps.length);
    }
  }
  return true;
}
