import { HASHED_VALUE, type WorkCharge } from "../query/budget/work-budget.js";
import type { NumberColumn } from "../store/number-column.js";

/**
 * Calls `visit` with each value of `doc` in `column` (none when missing): single-valued docs read
 * the min array alone; multi-valued docs their side-table list, charged to `charge` (`times` over
 * when each value costs more than a test in place). Values repeat as given.
 */
export function eachNumber(column: NumberColumn, doc: number, visit: (v: number) => void, charge: WorkCharge, times = 1): void {
  const lo = column.min[doc];
  if (lo === undefined || Number.isNaN(lo)) return;
  const many = column.many(doc, charge, times);
  if (many === undefined) visit(lo);
  else for (let i = 0; i < many.length; i++) visit(many[i]!);
}

/** Values of a doc whose keys are told apart by a list scan; past it, by a set (a scan per value would be quadratic). */
const SCAN_DISTINCT = 8;

/** The distinct keys `key(v)` of `doc`'s values, each passed to `visit` once (multi-valued docs charged to `charge`). */
export function eachDistinctKey(
  column: NumberColumn,
  doc: number,
  key: (v: number) => number,
  visit: (k: number) => void,
  charge: WorkCharge,
): void {
  const lo = column.min[doc];
  if (lo === undefined || Number.isNaN(lo)) return;
  const many = column.many(doc, charge, HASHED_VALUE);
  if (many === undefined) {
    visit(key(lo));
    return;
  }
  if (many.length > SCAN_DISTINCT) {
    const seen = new Set<number>();
    for (let i = 0; i < many.length; i++) {
      const k = key(many[i]!);
      if (!seen.has(k)) {
        seen.add(k);
        visit(k);
      }
    }
    return;
  }
  const seen: number[] = [];
  for (let i = 0; i < many.length; i++) {
    const k = key(many[i]!);
    if (!seen.includes(k)) {
      seen.push(k);
      visit(k);
    }
  }
}

/**
 * The range of every value in `column`, matched or not: what an aggregation refusing before its
 * walk ends can name as the span (a bound on the matches' span, so the interval it suggests fits).
 */
export function columnSpan(column: NumberColumn): { readonly lo: number; readonly hi: number } {
  let lo = Infinity;
  let hi = -Infinity;
  const { min, max } = column;
  for (let d = 0; d < min.length; d++) {
    if (min[d]! < lo) lo = min[d]!;
    if (max[d]! > hi) hi = max[d]!;
  }
  return { lo, hi };
}
