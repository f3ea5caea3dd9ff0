import type { SortKey } from "@oneindex/parser";
import type { IndexState } from "../store/index-state.js";

/** A sort key's value: a number, a string, or undefined for missing (always last). */
export type SortValue = number | string | undefined;

/**
 * How one sort key reads a doc's value. Numbers and booleans read as a number with NaN for missing,
 * so a collector keeps them in a Float64Array and compares two doubles; strings (and the id field,
 * whose ids may be numbers or strings) read as a value, undefined for missing. For multi-valued
 * fields the smallest value when ascending and the largest when descending (Elasticsearch's default
 * `mode`); booleans as 0/1.
 */
export type SortKeyColumn =
  | { readonly kind: "number"; readonly desc: boolean; readonly read: (doc: number) => number }
  | { readonly kind: "value"; readonly desc: boolean; readonly read: (doc: number) => SortValue };

/** The reading of every sort key of `sort`, in order. */
export function sortKeyColumns(state: IndexState, sort: readonly SortKey[]): SortKeyColumn[] {
  return sort.map((key): SortKeyColumn => {
    const f = state.table.numbers.get(key.field)!;
    const desc = key.order === "desc";
    if (f === state.table.idField) {
      const ids = state.ids;
      return { kind: "value", desc, read: (doc) => ids[doc] };
    }
    const store = state.stores[f]!;
    if (store.kind === "numbers") {
      const values = desc ? store.column.max : store.column.min;
      // Past the column's end a doc has no value: undefined there reads as missing too.
      return { kind: "number", desc, read: (doc) => values[doc] ?? Number.NaN };
    }
    if (store.kind === "booleans") {
      const bits = store.column.bits;
      return {
        kind: "number",
        desc,
        read: (doc) => {
          const b = bits[doc] ?? 0;
          if (b === 0) return Number.NaN;
          return desc ? (b & 2 ? 1 : 0) : b & 1 ? 0 : 1;
        },
      };
    }
    const strings = store.kind === "terms" ? store.values : undefined;
    return { kind: "value", desc, read: (doc) => strings?.extreme(doc, desc) };
  });
}
