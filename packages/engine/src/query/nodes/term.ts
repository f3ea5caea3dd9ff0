import type { TermNode } from "@oneindex/parser";
import { ConstantWeight, columnTestWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { stringTermWeight } from "../terms/string-term.js";
import type { PrepareContext, Weight } from "../weight.js";

/** `term`: BM25 on text, keyword and string ids; a constant `boost` on typed fields (any value equal). */
export function prepareTerm(node: TermNode, ctx: PrepareContext): Weight {
  const { state } = ctx;
  const n = state.table.numbers.get(node.field);
  if (n === undefined) return emptyWeight(`unknown field ${node.field}`);
  const store = state.stores[n]!;
  const v = node.value;
  const describe = `term(${node.field} = ${v.kind === "date" ? v.text : JSON.stringify(v.value)})`;
  if (v.kind === "string") return stringTermWeight(state, node.field, v.value, node.boost, node);
  if (n === state.table.idField && v.kind === "integer") {
    const doc = state.byId.get(v.value);
    return new ConstantWeight({ docs: doc === undefined ? new Uint32Array(0) : Uint32Array.of(doc) }, node.boost, describe);
  }
  if (store.kind === "numbers" && typeof v.value === "number") {
    const target = v.value;
    const column = store.column;
    const equal = (x: number): boolean => x === target;
    return columnTestWeight(state, (charge) => (d) => column.some(d, equal, charge), node.boost, describe, node);
  }
  if (store.kind === "booleans" && typeof v.value === "boolean") {
    const bit = v.value ? 2 : 1;
    const bits = store.column.bits;
    return columnTestWeight(state, () => (d) => ((bits[d] ?? 0) & bit) !== 0, node.boost, describe, node);
  }
  return emptyWeight(`${describe} does not apply to the field`);
}
