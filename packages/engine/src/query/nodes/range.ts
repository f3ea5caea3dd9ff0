import type { RangeNode, TermValue } from "@oneindex/parser";
import { columnTestWeight, termUnionWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { chargeExpansion, liveTerms } from "../terms/union-docs.js";
import type { WorkCharge } from "../budget/work-budget.js";
import type { PrepareContext, Weight } from "../weight.js";

/** Dictionary terms a keyword range visits between two charges. */
const RANGE_CHARGE_EVERY = 4096;

/** `range`: some value within the bounds (numbers, dates as epoch ms, keywords by UTF-16 code units); score 1. */
export function prepareRange(node: RangeNode, ctx: PrepareContext): Weight {
  const { state } = ctx;
  const n = state.table.numbers.get(node.field);
  if (n === undefined) return emptyWeight(`unknown field ${node.field}`);
  const store = state.stores[n]!;
  const describe =
    `range(${node.field} ${bound("gt", node.gt)}${bound("gte", node.gte)}${bound("lt", node.lt)}${bound("lte", node.lte)})`.replace(
      " )",
      ")",
    );
  if (store.kind === "numbers") {
    const gt = node.gt?.value as number | undefined;
    const gte = node.gte?.value as number | undefined;
    const lt = node.lt?.value as number | undefined;
    const lte = node.lte?.value as number | undefined;
    // Bounds no number meets (above 0 and at most -1, or above and below 5): nothing to test.
    const lowest = Math.max(gt ?? -Infinity, gte ?? -Infinity);
    const highest = Math.min(lt ?? Infinity, lte ?? Infinity);
    if (lowest > highest || (lowest === highest && (gt === lowest || lt === highest))) return emptyWeight(`${describe}: empty`);
    const within = (v: number): boolean =>
      (gt === undefined || v > gt) && (gte === undefined || v >= gte) && (lt === undefined || v < lt) && (lte === undefined || v <= lte);
    // Whether [lo, hi] meets the range: every value of a doc lies between its min and max.
    const meets = (lo: number, hi: number): boolean =>
      (gt === undefined || hi > gt) &&
      (gte === undefined || hi >= gte) &&
      (lt === undefined || lo < lt) &&
      (lte === undefined || lo <= lte);
    const column = store.column;
    // A doc's min and max answer first (its only value, or a value within, or none can be), so
    // most multi-valued docs are told without reading their values: a scan of every value at
    // ~10 ns each was most of the fuzz's slow range filters over number arrays.
    const test = (charge: WorkCharge) => (d: number) => {
      const lo = column.min[d];
      if (lo === undefined || Number.isNaN(lo)) return false;
      const hi = column.max[d]!;
      if (within(lo) || within(hi)) return true;
      if (lo === hi || !meets(lo, hi)) return false;
      // The values tested here rather than through `some`, whose shared call site could not inline `within`.
      const values = column.many(d, charge)!;
      for (let i = 0; i < values.length; i++) if (within(values[i]!)) return true;
      return false;
    };
    return columnTestWeight(state, test, 1, describe, node);
  }
  if (store.kind === "terms" && !store.index.isText) {
    const field = store.index;
    const work = { budget: ctx.budget, site: node };
    const { numbers, strings } = field.sortedTerms(work);
    const lower = node.gt?.value ?? node.gte?.value;
    const start = typeof lower === "string" ? field.lowerBound(lower, work) : 0;
    const terms: number[] = [];
    for (let i = start; i < strings.length; i++) {
      // Charged while it runs: a range over a large dictionary may visit every term.
      if ((i - start) % RANGE_CHARGE_EVERY === RANGE_CHARGE_EVERY - 1) work.budget.spend(RANGE_CHARGE_EVERY, "term", node);
      const s = strings[i]!;
      if (node.gt !== undefined && !(s > (node.gt.value as string))) continue;
      if (node.lt !== undefined && !(s < (node.lt.value as string))) break;
      if (node.lte !== undefined && !(s <= (node.lte.value as string))) break;
      terms.push(numbers[i]!);
    }
    const live = liveTerms(field, terms);
    chargeExpansion(work, field, 0, live);
    return termUnionWeight(state, field, live, 1, describe);
  }
  return emptyWeight(`${describe} does not apply to the field`);
}

function bound(name: string, v: TermValue | undefined): string {
  if (v === undefined) return "";
  return `${name} ${v.kind === "date" ? v.text : JSON.stringify(v.value)} `;
}
