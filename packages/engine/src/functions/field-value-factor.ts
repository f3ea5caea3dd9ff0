import type { FieldValueModifier } from "@oneindex/parser";
import { applyModifier } from "./apply-modifier.js";

/**
 * A `fieldValueFactor` function's value for one document, before its weight:
 * `modifier(factor · v)` with `v` the smallest of the document's `values` (Elasticsearch reads the
 * first of the sorted doc values), or `missing` when there is none. Booleans come in as 1/0 and dates
 * as epoch milliseconds. Returns `undefined` when the document has no value and no `missing` is
 * given: the function does not apply to it (Elasticsearch fails the request instead).
 */
export function fieldValueFactor(
  values: readonly number[],
  factor: number,
  modifier: FieldValueModifier,
  missing?: number,
): number | undefined {
  let v: number | undefined;
  for (const x of values) if (v === undefined || x < v) v = x;
  if (v === undefined) v = missing;
  if (v === undefined) return undefined;
  return applyModifier(modifier, factor * v);
}
