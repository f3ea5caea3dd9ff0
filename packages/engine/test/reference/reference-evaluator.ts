/**
 * The reference evaluator: a deliberately simple reading of SEMANTICS.md. A linear scan checks every
 * document against the checked query tree and computes BM25 from its own statistics; phrases, fuzzy
 * expansions and regexes are matched by brute force. It shares only the analyser (analysis is not what
 * it checks) and the pure decay/haversine/modifier formulas (checked on their own against
 * hand-computed Elasticsearch values in test/functions).
 */
import type { DocumentDefinition, FieldDefinition } from "@oneindex/schema";
import { idFieldName, isoDateToEpochMs } from "@oneindex/schema/internal";
import type {
  BoolNode,
  CheckedQuery,
  FunctionScoreNode,
  FuzzyNode,
  QueryNode,
  RangeNode,
  ScoreFunction,
  SortKey,
  TermValue,
  TextNode,
} from "@oneindex/parser";
import { analyzerFor, type Analyzer } from "../../src/analysis/index.js";
import { applyModifier, clampScore, decayScore, haversineKm, scaleScore } from "../../src/functions/index.js";
import { codePoints, editDistance } from "./edit-distance.js";
import { phraseFrequency } from "./phrase-frequency.js";
import { regexMatchesWhole } from "./regex-matcher.js";
import { referenceAggregations, type ReferenceAggregations } from "./reference-aggregations.js";

const K1 = 1.2;
const B = 0.75;
const POSITION_GAP = 100;
const MAX_EXPANSIONS = 50;
const MS_PER_DAY = 86_400_000;

/** A plain document: field name → JSON-like value. */
export type PlainDocument = Readonly<Record<string, unknown>>;
/** A document id. */
export type DocId = string | number;

/** One hit of the reference. */
export interface ReferenceHit {
  readonly id: DocId;
  readonly score: number;
}

/** What the reference returns for a query: every match in result order, and the requested window. */
export interface ReferenceResult {
  readonly all: readonly ReferenceHit[];
  readonly window: readonly ReferenceHit[];
  readonly total: number;
}

interface TextDoc {
  readonly positions: ReadonlyMap<string, readonly number[]>;
  readonly length: number;
}

interface TextStats {
  readonly analyzer: Analyzer;
  readonly docs: readonly TextDoc[];
  readonly docCount: number;
  readonly avgLength: number;
  readonly df: ReadonlyMap<string, number>;
}

interface KeywordStats {
  readonly docs: readonly (readonly string[])[];
  readonly docCount: number;
  /** Distinct values per document with a value, on average (Lucene's avgdl for a docs-only field). */
  readonly avgLength: number;
  readonly df: ReadonlyMap<string, number>;
}

/** Values of a field as an array: missing (absent, null, empty array) is []. */
export function valuesOf(doc: PlainDocument, field: string): unknown[] {
  // A keyword sub-field (`name.keyword`) holds its text field's values; no document holds it itself.
  const v = field.endsWith(".keyword") ? doc[field.slice(0, -".keyword".length)] : doc[field];
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v.filter((x) => x !== null && x !== undefined) : [v];
}

function idf(docCount: number, df: number): number {
  return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
}

function compareIds(a: DocId, b: DocId): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The reference evaluator over one collection (the final one: no deletes, no updates). */
export class ReferenceEvaluator {
  readonly #definition: DocumentDefinition;
  readonly #docs: readonly PlainDocument[];
  readonly #idField: string;
  readonly #text = new Map<string, TextStats>();
  readonly #keyword = new Map<string, KeywordStats>();
  #memo = new WeakMap<object, unknown>();

  /** How `text` combines its fields, as the engine's index option of that name (SEMANTICS.md, `text`). */
  readonly #textFieldScoring: "weighted-sum" | "best-field";

