import type { TermNode, TermValue } from "@oneindex/parser";
import { boostOf, fieldOf, type TranslateContext } from "../context.js";
import { dateInstant } from "../date-value.js";
import type { DslQuery, DslValue } from "../dsl.js";

/** A term value as the DSL takes it: dates as ISO instants (see `date-value.ts`). */
export function dslValue(value: TermValue): DslValue {
  return value.kind === "date" ? dateInstant(value.value) : value.value;
}

/**
 * `term` on a text field is analysed (SEMANTICS.md): `match_phrase` analyses the value with the
 * field's analyser and matches the single term, or the phrase of several. On a boolean field it is
 * a `term` inside `constant_score`: the cluster indexes booleans as the terms `T`/`F` and would
 * score the term by BM25 (its idf), while SEMANTICS.md gives a constant `boost`, as numeric and
 * date terms already score on the cluster. Elsewhere it is `term`.
 */
export function translateTerm(node: TermNode, ctx: TranslateContext): DslQuery {
  const kind = fieldOf(ctx, node.field).kind;
  if (kind === "text" && node.value.kind === "string") {
    return { match_phrase: { [node.field]: { query: node.value.value, ...boostOf(node.boost) } } };
  }
  if (kind === "boolean") {
    return { constant_score: { filter: { term: { [node.field]: { value: dslValue(node.value) } } }, ...boostOf(node.boost) } };
  }
  return { term: { [node.field]: { value: dslValue(node.value), ...boostOf(node.boost) } } };
}
