import type { RegexNode } from "@oneindex/parser";
import { compileRegexDfa } from "@oneindex/parser/internal";
import { termUnionWeight } from "../terms/constant-weight.js";
import { emptyWeight } from "../terms/empty-weight.js";
import { literalPrefix, regexTermIndexes, regexTermsOneByOne } from "../terms/regex-terms.js";
import { termFieldOf } from "../terms/string-term.js";
import { chargeExpansion } from "../terms/union-docs.js";
import type { PrepareContext, Weight } from "../weight.js";

/** Steps charged per trie edge the walk follows: its own stack and child reads cost about as much again as the DFA lookup (estimated from profiles of `.*`-like patterns over the URL dictionary). */
const EDGE_STEPS = 2;

/**
 * `regex`: docs with a term the whole pattern matches (not folded); constant `boost`. The terms are
 * found by walking the field's term trie with the pattern's lazily built DFA (see
 * {@link regexTermIndexes}); the walk's trie edges and the DFA's NFA work are charged to the
 * call's budget as `automatonStep`s and the matched terms' postings as `posting`s, so a costly
 * pattern stops with a `QueryCostError` naming this node.
 */
export function prepareRegex(node: RegexNode, ctx: PrepareContext): Weight {
  const field = termFieldOf(ctx.state, node.field);
  if (field === undefined) return emptyWeight(`${node.field} is not a term field`);
  const { budget } = ctx;
  const spend = (steps: number): void => budget.spend(steps, "automatonStep", node);
  const dfa = compileRegexDfa(node.regex, { onWork: spend });
  const { trie, numbers, pendingFrom, pendingTo } = field.searchTrie({ budget, site: node });
  const terms: number[] = [];
  const walk = (edges: number): void => spend(edges * EDGE_STEPS);
  regexTermIndexes(trie, dfa, literalPrefix(node.regex), walk, (index) => {
    const t = numbers[index]!;
    if (field.df[t]! > 0) terms.push(t);
  });
  // The terms added since the trie was built, one by one.
  regexTermsOneByOne(field.terms, pendingFrom, pendingTo, dfa, spend, (t) => {
    if (field.df[t]! > 0) terms.push(t);
  });
  // The postings their union reads, as a prefix's (the walk above charged the terms visited).
  chargeExpansion({ budget, site: node }, field, 0, terms);
  return termUnionWeight(
    ctx.state,
    field,
    terms,
    node.boost,
    `regex(${node.field}:/${node.pattern}/) over ${terms.length} terms`,
    node.field,
  );
}
