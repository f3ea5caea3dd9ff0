import type {
  Aggregation,
  AggregationRange,
  AggregationType,
  MetricAggregation,
  BoostMode,
  CheckedQuery,
  FieldValueModifier,
  HighlightRequest,
  QueryNode,
  RegexAst,
  ScoreFunction,
  ScoreMode,
  SortKey,
  TermValue,
} from "@oneindex/parser";
import type { DocumentDefinition } from "@oneindex/schema";
import { fieldsFor, isoDateToEpochMs } from "@oneindex/schema/internal";
import { analyzerFor } from "../../src/analysis/index.js";
import { DATES, KEYWORDS, PLACES, WORDS } from "./generate-documents.js";
import type { Random } from "./random.js";
import { valuesOf, type PlainDocument } from "./reference-evaluator.js";

const BOOSTS = [1, 1, 1, 1, 2, 0.5, 0, 3.25] as const;
const MODIFIERS: readonly FieldValueModifier[] = ["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"];
const SCORE_MODES: readonly ScoreMode[] = ["multiply", "sum", "avg", "first", "max", "min"];
const BOOST_MODES: readonly BoostMode[] = ["multiply", "replace", "sum", "avg", "max", "min"];

/** What a query generator draws values from: the definition, and the terms and values of the collection. */
export interface QueryContext {
  readonly definition: DocumentDefinition;
  /** Indexed terms per text field, and values per keyword field, in the collection. */
  readonly terms: ReadonlyMap<string, readonly string[]>;
  /** Raw text values per text field, for phrases taken from real text. */
  readonly texts: ReadonlyMap<string, readonly string[]>;
  readonly ids: readonly (string | number)[];
}

/** The generator's view of a collection. */
export function queryContext(definition: DocumentDefinition, docs: readonly PlainDocument[]): QueryContext {
  const terms = new Map<string, string[]>();
  const texts = new Map<string, string[]>();
  let idField = "";
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.kind === "id") idField = name;
    if (field.kind === "text") {
      const analyzer = analyzerFor(field);
      const set = new Set<string>();
      const raw: string[] = [];
      for (const doc of docs)
        for (const v of valuesOf(doc, name)) {
          raw.push(v as string);
          for (const t of analyzer.analyze(v as string)) set.add(t.term);
        }
      terms.set(name, [...set]);
      texts.set(name, raw);
    }
    if (field.kind === "keyword") terms.set(name, [...new Set(docs.flatMap((d) => valuesOf(d, name) as string[]))]);
  }
  return { definition, terms, texts, ids: docs.map((d) => d[idField] as string | number) };
}

/** Generates random checked query trees over one definition: every node kind, function and mode. */
export class QueryGenerator {
  readonly #r: Random;
  readonly #c: QueryContext;

  constructor(random: Random, context: QueryContext) {
    this.#r = random;
    this.#c = context;
  }

  #fields(use: Parameters<typeof fieldsFor>[1]): string[] {
    return fieldsFor(this.#c.definition, use);
  }

