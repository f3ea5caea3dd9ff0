import { compileRegex, type CheckedQuery, type QueryNode } from "@oneindex/parser";
import type { Analyzer } from "@oneindex/engine";
import type { TableLayout } from "../layout/table-layout.js";
import type { Dictionary } from "../compile/dictionary.js";
import { fuzzyExpansions } from "../compile/terms/fuzzy-expansions.js";

/** Per text field, tests of whether a stored token's term is highlighted. */
export type HighlightMatchers = Map<string, ((term: string) => boolean)[]>;

/** A phrase's terms: each highlighted when it is in the field, as the engine marks a phrase's terms wherever they occur (SEMANTICS.md, highlights). */
export interface PhraseTerms {
  readonly field: string;
  readonly terms: readonly string[];
}

/** What collecting needs. */
export interface HighlightContext {
  readonly layout: TableLayout;
  readonly dictionary: Dictionary;
  analyzer(field: string): Analyzer;
  /** `field\u0000term` of every phrase term present in its field. */
  readonly present: ReadonlySet<string>;
}

function isText(ctx: HighlightContext, field: string): boolean {
  return ctx.layout.fields.get(field)?.field.kind === "text";
}

/** The engine's highlighted nodes of a call: `q`, `query` and `filter`, not under `mustNot`, not in a function's `filter`. */
function* highlightedNodes(query: CheckedQuery): Generator<QueryNode> {
  const stack = [query.q, query.query, query.filter].filter((n): n is QueryNode => n !== undefined);
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    if (node.type === "bool") stack.push(...node.must, ...node.should, ...node.filter);
    if (node.type === "functionScore") stack.push(node.query);
  }
}

/** A string `term` on a text field: its analysed token (one), or the phrase of its tokens. */
function analysedTerm(
  ctx: HighlightContext,
  field: string,
  value: string,
  add: (field: string, test: (t: string) => boolean) => void,
  phrases?: PhraseTerms[],
): void {
  const tokens = ctx
    .analyzer(field)
    .analyze(value)
    .map((t) => t.term);
  if (tokens.length === 1) add(field, (t) => t === tokens[0]);
  else if (tokens.length > 1) phraseTerms(ctx, field, tokens, add, phrases);
}

function phraseTerms(
  ctx: HighlightContext,
  field: string,
  tokens: readonly string[],
  add: (field: string, test: (t: string) => boolean) => void,
  phrases?: PhraseTerms[],
): void {
  if (phrases !== undefined) {
    phrases.push({ field, terms: tokens });
    return;
  }
  // Each term the field holds, whether or not the others are: the engine's phrase weight marks every
  // term it finds in the field's dictionary, so a document that matched through another node shows
  // the phrase's terms it has even when the phrase itself matches nowhere.
  const set = new Set(tokens.filter((t) => ctx.present.has(`${field}\u0000${t}`)));
  if (set.size > 0) add(field, (t) => set.has(t));
}

/**
 * The phrases whose presence decides their highlighting (pass 1, to read from the terms table),
 * or the matchers (pass 2, with `ctx.present` read). Only text fields are highlighted.
 */
export function collectHighlights(query: CheckedQuery, ctx: HighlightContext, phrases?: PhraseTerms[]): HighlightMatchers {
  const out: HighlightMatchers = new Map();
  const add = (field: string, test: (t: string) => boolean) => {
    if (!isText(ctx, field)) return;
    let list = out.get(field);
    if (list === undefined) out.set(field, (list = []));
    list.push(test);
  };
  for (const node of highlightedNodes(query)) {
    switch (node.type) {
      case "term":
        if (node.value.kind === "string" && isText(ctx, node.field)) analysedTerm(ctx, node.field, node.value.value, add, phrases);
        break;
      case "multiFieldTerm":
        for (const field of node.fields) if (isText(ctx, field)) analysedTerm(ctx, field, node.value, add, phrases);
        break;
      case "phrase":
        if (isText(ctx, node.field)) {
          const tokens = ctx
            .analyzer(node.field)
            .analyze(node.terms.join(" "))
            .map((t) => t.term);
          if (tokens.length === 1) add(node.field, (t) => t === tokens[0]);
          else if (tokens.length > 1) phraseTerms(ctx, node.field, tokens, add, phrases);
        }
        break;
      case "text":
        for (const field of node.fields) {
          const terms = new Set(
            ctx
              .analyzer(field)
              .analyze(node.text)
              .map((t) => t.term),
          );
          add(field, (t) => terms.has(t));
        }
        break;
      case "prefix": {
        if (!isText(ctx, node.field)) break;
        const prefix = ctx.analyzer(node.field).normalize(node.value);
        add(node.field, (t) => t.startsWith(prefix));
        break;
      }
      case "regex": {
        const matcher = compileRegex(node.regex);
        add(node.field, (t) => matcher.matches(t));
        break;
      }
      case "fuzzy": {
        if (!isText(ctx, node.field)) break;
        const dictionary = ctx.dictionary.get(node.field).terms;
        const expanded = new Set<string>();
        for (const value of new Set(
          ctx
            .analyzer(node.field)
            .analyze(node.value)
            .map((t) => t.term),
        ))
          for (const e of fuzzyExpansions(dictionary, value, node.prefixLength, node.maxEdits, node.transpositions)) expanded.add(e.term);
        add(node.field, (t) => expanded.has(t));
        break;
      }
      default:
        break;
    }
  }
  return out;
}
