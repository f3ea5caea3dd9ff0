/** A condition a facet bucket stands for: a value of a field, or `from ≤ v < to`. */
export type FacetCondition =
  | { readonly field: string; readonly value: string | boolean }
  | { readonly field: string; readonly from: number; readonly to: number };

/** The condition as a query node. */
function conditionNode(c: FacetCondition): Record<string, unknown> {
  return "value" in c ? { type: "term", field: c.field, value: c.value } : { type: "range", field: c.field, gte: c.from, lt: c.to };
}

/** The condition in the filter string language (values quoted as JSON strings). */
function conditionText(c: FacetCondition): string {
  if (!("value" in c)) return `${c.field} >= ${c.from} and ${c.field} < ${c.to}`;
  return `${c.field} = ${typeof c.value === "boolean" ? String(c.value) : JSON.stringify(c.value)}`;
}

/**
 * The call with the condition added to its `filter` (so scores do not change): the filter itself
 * when there was none; `old and …` when it was a string; else a `bool` whose `filter` holds the
 * old filter and the condition (or the condition appended, when the old one is such a `bool`).
 */
export function addFilter(call: Record<string, unknown>, c: FacetCondition): Record<string, unknown> {
  const old = call["filter"];
  let filter: unknown;
  if (old === undefined || old === null) filter = conditionNode(c);
  else if (typeof old === "string") filter = old.trim() === "" ? conditionText(c) : `(${old}) and ${conditionText(c)}`;
  else {
    const o = old as Record<string, unknown>;
    const onlyFilters = o["type"] === "bool" && Array.isArray(o["filter"]) && Object.keys(o).every((k) => k === "type" || k === "filter");
    filter = onlyFilters
      ? { type: "bool", filter: [...(o["filter"] as unknown[]), conditionNode(c)] }
      : { type: "bool", filter: [old, conditionNode(c)] };
  }
  // A page beyond the narrower matches would show nothing: start again at the first.
  const { offset: _offset, ...rest } = call;
  return { ...rest, filter };
}
