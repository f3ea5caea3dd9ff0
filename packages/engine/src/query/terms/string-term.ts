import type { IndexState } from "../../store/index-state.js";
import type { TermField } from "../../store/term-field.js";
import { emptyWeight } from "./empty-weight.js";
import { PhraseWeight } from "./phrase-weight.js";
import { TermWeight } from "./term-weight.js";
import type { WorkSite } from "../budget/work-budget.js";
import type { Weight } from "../weight.js";

/** The term field of a field name (text, keyword or string id), or undefined. */
export function termFieldOf(state: IndexState, field: string): TermField | undefined {
  const n = state.table.numbers.get(field);
  if (n === undefined) return undefined;
  const store = state.stores[n]!;
  return store.kind === "terms" ? store.index : undefined;
}

/**
 * A string `term` on a text, keyword or string-id field: keyword values are exact; text values are
 * analysed: one token is that term, several a phrase of them (slop 0), none matches nothing.
 */
export function stringTermWeight(state: IndexState, fieldName: string, value: string, boost: number, site: WorkSite): Weight {
  const field = termFieldOf(state, fieldName);
  if (field === undefined) return emptyWeight(`${fieldName} is not a term field`);
  if (!field.isText) return new TermWeight(state, fieldName, field, value, { boost });
  const tokens = field.analyzer.analyze(value);
  if (tokens.length === 0) return emptyWeight(`"${value}" has no terms after analysis`);
  if (tokens.length === 1) return new TermWeight(state, fieldName, field, tokens[0]!.term, { boost });
  const base = tokens[0]!.position;
  return new PhraseWeight(
    state,
    fieldName,
    field,
    tokens.map((t) => t.term),
    tokens.map((t) => t.position - base),
    0,
    boost,
    site,
  );
}
