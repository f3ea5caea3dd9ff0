import type { ExistsNode } from "@oneindex/parser";
import { columnTestWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import type { PrepareContext, Weight } from "../weight.js";

/** `exists`: docs with at least one value in the field (a text value without terms counts); score 1. */
export function prepareExists(node: ExistsNode, ctx: PrepareContext): Weight {
  const { state } = ctx;
  const n = state.table.numbers.get(node.field);
  if (n === undefined) return emptyWeight(`unknown field ${node.field}`);
  const store = state.stores[n]!;
  const describe = `exists(${node.field})`;
  switch (store.kind) {
    case "terms": {
      const has = store.index.has;
      return columnTestWeight(state, () => (d) => has[d] === 1, 1, describe, node);
    }
    case "numbers":
    case "booleans":
    case "geo": {
      const column = store.column;
      return columnTestWeight(state, () => (d) => column.has(d), 1, describe, node);
    }
    case "none":
      return emptyWeight(`${node.field} is not queryable`);
  }
}
