import type { SortKey } from "@oneindex/parser";
import type { IndexState } from "../store/index-state.js";
import type { Candidate, Ranking, SortValue } from "./top-k.js";

/** Score descending, then id ascending. */
export function byScore(state: IndexState): Ranking {
  const order = state.idOrder();
  return (a, b) => a.score > b.score || (a.score === b.score && order.before(a.doc, b.doc));
}

/** By the sort keys in order (missing last in both orders), then id ascending. */
export function bySortKeys(state: IndexState, sort: readonly SortKey[]): Ranking {
  const order = state.idOrder();
  const desc = sort.map((k) => k.order === "desc");
  return (a, b) => {
    const ka = a.keys!;
    const kb = b.keys!;
    for (let i = 0; i < desc.length; i++) {
      const x = ka[i];
      const y = kb[i];
      if (x === y) continue;
      if (x === undefined) return false;
      if (y === undefined) return true;
      const c = x < y ? -1 : 1;
      return desc[i] ? c > 0 : c < 0;
    }
    return order.before(a.doc, b.doc);
  };
}

/**
 * Per sort key, a function giving a doc's value: for multi-valued fields the smallest value when
 * ascending and the largest when descending (Elasticsearch's default `mode`); booleans as 0/1.
 */
export function sortKeyReaders(state: IndexState, sort: readonly SortKey[]): ((doc: number) => SortValue)[] {
  return sort.map((key) => {
    const f = state.table.numbers.get(key.field)!;
    const desc = key.order === "desc";
    if (f === state.table.idField) return (doc: number) => state.ids[doc];
    const store = state.stores[f]!;
    if (store.kind === "numbers") {
      const column = store.column;
      return (doc: number) => {
        const v = desc ? column.max[doc]! : column.min[doc]!;
        return Number.isNaN(v) ? undefined : v;
      };
    }
    if (store.kind === "booleans") {
      const bits = store.column.bits;
      return (doc: number) => {
        const b = bits[doc] ?? 0;
        if (b === 0) return undefined;
        return desc ? (b & 2 ? 1 : 0) : b & 1 ? 0 : 1;
      };
    }
    const strings = store.kind === "terms" ? store.values : undefined;
    return (doc: number) => strings?.extreme(doc, desc);
  });
}

/** The candidate for a doc, with its sort keys when sorting. */
export function candidate(doc: number, score: number, readers: readonly ((doc: number) => SortValue)[] | undefined): Candidate {
  return readers === undefined ? { doc, score } : { doc, score, keys: readers.map((r) => r(doc)) };
}