  constructor(
    definition: DocumentDefinition,
    documents: readonly PlainDocument[],
    options: { readonly textFieldScoring?: "weighted-sum" | "best-field" } = {},
  ) {
    this.#textFieldScoring = options.textFieldScoring ?? "weighted-sum";
    this.#definition = definition;
    this.#docs = documents;
    this.#idField = idFieldName(definition);
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.kind === "text") this.#text.set(name, this.#textStats(name, field));
      if (field.kind === "keyword") this.#keyword.set(name, this.#keywordStats(name));
    }
  }

  #textStats(name: string, field: FieldDefinition): TextStats {
    const analyzer = analyzerFor(field);
    const docs: TextDoc[] = [];
    const df = new Map<string, number>();
    let docCount = 0;
    let total = 0;
    for (const doc of this.#docs) {
      const positions = new Map<string, number[]>();
      let base = 0;
      let length = 0;
      for (const value of valuesOf(doc, name)) {
        const tokens = analyzer.analyze(value as string, base);
        let last = base - 1;
        for (const t of tokens) {
          const list = positions.get(t.term) ?? [];
          list.push(t.position);
          positions.set(t.term, list);
          last = Math.max(last, t.position);
        }
        length += tokens.length;
        base = Math.max(base, last + 1) + POSITION_GAP;
      }
      for (const list of positions.values()) list.sort((a, b) => a - b);
      for (const term of positions.keys()) df.set(term, (df.get(term) ?? 0) + 1);
      if (length > 0) docCount++;
      total += length;
      docs.push({ positions, length });
    }
    return { analyzer, docs, docCount, avgLength: docCount === 0 ? 0 : total / docCount, df };
  }

  #keywordStats(name: string): KeywordStats {
    const docs = this.#docs.map((doc) => valuesOf(doc, name) as string[]);
    const df = new Map<string, number>();
    let docCount = 0;
    let distinct = 0;
    for (const values of docs) {
      if (values.length > 0) docCount++;
      const set = new Set(values);
      distinct += set.size;
      for (const v of set) df.set(v, (df.get(v) ?? 0) + 1);
    }
    return { docs, docCount, avgLength: docCount === 0 ? 0 : distinct / docCount, df };
  }

  #field(name: string): FieldDefinition {
    const f = this.#definition.fields[name];
    if (f === undefined) throw new Error(`reference: unknown field ${name}`);
    return f;
  }

  #id(d: number): DocId {
    return this.#docs[d]![this.#idField] as DocId;
  }

  /** Runs a checked query over the collection. */
  search(query: CheckedQuery): ReferenceResult {
    this.#memo = new WeakMap();
    const hits: ReferenceHit[] = [];
    for (let d = 0; d < this.#docs.length; d++) {
      const score = this.#root(query, d);
      // Every score is a finite number in [0, MAX_VALUE] (SEMANTICS.md, "Finite scores").
      if (score !== undefined) hits.push({ id: this.#id(d), score: clampScore(score) });
    }
    const index = new Map(this.#docs.map((doc, d) => [doc[this.#idField] as DocId, d]));
    if (query.sort.length === 0) {
      hits.sort((a, b) => (b.score !== a.score ? b.score - a.score : compareIds(a.id, b.id)));
    } else {
      hits.sort((a, b) => {
        for (const key of query.sort) {
          const c = this.#compareByKey(key, index.get(a.id)!, index.get(b.id)!);
          if (c !== 0) return c;
        }
        return compareIds(a.id, b.id);
      });
    }
    return { all: hits, window: hits.slice(query.offset, query.offset + query.limit), total: hits.length };
  }

  /** The aggregations of `query` over its matches (`result`: this evaluator's `search(query)`), computed plainly (reference-aggregations.ts). */
  aggregate(query: CheckedQuery, result: ReferenceResult): ReferenceAggregations {
    const byId = new Map(this.#docs.map((doc) => [doc[this.#idField] as DocId, doc]));
    return referenceAggregations(
      this.#definition,
      result.all.map((h) => byId.get(h.id)!),
      query.aggs ?? [],
    );
  }

  /** Whether document `d` matches `node`, and its score: undefined when it does not match. */
  evaluate(node: QueryNode, d: number): number | undefined {
    switch (node.type) {
      case "term":
        return this.#termValue(node.field, node.value, d, node.boost);
      case "phrase":
        return this.#phrase(node.field, node.terms, node.slop, d, node.boost);
      case "prefix":
        return this.#anyTerm(node.field, d, this.#prefixTest(node.field, node.value)) ? node.boost : undefined;
      case "regex":
        return this.#anyTerm(node.field, d, (t) => regexMatchesWhole(node.regex, t)) ? node.boost : undefined;
      case "fuzzy":
        return this.#fuzzy(node, d);
      case "multiFieldTerm": {
        let best: number | undefined;
        for (const f of node.fields) {
          const s = this.#termString(f, node.value, d, 1);
          if (s !== undefined && (best === undefined || s > best)) best = s;
        }
        return best === undefined ? undefined : scaleScore(node.boost, best);
      }
      case "range":
        return this.#range(node, d) ? 1 : undefined;
      case "exists":
        return valuesOf(this.#docs[d]!, node.field).length > 0 ? 1 : undefined;
      case "bool":
        return this.#bool(node, d);
      case "matchAll":
        return node.boost;
      case "text":
        return this.#textNode(node, d);
      case "functionScore":
        return this.#functionScore(node, d);
    }
  }

  #root(query: CheckedQuery, d: number): number | undefined {
    if (query.q === undefined && query.query === undefined && query.filter === undefined) return 1;
    let score = 0;
    for (const part of [query.q, query.query]) {
      if (part === undefined) continue;
      const s = this.evaluate(part, d);
      if (s === undefined) return undefined;
      score += s;
    }
    if (query.filter !== undefined && this.evaluate(query.filter, d) === undefined) return undefined;
    return score;
  }

  // ---- term-level nodes -------------------------------------------------------------------

  #termValue(field: string, value: TermValue, d: number, boost: number): number | undefined {
    const def = this.#field(field);
    if (value.kind === "string") return this.#termString(field, value.value, d, boost);
    if (def.kind === "id") return this.#id(d) === value.value ? boost : undefined;
    const values = this.#comparable(field, d);
    const target = value.kind === "boolean" ? (value.value ? 1 : 0) : value.value;
    return values.some((v) => v === target) ? boost : undefined;
  }

  #termString(field: string, value: string, d: number, boost: number): number | undefined {
    const def = this.#field(field);
    if (def.kind === "id") {
      if (this.#id(d) !== value) return undefined;
      return (boost * idf(this.#docs.length, 1) * 1) / (1 + K1);
    }
    if (def.kind === "keyword") return this.#keywordTerm(field, value, d, boost);
    const stats = this.#text.get(field)!;
    const tokens = stats.analyzer.analyze(value);
    if (tokens.length === 0) return undefined;
    if (tokens.length === 1) return this.#textTerm(field, tokens[0]!.term, d, boost);
    return this.#textPhrase(
      field,
      tokens.map((t) => t.term),
      tokens.map((t) => t.position - tokens[0]!.position),
      0,
      d,
      boost,
    );
  }

  /** Keyword BM25: docs-only postings (tf 1) without norms (length 1, avgdl = distinct values per doc). */
  #keywordTerm(field: string, value: string, d: number, boost: number): number | undefined {
    const stats = this.#keyword.get(field)!;
    if (!stats.docs[d]!.includes(value)) return undefined;
    const norm = 1 - B + B / stats.avgLength;
    return (boost * idf(stats.docCount, stats.df.get(value) ?? 0) * 1) / (1 + K1 * norm);
  }

  #textTerm(field: string, term: string, d: number, boost: number): number | undefined {
    const stats = this.#text.get(field)!;
    const doc = stats.docs[d]!;
    const tf = doc.positions.get(term)?.length ?? 0;
    if (tf === 0) return undefined;
    const norm = 1 - B + (B * doc.length) / stats.avgLength;
    return (boost * idf(stats.docCount, stats.df.get(term) ?? 0) * tf) / (tf + K1 * norm);
  }

  #phrase(field: string, terms: readonly string[], slop: number, d: number, boost: number): number | undefined {
    const def = this.#field(field);
    if (def.kind === "keyword") return this.#keywordTerm(field, terms.join(" "), d, boost);
    const stats = this.#text.get(field)!;
    const tokens = stats.analyzer.analyze(terms.join(" "));
    if (tokens.length === 0) return undefined;
    if (tokens.length === 1) return this.#textTerm(field, tokens[0]!.term, d, boost);
    return this.#textPhrase(
      field,
      tokens.map((t) => t.term),
      tokens.map((t) => t.position - tokens[0]!.position),
      slop,
      d,
      boost,
    );
  }

  #textPhrase(
    field: string,
    terms: readonly string[],
    offsets: readonly number[],
    slop: number,
    d: number,
    boost: number,
  ): number | undefined {
    const stats = this.#text.get(field)!;
    const doc = stats.docs[d]!;
    const pf = phraseFrequency(terms, offsets, (t) => doc.positions.get(t) ?? [], slop);
    if (pf === 0) return undefined;
    let sumIdf = 0;
    for (const t of terms) sumIdf += idf(stats.docCount, stats.df.get(t) ?? 0);
    const norm = 1 - B + (B * doc.length) / stats.avgLength;
    return (boost * sumIdf * pf) / (pf + K1 * norm);
  }

  /** The terms of a text or keyword field in document d. */
  #termsOf(field: string, d: number): readonly string[] {
    const text = this.#text.get(field);
    if (text !== undefined) return [...text.docs[d]!.positions.keys()];
    const keyword = this.#keyword.get(field);
    if (keyword !== undefined) return keyword.docs[d]!;
    throw new Error(`reference: ${field} has no terms`);
  }

  #anyTerm(field: string, d: number, test: (term: string) => boolean): boolean {
    return this.#termsOf(field, d).some(test);
  }

  #prefixTest(field: string, value: string): (term: string) => boolean {
    const text = this.#text.get(field);
    const prefix = text !== undefined ? text.analyzer.normalize(value) : value;
    return (t) => t.startsWith(prefix);
  }

  // ---- fuzzy --------------------------------------------------------------------------------

  /** Per distinct term of the value (analysed on text fields, as query text; as is on keyword fields), its expansions (term → sim) and blended df. */
  #fuzzyExpansions(node: FuzzyNode): readonly { readonly terms: ReadonlyMap<string, number>; readonly df: number }[] {
    const cached = this.#memo.get(node) as { terms: Map<string, number>; df: number }[] | undefined;
    if (cached !== undefined) return cached;
    const text = this.#text.get(node.field);
    const values: string[] = [];
    if (text !== undefined) {
      for (const tok of text.analyzer.analyze(node.value)) if (!values.includes(tok.term)) values.push(tok.term);
    } else if (node.value !== "") values.push(node.value);
    const dictionary = new Map<string, number>(); // term → df
    if (text !== undefined) for (const [t, n] of text.df) dictionary.set(t, n);
    else for (const [t, n] of this.#keyword.get(node.field)!.df) dictionary.set(t, n);
    const result = values.map((value) => {
      const v = codePoints(value);
      const candidates: { term: string; sim: number }[] = [];
      const prefixLength = Math.min(node.prefixLength, v.length);
      for (const term of dictionary.keys()) {
        const e = codePoints(term);
        let edits: number;
        if (node.maxEdits === 0) {
          if (term !== value) continue;
          edits = 0;
        } else {
          if (e.length < prefixLength || e.slice(0, prefixLength).some((c, i) => c !== v[i])) continue;
          edits = editDistance(e.slice(prefixLength), v.slice(prefixLength), node.transpositions);
          if (edits > node.maxEdits) continue;
        }
        const sim = edits === 0 ? 1 : Math.max(0, 1 - edits / Math.min(e.length, v.length));
        candidates.push({ term, sim });
      }
      candidates.sort((a, b) => (b.sim !== a.sim ? b.sim - a.sim : a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
      const top = candidates.slice(0, MAX_EXPANSIONS);
      let df = 0;
      for (const c of top) df = Math.max(df, dictionary.get(c.term)!);
      return { terms: new Map(top.map((c) => [c.term, c.sim])), df };
    });
    this.#memo.set(node, result);
    return result;
  }

  #fuzzy(node: FuzzyNode, d: number): number | undefined {
    const text = this.#text.get(node.field);
    let score: number | undefined;
    for (const { terms, df } of this.#fuzzyExpansions(node)) {
      for (const [term, sim] of terms) {
        let tf: number;
        let norm: number;
        let docCount: number;
        if (text !== undefined) {
          const doc = text.docs[d]!;
          tf = doc.positions.get(term)?.length ?? 0;
          norm = 1 - B + (B * doc.length) / text.avgLength;
          docCount = text.docCount;
        } else {
          const kw = this.#keyword.get(node.field)!;
          tf = kw.docs[d]!.includes(term) ? 1 : 0;
          norm = 1 - B + B / kw.avgLength;
          docCount = kw.docCount;
        }
        if (tf === 0) continue;
        score = (score ?? 0) + (node.boost * sim * idf(docCount, df) * tf) / (tf + K1 * norm);
      }
    }
    return score;
  }

  // ---- range, bool, text ----------------------------------------------------------------------

  /** Numeric values of a field for comparisons: numbers, dates as epoch ms, booleans as 1/0. */
  #comparable(field: string, d: number): number[] {
    const def = this.#field(field);
    return valuesOf(this.#docs[d]!, field).map((v) => {
      if (def.kind === "date") return v instanceof Date ? v.getTime() : isoDateToEpochMs(v as string)!;
      if (def.kind === "boolean") return v ? 1 : 0;
      return v as number;
    });
  }

  #range(node: RangeNode, d: number): boolean {
    const def = this.#field(node.field);
    const values: readonly (number | string)[] =
      def.kind === "keyword" ? (valuesOf(this.#docs[d]!, node.field) as string[]) : this.#comparable(node.field, d);
    return values.some(
      (v) =>
        (node.gt === undefined || v > node.gt.value) &&
        (node.gte === undefined || v >= node.gte.value) &&
        (node.lt === undefined || v < node.lt.value) &&
        (node.lte === undefined || v <= node.lte.value),
    );
  }

  #bool(node: BoolNode, d: number): number | undefined {
    const clauses = node.must.length + node.should.length + node.mustNot.length + node.filter.length;
    if (clauses === 0) return node.boost;
    let sum = 0;
    for (const c of node.must) {
      const s = this.evaluate(c, d);
      if (s === undefined) return undefined;
      sum += s;
    }
    for (const c of node.filter) if (this.evaluate(c, d) === undefined) return undefined;
    for (const c of node.mustNot) if (this.evaluate(c, d) !== undefined) return undefined;
    let matched = 0;
    for (const c of node.should) {
      const s = this.evaluate(c, d);
      if (s === undefined) continue;
      matched++;
      sum += s;
    }
    const required =
      node.should.length > 0 && node.must.length === 0 && node.filter.length === 0
        ? Math.max(1, node.minimumShouldMatch)
        : node.minimumShouldMatch;
    if (matched < required) return undefined;
    return scaleScore(node.boost, sum);
  }

  #textFields(node: TextNode): readonly string[] {
    if (node.fields.length > 0) return node.fields;
    return Object.keys(this.#definition.fields).filter((f) => this.#field(f).kind === "text");
  }

  #textNode(node: TextNode, d: number): number | undefined {
    const byPosition = new Map<number, { field: string; term: string }[]>();
    const fields = [...new Set(this.#textFields(node))]; // a field named twice counts once
    // weighted-sum: each field weighs √(avgdl / the longest field's avgdl) (1 when no field has a token).
    const longest = Math.max(0, ...fields.map((f) => this.#text.get(f)!.avgLength));
    const weight = (f: string) => (longest > 0 ? Math.sqrt(this.#text.get(f)!.avgLength / longest) : 1);
    for (const field of fields) {
      const seen = new Set<string>();
      for (const t of this.#text.get(field)!.analyzer.analyze(node.text)) {
        if (seen.has(t.term)) continue; // a repeated word counts once (per field)
        seen.add(t.term);
        const list = byPosition.get(t.position) ?? [];
        list.push({ field, term: t.term });
        byPosition.set(t.position, list);
      }
    }
    if (byPosition.size === 0) return undefined;
    let sum = 0;
    let matchedAny = false;
    for (const position of [...byPosition.keys()].sort((a, b) => a - b)) {
      // A word's score in its fields: their weighted sum (best-field: the best of them).
      let best: number | undefined;
      for (const { field, term } of byPosition.get(position)!) {
        if (this.#textFieldScoring === "best-field") {
          const s = this.#textTerm(field, term, d, 1);
          if (s !== undefined && (best === undefined || s > best)) best = s;
        } else {
          const s = this.#textTerm(field, term, d, weight(field));
          if (s !== undefined) best = (best ?? 0) + s;
        }
      }
      if (best === undefined) {
        if (node.operator === "and") return undefined;
        continue;
      }
      matchedAny = true;
      sum += best;
    }
    return matchedAny ? scaleScore(node.boost, sum) : undefined;
  }

  // ---- function scores ----------------------------------------------------------------------

  #functionValue(fn: ScoreFunction, d: number): number | undefined {
    switch (fn.type) {
      case "weight":
        return fn.weight;
      case "fieldValueFactor": {
        const values = this.#comparable(fn.field, d);
        let x: number;
        if (values.length === 0) {
          if (fn.missing === undefined) return undefined;
          x = fn.missing;
        } else x = Math.min(...values);
        return scaleScore(fn.weight ?? 1, applyModifier(fn.modifier, fn.factor * x));
      }
      case "gauss":
      case "exp":
      case "linear": {
        const origin = fn.origin;
        let distances: number[];
        if (origin.kind === "geo") {
          distances = (valuesOf(this.#docs[d]!, fn.field) as { lat: number; lng: number }[]).map((p) =>
            haversineKm(origin.lat, origin.lng, p.lat, p.lng),
          );
        } else {
          const values = this.#comparable(fn.field, d);
          distances = values.map((v) => (origin.kind === "date" ? Math.abs(v - origin.value) / MS_PER_DAY : Math.abs(v - origin.value)));
        }
        const raw = distances.length === 0 ? 1 : decayScore(fn.type, Math.min(...distances), fn.scale, fn.offset, fn.decay);
        return scaleScore(fn.weight ?? 1, raw);
      }
    }
  }

  #functionScore(node: FunctionScoreNode, d: number): number | undefined {
    const queryScore = this.evaluate(node.query, d);
    if (queryScore === undefined) return undefined;
    const values: number[] = [];
    const weights: number[] = [];
    for (const fn of node.functions) {
      if (fn.filter !== undefined && this.evaluate(fn.filter, d) === undefined) continue;
      const v = this.#functionValue(fn, d);
      if (v === undefined) continue;
      values.push(v);
      weights.push(fn.weight ?? 1);
    }
    const single = node.functions.length === 1 && node.functions[0]!.filter === undefined;
    const mode = single ? "first" : node.scoreMode;
    let combined = 1;
    if (values.length > 0) {
      switch (mode) {
        case "first":
          combined = values[0]!;
          break;
        case "multiply":
          // Clamped step by step: 0 times an overflowed product is 0.
          combined = values.reduce((a, b) => clampScore(a) * b, 1);
          break;
        case "max":
          combined = Math.max(...values);
          break;
        case "min":
          combined = Math.min(...values);
          break;
        case "sum":
        case "avg": {
          const total = values.reduce((a, b) => a + b, 0);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          if (weightSum !== 0) combined = mode === "avg" ? clampScore(total) / weightSum : total;
          break;
        }
      }
    }
    const f = Math.min(clampScore(combined), node.maxBoost);
    const qs = clampScore(queryScore);
    let score: number;
    switch (node.boostMode) {
      case "multiply":
        score = qs * f;
        break;
      case "replace":
        score = f;
        break;
      case "sum":
        score = qs + f;
        break;
      case "avg":
        score = (qs + f) / 2;
        break;
      case "max":
        score = Math.max(qs, f);
        break;
      case "min":
        score = Math.min(qs, f);
        break;
    }
    score = clampScore(score);
    if (node.minScore !== undefined && score < node.minScore) return undefined;
    return score;
  }

  // ---- sort -----------------------------------------------------------------------------------

  #sortValue(key: SortKey, d: number): number | string | undefined {
    const def = this.#field(key.field);
    let values: (number | string)[];
    if (def.kind === "id") values = [this.#id(d)];
    else if (def.kind === "keyword") values = valuesOf(this.#docs[d]!, key.field) as string[];
    else values = this.#comparable(key.field, d);
    if (values.length === 0) return undefined;
    let best = values[0]!;
    for (const v of values) if (key.order === "asc" ? v < best : v > best) best = v;
    return best;
  }

  #compareByKey(key: SortKey, a: number, b: number): number {
    const va = this.#sortValue(key, a);
    const vb = this.#sortValue(key, b);
    if (va === undefined || vb === undefined) return va === undefined ? (vb === undefined ? 0 : 1) : -1;
    const c = va < vb ? -1 : va > vb ? 1 : 0;
    return key.order === "asc" ? c : -c;
  }
}
