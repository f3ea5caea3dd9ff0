import type { BoolNode, CheckedQuery, QueryNode, TextNode } from "@oneindex/parser";
import type { DocumentDefinition } from "@oneindex/schema";
import { analyzerFor } from "../analysis/index.js";
import type { Analyzer } from "../analysis/index.js";

/** Options of pseudo-relevance feedback ({@link feedbackQuery}); every default is in {@link DEFAULT_FEEDBACK}. */
export interface FeedbackOptions {
  /**
   * Text fields the expansion words are searched in, with a weight each (as the query weights its
   * fields, e.g. `{ body: 1, title: 0.5 }`). Required: at least one; weights finite and > 0.
   */
  readonly fields: Readonly<Record<string, number>>;
  /** The field whose text the expansion words are read from. Default: the field of `fields` with the largest weight (the first on ties). */
  readonly from?: string;
  /** How many top hits of the original query are read (integer 1–100). Default 5. */
  readonly docs?: number;
  /** How many expansion words are added (integer 1–100). Default 10. */
  readonly terms?: number;
  /** The expansion's share of the final score, in [0, 1): 0 gives the original ranking. Default 0.3. */
  readonly weight?: number;
}

/** The defaults of {@link FeedbackOptions}: RM3's usual 5 documents and 10 words, mixed 0.3 (chosen on Cranfield dev; see the README). */
export const DEFAULT_FEEDBACK = Object.freeze({ docs: 5, terms: 10, weight: 0.3 } as const);

/** What {@link feedbackQuery} needs from an index: its definition and a way to run a query. */
export interface FeedbackSource {
  readonly definition: DocumentDefinition;
  run(query: CheckedQuery): readonly { readonly score: number; readonly document: unknown }[];
}

/**
 * RM3 pseudo-relevance feedback as a query rewrite. The query runs once (by score, `docs` hits);
 * each hit's `from` text gives a distribution of terms (term frequency / the hit's token count),
 * and the hits' distributions, weighted by their share of the hits' total score, sum to a feedback
 * model. Its `terms` most likely terms (ties by term) become `text` nodes over each feedback field
 * with boost `weight · p̂(t) · fieldWeight · n / (1 − weight)`, where `p̂` is the model renormalised
 * over the chosen terms and `n` the number of distinct terms the query's own text nodes, terms and
 * phrases give in `from` (at least 1). The result is a `bool` whose `must` is the original `q` and
 * `query` and whose `should` are the expansions (`minimumShouldMatch` 0): the same documents match,
 * in a new order; `filter`, `limit`, `offset`, `sort` and `highlight` are kept. A query without
 * hits, or without a scoring part, comes back unchanged.
 */