  #kind(field: string): string {
    return this.#c.definition.fields[field]!.kind;
  }

  #boost(): number {
    return this.#r.pick(BOOSTS);
  }

  /** A word: an indexed term of `field`, a vocabulary word, or a keyword value. */
  #word(field?: string): string {
    const r = this.#r;
    const pool = field !== undefined ? this.#c.terms.get(field) : undefined;
    if (pool !== undefined && pool.length > 0 && r.chance(0.6)) return r.pick(pool);
    if (field !== undefined && this.#kind(field) === "keyword") return r.pick(KEYWORDS);
    return r.pick(WORDS);
  }

  /** A string to look up in a field (term, multiFieldTerm). */
  #lookupString(field: string): string {
    const r = this.#r;
    const kind = this.#kind(field);
    if (kind === "id") return r.chance(0.8) && this.#c.ids.length > 0 ? String(r.pick(this.#c.ids)) : "nope";
    if (kind === "keyword") return r.chance(0.7) ? this.#word(field) : r.pick(KEYWORDS);
    // text: one word mostly, sometimes several (a phrase) or a stop word
    if (r.chance(0.2)) return r.many(WORDS, r.int(2, 3)).join(" ");
    return this.#word(field);
  }

  #dateValue(): TermValue {
    const text = this.#r.pick(DATES);
    return { kind: "date", value: isoDateToEpochMs(text)!, text };
  }

  #termValue(field: string): TermValue {
    const r = this.#r;
    const def = this.#c.definition.fields[field]!;
    switch (def.kind) {
      case "id":
        if (def.idType === "integer")
          return { kind: "integer", value: r.chance(0.8) && this.#c.ids.length > 0 ? (r.pick(this.#c.ids) as number) : 123456 };
        return { kind: "string", value: this.#lookupString(field) };
      case "text":
      case "keyword":
        return { kind: "string", value: this.#lookupString(field) };
      case "integer":
        return { kind: "integer", value: r.int(-3, 12) };
      case "number":
        return { kind: "number", value: r.pick([0, 0.5, 1, 1.5, 2.25, -1, 10, 99.5, 1000, 7]) };
      case "date":
        return this.#dateValue();
      case "boolean":
        return { kind: "boolean", value: r.chance(0.5) };
      default:
        throw new Error(`no term value for ${def.kind}`);
    }
  }

  /** A node; `depth` bounds nesting. */
  node(depth = 0): QueryNode {
    const r = this.#r;
    const leafKinds = [
      "term",
      "term",
      "phrase",
      "prefix",
      "fuzzy",
      "regex",
      "multiFieldTerm",
      "range",
      "exists",
      "matchAll",
      "text",
      "text",
    ] as const;
    const kinds = depth >= 3 ? leafKinds : ([...leafKinds, "bool", "bool", "bool", "functionScore"] as const);
    const kind = r.pick(kinds);
    switch (kind) {
      case "term": {
        const fields = [
          ...this.#fields("termString"),
          ...this.#fields("termInteger"),
          ...this.#fields("termNumber"),
          ...this.#fields("termDate"),
          ...this.#fields("termBoolean"),
        ];
        const field = r.pick(fields);
        return { type: "term", field, value: this.#termValue(field), boost: this.#boost() };
      }
      case "phrase":
        return this.#phrase();
      case "prefix": {
        const field = r.pick(this.#fields("terms"));
        const word = this.#word(field);
        const cut = Array.from(word).slice(0, r.int(0, 3)).join("");
        return { type: "prefix", field, value: r.chance(0.2) ? cut.toUpperCase() : cut, boost: this.#boost() };
      }
      case "fuzzy":
        return this.#fuzzy();
      case "regex": {
        const field = r.pick(this.#fields("terms"));
        const regex = this.#regex(this.#word(field));
        return { type: "regex", field, pattern: printRegex(regex), regex, boost: this.#boost() };
      }
      case "multiFieldTerm": {
        const fields = r.subset(this.#fields("terms"), 1, 3);
        return { type: "multiFieldTerm", fields, value: this.#lookupString(r.pick(fields)), boost: this.#boost() };
      }
      case "range":
        return this.#range();
      case "exists":
        return { type: "exists", field: r.pick(this.#fields("exists")) };
      case "matchAll":
        return { type: "matchAll", boost: this.#boost() };
      case "text": {
        const all = this.#fields("fullText");
        const fields = r.subset(all, 1, all.length);
        const words = Array.from({ length: r.int(1, 4) }, () => this.#word(r.pick(all)));
        return {
          type: "text",
          text: words.join(r.pick([" ", ", ", " and "])),
          fields,
          operator: r.chance(0.6) ? "or" : "and",
          boost: this.#boost(),
        };
      }
      case "bool":
        return this.#bool(depth);
      case "functionScore":
        return this.#functionScore(depth);
    }
  }

  #phrase(): QueryNode {
    const r = this.#r;
    const field = r.pick(this.#fields("terms"));
    let terms: string[];
    if (this.#kind(field) === "keyword") {
      terms = r.pick(KEYWORDS).split(" ");
    } else {
      const texts = this.#c.texts.get(field) ?? [];
      if (texts.length > 0 && r.chance(0.6)) {
        // consecutive words of a real value, so that phrases match
        const words = r
          .pick(texts)
          .split(/[\s,.;\-]+/)
          .filter((w) => w !== "");
        const start = r.int(0, Math.max(0, words.length - 1));
        terms = words.slice(start, start + r.int(1, 4));
        if (terms.length === 0) terms = [r.pick(WORDS)];
        if (r.chance(0.3)) terms = [terms.join(" ")];
        if (r.chance(0.2) && terms.length > 1) [terms[0], terms[1]] = [terms[1]!, terms[0]!];
      } else terms = r.many(WORDS, r.int(1, 4));
    }
    // array text fields: slops around the position gap of 100, where phrases start to span values
    const array = this.#c.definition.fields[field]!.array;
    const slop = array && r.chance(0.3) ? r.int(97, 106) : r.pick([0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 50, 99, 100, 101, 250, 1000]);
    return { type: "phrase", field, terms, slop, boost: this.#boost() };
  }

  #fuzzy(): QueryNode {
    const r = this.#r;
    const field = r.pick(this.#fields("terms"));
    const pool = this.#c.terms.get(field) ?? [];
    const short = pool.filter((t) => Array.from(t).length <= 3);
    if (pool.length > 60 && short.length > 0 && r.chance(0.5)) {
      // a short value with 2 edits over a large dictionary: more than 50 expansions, many tied
      return {
        type: "fuzzy",
        field,
        value: r.pick(short),
        maxEdits: 2,
        prefixLength: r.pick([0, 0, 1]),
        transpositions: r.chance(0.7),
        boost: this.#boost(),
      };
    }
    const chars = Array.from(this.#word(field));
    const edits = r.int(0, 2);
    for (let i = 0; i < edits; i++) {
      const at = r.int(0, chars.length);
      const op = r.int(0, 3);
      if (op === 0) chars.splice(at, 0, r.pick(["a", "e", "x", "é", "s"]));
      else if (op === 1 && chars.length > 1) chars.splice(Math.min(at, chars.length - 1), 1);
      else if (op === 2 && at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
      else if (chars.length > 0) chars[Math.min(at, chars.length - 1)] = r.pick(["o", "i", "n"]);
    }
    let value = chars.join("");
    if (value === "") value = "a";
    if (r.chance(0.1)) value = value.toUpperCase();
    // On text fields the value is analysed: now and then several words (each expands on its own), or a stop word.
    if (r.chance(0.15)) value = `${value} ${this.#word(field)}`;
    else if (r.chance(0.05)) value = "the";
    return {
      type: "fuzzy",
      field,
      value,
      maxEdits: r.pick([0, 1, 1, 2, 2, 2]),
      prefixLength: r.pick([0, 0, 0, 1, 2, 5]),
      transpositions: r.chance(0.7),
      boost: this.#boost(),
    };
  }

  #regex(word: string): RegexAst {
    const r = this.#r;
    const items: RegexAst[] = [];
    for (const ch of Array.from(word)) {
      const cp = ch.codePointAt(0)!;
      const roll = r.next();
      if (roll < 0.65) items.push({ type: "char", codePoint: cp });
      else if (roll < 0.75) items.push({ type: "any" });
      else if (roll < 0.85)
        items.push({ type: "class", ranges: [[Math.max(0, cp - 1), Math.min(0x10ffff, cp + 1)]], negated: r.chance(0.2) });
      else if (roll < 0.92)
        items.push({ type: "alt", items: [{ type: "char", codePoint: cp }, { type: "char", codePoint: 0x78 }, { type: "empty" }] });
      else
        items.push({
          type: "repeat",
          item: { type: "char", codePoint: cp },
          min: r.int(0, 1),
          ...(r.chance(0.5) ? { max: r.int(1, 3) } : {}),
        });
    }
    if (r.chance(0.3)) items.push({ type: "repeat", item: { type: "any" }, min: 0 });
    if (r.chance(0.15)) items.unshift({ type: "repeat", item: { type: "class", ranges: [[0x61, 0x7a]], negated: false }, min: 0, max: 2 });
    return items.length === 0 ? { type: "empty" } : { type: "concat", items };
  }

  #range(): QueryNode {
    const r = this.#r;
    const fields = [
      ...this.#fields("rangeInteger"),
      ...this.#fields("rangeNumber"),
      ...this.#fields("rangeDate"),
      ...this.#fields("rangeKeyword"),
    ];
    const field = r.pick(fields);
    const kind = this.#kind(field);
    const bound = (): TermValue => {
      switch (kind) {
        case "integer":
          return { kind: "integer", value: r.int(-4, 13) };
        case "number":
          return { kind: "number", value: r.pick([-1, 0, 0.5, 1, 2.25, 10, 99.5, 500]) };
        case "date":
          return this.#dateValue();
        default:
          return { kind: "string", value: r.pick([...KEYWORDS, "c", "blue", "s"]) };
      }
    };
    const node: { type: "range"; field: string; gt?: TermValue; gte?: TermValue; lt?: TermValue; lte?: TermValue } = {
      type: "range",
      field,
    };
    const lower = r.int(0, 2);
    const upper = lower === 0 ? r.int(1, 2) : r.int(0, 2);
    if (lower === 1) node.gt = bound();
    if (lower === 2) node.gte = bound();
    if (upper === 1) node.lt = bound();
    if (upper === 2) node.lte = bound();
    return node;
  }

  #bool(depth: number): QueryNode {
    const r = this.#r;
    const list = (p: number, max: number): QueryNode[] =>
      r.chance(p) ? Array.from({ length: r.int(1, max) }, () => this.node(depth + 1)) : [];
    const must = list(0.4, 2);
    const should = list(0.6, 3);
    const mustNot = list(0.3, 2);
    const filter = list(0.3, 2);
    const resolved = should.length > 0 && must.length === 0 && filter.length === 0 ? 1 : 0;
    const minimumShouldMatch = r.chance(0.7) ? resolved : r.int(0, Math.max(1, should.length));
    return { type: "bool", must, should, mustNot, filter, minimumShouldMatch, boost: this.#boost() };
  }

  #function(depth: number): ScoreFunction {
    const r = this.#r;
    const extra: { filter?: QueryNode; weight?: number } = {};
    if (r.chance(0.3)) extra.filter = this.node(depth + 1);
    if (r.chance(0.4)) extra.weight = r.pick([0, 0.5, 2, 4]);
    const fvf = this.#fields("fieldValueFactor");
    const numeric = this.#fields("decayNumber");
    const dates = this.#fields("decayDate");
    const geo = this.#fields("decayGeo");
    const kinds = [
      "weight",
      ...(fvf.length > 0 ? ["fvf", "fvf"] : []),
      ...(numeric.length > 0 ? ["num"] : []),
      ...(dates.length > 0 ? ["date"] : []),
      ...(geo.length > 0 ? ["geo"] : []),
    ];
    const decayType = r.pick(["gauss", "exp", "linear"] as const);
    const decay = r.pick([0.5, 0.5, 0.1, 0.9, 0.33]);
    switch (r.pick(kinds)) {
      case "fvf": {
        const fn: ScoreFunction = {
          type: "fieldValueFactor",
          field: r.pick(fvf),
          factor: r.pick([1, 1, 2, 0.5, -1, 0, 1e-12]),
          modifier: r.pick(MODIFIERS),
          ...(r.chance(0.5) ? { missing: r.pick([0, 1, 3.5, -2]) } : {}),
          ...extra,
        };
        return fn;
      }
      case "num":
        return {
          type: decayType,
          field: r.pick(numeric),
          origin: { kind: "number", value: r.pick([0, 1, 5, 10, 2.25]) },
          scale: r.pick([0.5, 1, 5, 20]),
          offset: r.pick([0, 0, 1, 2.5]),
          decay,
          ...extra,
        };
      case "date": {
        const text = r.pick(DATES);
        return {
          type: decayType,
          field: r.pick(dates),
          origin: { kind: "date", value: isoDateToEpochMs(text)!, text },
          scale: r.pick([0.5, 1, 10, 30]),
          offset: r.pick([0, 0, 1]),
          decay,
          ...extra,
        };
      }
      case "geo": {
        const p = r.pick(PLACES);
        return {
          type: decayType,
          field: r.pick(geo),
          origin: { kind: "geo", lat: p.lat, lng: p.lng },
          scale: r.pick([1, 100, 1000, 5000]),
          offset: r.pick([0, 0, 10]),
          decay,
          ...extra,
        };
      }
      default:
        return { type: "weight", weight: r.pick([0, 0.5, 1, 2, 3]), ...(extra.filter !== undefined ? { filter: extra.filter } : {}) };
    }
  }

  #functionScore(depth: number): QueryNode {
    const r = this.#r;
    const functions = Array.from({ length: r.pick([1, 1, 2, 3]) }, () => this.#function(depth));
    return {
      type: "functionScore",
      query: r.chance(0.25) ? { type: "matchAll", boost: 1 } : this.node(depth + 1),
      functions,
      scoreMode: r.pick(SCORE_MODES),
      boostMode: r.pick(BOOST_MODES),
      maxBoost: r.chance(0.7) ? Infinity : r.pick([0.5, 1, 2, 10]),
      ...(r.chance(0.25) ? { minScore: r.pick([0, 0.1, 0.5, 1, 2]) } : {}),
    };
  }

  #sort(): SortKey[] {
    const r = this.#r;
    const fields = this.#fields("sort");
    if (fields.length === 0 || !r.chance(0.25)) return [];
    return r.subset(fields, 1, 3).map((field) => ({ field, order: r.chance(0.5) ? "asc" : "desc" }));
  }

  /** A whole checked query: `q`, `query` and `filter` each now and then, a window, a sort. */
  /** 1–4 aggregations of every kind the definition's fields allow (a terms one sometimes holding metrics). */
  aggs(): Aggregation[] {
    const r = this.#r;
    const out: Aggregation[] = [];
    const count = r.int(1, 4);
    for (let i = 0; i < count; i++) {
      const agg = this.#aggregation(`a${i}`, `/aggs/a${i}`, false);
      if (agg !== undefined) out.push(agg);
    }
    return out;
  }

  #aggregation(name: string, path: string, metricOnly: boolean): Aggregation | undefined {
    const r = this.#r;
    const metric = this.#fields("aggMetric");
    const kinds = metricOnly
      ? metric.length > 0
        ? (["stats", "cardinality"] as const)
        : ([] as const)
      : ([
          ...(this.#fields("aggTerms").length > 0 ? (["terms", "terms"] as const) : []),
          ...(this.#fields("aggNumber").length > 0 ? (["histogram", "range"] as const) : []),
          ...(this.#fields("aggDate").length > 0 ? (["dateHistogram", "range"] as const) : []),
          ...(metric.length > 0 ? (["stats", "cardinality"] as const) : []),
          ...(this.#fields("aggGeo").length > 0 ? (["geoDistance"] as const) : []),
        ] as const);
    if (kinds.length === 0) return undefined;
    const type = r.pick(kinds as readonly AggregationType[]);
    switch (type) {
      case "terms": {
        const sub = r.chance(0.4)
          ? [0, 1]
              .slice(0, r.int(1, 2))
              .map((j) => this.#aggregation(`m${j}`, `${path}/aggs/m${j}`, true))
              .filter((a) => a !== undefined)
          : [];
        return {
          type,
          name,
          path,
          field: r.pick(this.#fields("aggTerms")),
          size: r.pick([1, 2, 3, 10, 1000]),
          minCount: r.pick([1, 1, 2, 3]),
          order: r.pick(["count", "key"] as const),
          aggs: sub as MetricAggregation[],
        };
      }
      case "histogram":
        return {
          type,
          name,
          path,
          field: r.pick(this.#fields("aggNumber")),
          interval: r.pick([0.5, 1, 2.5, 3, 10, 100, 0.25, 0.001]),
          minCount: r.pick([0, 0, 1, 2]),
        };
      case "dateHistogram": {
        // Picked in this order (field, interval, minCount, then the zone), so a seed gives the same queries.
        const field = r.pick(this.#fields("aggDate"));
        const interval = r.pick(["day", "day", "week", "month", "quarter", "year", "hour", "minute"] as const);
        const minCount = r.pick([0, 0, 1, 2]);
        return { type, name, path, field, interval, ...this.#zone(), minCount };
      }
      case "range": {
        const numeric = this.#fields("aggNumber");
        const dates = this.#fields("aggDate");
        const field = r.pick([...numeric, ...dates]);
        const isDate = dates.includes(field);
        const bound = () =>
          isDate
            ? { value: isoDateToEpochMs(r.pick(DATES))!, text: "d" }
            : { value: r.pick([-1, 0, 0.5, 1, 2.25, 5, 10, 99.5, 1000]), text: "n" };
        const ranges = Array.from({ length: r.int(1, 4) }, (_, j) => this.#aggRange(bound, `r${j}`));
        return { type, name, path, field, dates: isDate, ranges };
      }
      case "stats":
      case "cardinality":
        return { type, name, path, field: r.pick(metric) };
      case "geoDistance": {
        const ranges = Array.from({ length: r.int(1, 4) }, (_, j) =>
          this.#aggRange(() => ({ value: r.pick([0, 1, 10, 100, 350, 1000, 5000, 20000]), text: "g" }), `g${j}`),
        );
        return {
          type,
          name,
          path,
          field: r.pick(this.#fields("aggGeo")),
          origin: { ...r.pick(PLACES) },
          unit: r.pick(["km", "km", "m", "mi"] as const),
          ranges,
        };
      }
    }
  }

  /** A range: one or both bounds, `from` never after `to` (the parser rejects that). */
  #aggRange(bound: () => { value: number; text: string }, key: string): AggregationRange {
    const r = this.#r;
    const a = bound().value;
    const b = bound().value;
    const [from, to] = a <= b ? [a, b] : [b, a];
    const shape = r.int(0, 2);
    return shape === 0 ? { key, from } : shape === 1 ? { key, to } : { key, from, to };
  }

  #zone(): { offsetMinutes: number; timeZone: string } {
    const minutes = this.#r.pick([0, 0, 120, -570, 330, 840, -720]);
    const abs = Math.abs(minutes);
    const text = `${minutes < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
    return { offsetMinutes: minutes, timeZone: minutes === 0 ? "Z" : text };
  }

  query(): CheckedQuery {
    const r = this.#r;
    const q: { -readonly [K in keyof CheckedQuery]: CheckedQuery[K] } = {
      v: 1,
      limit: r.pick([0, 1, 3, 10, 10, 50, 10_000]),
      offset: r.pick([0, 0, 0, 1, 2, 7]),
      countExactly: r.chance(0.5),
      sort: this.#sort(),
    };
    if (r.chance(0.3)) q.q = this.node(1);
    if (r.chance(0.75)) q.query = this.node();
    if (r.chance(0.3)) q.filter = this.node(1);
    if (r.chance(0.35)) q.aggs = this.aggs();
    if (r.chance(0.1))
      q.highlight = {
        fields: r.subset(this.#fields("fullText"), 1, 3),
        preTag: "<em>",
        postTag: "</em>",
        fragmentSize: r.pick([20, 150]),
        fragments: r.pick([1, 3]),
      } satisfies HighlightRequest;
    return q;
  }
}

/** A readable pattern for a generated regex tree (messages only: matching uses the tree). */
export function printRegex(ast: RegexAst): string {
  switch (ast.type) {
    case "empty":
      return "";
    case "char":
      return /[\\.*+?()[\]{}|^$"#@&<>~]/.test(String.fromCodePoint(ast.codePoint))
        ? `\\${String.fromCodePoint(ast.codePoint)}`
        : String.fromCodePoint(ast.codePoint);
    case "any":
      return ".";
    case "class":
      return `[${ast.negated ? "^" : ""}${ast.ranges.map(([a, b]) => (a === b ? String.fromCodePoint(a) : `${String.fromCodePoint(a)}-${String.fromCodePoint(b)}`)).join("")}]`;
    case "concat":
      return ast.items.map((i) => (i.type === "alt" ? `(${printRegex(i)})` : printRegex(i))).join("");
    case "alt":
      return ast.items.map(printRegex).join("|");
    case "repeat": {
      const inner =
        ast.item.type === "char" || ast.item.type === "any" || ast.item.type === "class"
          ? printRegex(ast.item)
          : `(${printRegex(ast.item)})`;
      const q =
        ast.max === undefined
          ? ast.min === 0
            ? "*"
            : ast.min === 1
              ? "+"
              : `{${ast.min},}`
          : ast.min === 0 && ast.max === 1
            ? "?"
            : `{${ast.min},${ast.max}}`;
      return inner + q;
    }
  }
}