export function feedbackQuery(source: FeedbackSource, query: CheckedQuery, options: FeedbackOptions): CheckedQuery {
  const { definition } = source;
  const fields = checkFields(definition, options.fields);
  const from = options.from ?? fields.reduce((best, f) => (f[1] > best[1] ? f : best))[0];
  if (definition.fields[from]?.kind !== "text")
    throw new RangeError(`feedback: "from" must name a text field of ${definition.name}, got ${JSON.stringify(from)}`);
  const docs = checkCount("docs", options.docs ?? DEFAULT_FEEDBACK.docs);
  const terms = checkCount("terms", options.terms ?? DEFAULT_FEEDBACK.terms);
  const weight = options.weight ?? DEFAULT_FEEDBACK.weight;
  if (typeof weight !== "number" || !(weight >= 0 && weight < 1))
    throw new RangeError(`feedback: "weight" must be a number in [0, 1), got ${String(weight)}`);
  const scoring = [query.q, query.query].filter((n): n is QueryNode => n !== undefined);
  if (scoring.length === 0 || weight === 0) return query;

  const hits = source
    .run({ ...query, limit: docs, offset: 0, sort: [], highlight: undefined, countExactly: false })
    .filter((h) => h.score > 0);
  const total = hits.reduce((s, h) => s + h.score, 0);
  if (hits.length === 0 || !(total > 0)) return query;

  const analyzer = analyzerFor(definition.fields[from]!);
  const model = new Map<string, number>();
  const surface = new Map<string, string>();
  for (const hit of hits) {
    const tf = new Map<string, number>();
    let length = 0;
    let base = 0;
    for (const value of textValues((hit.document as Record<string, unknown>)[from])) {
      const tokens = analyzer.analyze(value, base);
      for (const t of tokens) {
        tf.set(t.term, (tf.get(t.term) ?? 0) + 1);
        if (!surface.has(t.term)) surface.set(t.term, value.slice(t.start, t.end));
      }
      length += tokens.length;
      base += 1; // positions do not matter here, only counts
    }
    if (length === 0) continue;
    const share = hit.score / total;
    for (const [term, n] of tf) model.set(term, (model.get(term) ?? 0) + (n / length) * share);
  }
  const chosen = [...model].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, terms);
  const mass = chosen.reduce((s, [, p]) => s + p, 0);
  if (chosen.length === 0 || !(mass > 0)) return query;

  const n = Math.max(1, queryTerms(definition, scoring, analyzer).size);
  const scale = (weight * n) / (1 - weight);
  const expansions: TextNode[] = [];
  for (const [term, p] of chosen) {
    for (const [field, fieldWeight] of fields) {
      expansions.push({ type: "text", text: surface.get(term)!, fields: [field], operator: "or", boost: (scale * p * fieldWeight) / mass });
    }
  }
  const original: QueryNode =
    scoring.length === 1
      ? scoring[0]!
      : { type: "bool", must: scoring, should: [], mustNot: [], filter: [], minimumShouldMatch: 0, boost: 1 };
  const rewritten: BoolNode = {
    type: "bool",
    must: [original],
    should: expansions,
    mustNot: [],
    filter: [],
    minimumShouldMatch: 0,
    boost: 1,
  };
  const { q: _q, ...rest } = query;
  return { ...rest, query: rewritten };
}

function checkFields(definition: DocumentDefinition, fields: Readonly<Record<string, number>> | undefined): [string, number][] {
  if (fields === null || typeof fields !== "object") throw new TypeError(`feedback: "fields" must be an object of text field → weight`);
  const entries = Object.entries(fields);
  if (entries.length === 0) throw new RangeError(`feedback: "fields" must name at least one text field`);
  for (const [name, w] of entries) {
    if (definition.fields[name]?.kind !== "text")
      throw new RangeError(`feedback: "fields" must name text fields of ${definition.name}; ${JSON.stringify(name)} is not one`);
    if (typeof w !== "number" || !Number.isFinite(w) || w <= 0)
      throw new RangeError(`feedback: the weight of "${name}" must be a finite number > 0, got ${String(w)}`);
  }
  return entries;
}

function checkCount(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 100)
    throw new RangeError(`feedback: "${name}" must be an integer from 1 to 100, got ${String(value)}`);
  return value;
}

function textValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}

/** The distinct terms, in `from`'s analysis, of the text the query's scoring parts search with (mustNot and filters excluded). */
function queryTerms(definition: DocumentDefinition, nodes: readonly QueryNode[], analyzer: Analyzer): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const t of analyzer.analyze(text)) out.add(t.term);
  };
  const visit = (node: QueryNode): void => {
    switch (node.type) {
      case "text":
        add(node.text);
        return;
      case "term":
        if (node.value.kind === "string" && definition.fields[node.field]?.kind === "text") add(node.value.value);
        return;
      case "phrase":
        if (definition.fields[node.field]?.kind === "text") add(node.terms.join(" "));
        return;
      case "multiFieldTerm":
        add(node.value);
        return;
      case "bool":
        node.must.forEach(visit);
        node.should.forEach(visit);
        return;
      case "functionScore":
        visit(node.query);
        return;
      default:
        return;
    }
  };
  nodes.forEach(visit);
  return out;
}
