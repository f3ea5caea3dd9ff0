/**
 * Random query documents for the generative tests: valid ones covering every node kind a document
 * type offers, and structurally invalid mutations of them. Exported for the engine and OpenSearch
 * tests (import by relative path: `packages/parser/test/support/generate-queries.ts`).
 *
 * Valid documents stay inside what both the JSON Schema and the parser accept: real dates, safe
 * integers, `limit + offset ≤ 10,000`, well-formed regexes and simple, well-formed `strict` and
 * `filter` strings, depth and sizes well within QUERY_LIMITS.
 */
import type { DocumentDefinition, QueryDetail } from "@oneindex/schema";
import {
  fieldsFor,
  isoDateToEpochMs,
  offersAggs,
  offersFunctionType,
  offersHighlightOptions,
  offersNodeType,
  offersFieldUse,
  propertiesLeftOut,
  type FieldUse,
} from "@oneindex/schema/internal";
import type { Rng } from "./random.js";

/** A JSON object as the generator builds it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object. */
export type JsonRecord = { [key: string]: Json };

const WORDS = ["steel", "beam", "late", "delivery", "acme", "globex", "pipe", "Zürich", "café", "o'neil", "x", "invoice", "paid", "rust"];
const PATTERNS = ["st.*l", "[a-c]+x?", "(beam|pipe)s?", "ac.e", "[^0-9]{2,5}", "a|b|c", "d[aeiou]+t"];

/** What the generator can use in one document type: the fields of every use. */
export function fieldTable(doc: DocumentDefinition): Record<FieldUse, string[]> {
  const uses: FieldUse[] = [
    "termString",
    "termInteger",
    "termNumber",
    "termDate",
    "termBoolean",
    "terms",
    "fullText",
    "rangeInteger",
    "rangeNumber",
    "rangeDate",
    "rangeKeyword",
    "exists",
    "sort",
    "fieldValueFactor",
    "decayNumber",
    "decayDate",
    "decayGeo",
    "queryable",
    "aggTerms",
    "aggNumber",
    "aggDate",
    "aggMetric",
    "aggCardinality",
    "aggGeo",
  ];
  return Object.fromEntries(uses.map((u) => [u, fieldsFor(doc, u)])) as Record<FieldUse, string[]>;
}

/** {@link fieldTable} with no field for a use `detail` leaves out (compact: `range` over keywords, `term` over non-strings). */
function fieldTableAt(doc: DocumentDefinition, detail: QueryDetail): Record<FieldUse, string[]> {
  const table = fieldTable(doc);
  for (const use of Object.keys(table) as FieldUse[]) if (!use.startsWith("agg") && !offersFieldUse(detail, use)) table[use] = [];
  return table;
}

/** The aggregation kinds a document type offers at a detail (none but at full, and only those a field takes). */
export function offeredAggTypes(doc: DocumentDefinition, detail: QueryDetail = "full"): string[] {
  if (!offersAggs(detail)) return [];
  const f = fieldTable(doc);
  const types: string[] = [];
  if (f.aggTerms.length > 0) types.push("terms");
  if (f.aggNumber.length > 0) types.push("histogram");
  if (f.aggDate.length > 0) types.push("dateHistogram");
  if (f.aggNumber.length + f.aggDate.length > 0) types.push("range");
  if (f.aggMetric.length > 0) types.push("stats");
  if (f.aggCardinality.length > 0) types.push("cardinality");
  if (f.aggGeo.length > 0) types.push("geoDistance");
  return types;
}

/** The node kinds a document type offers (as the schema does: a kind is left out when no field could use it). */
export function offeredNodeTypes(doc: DocumentDefinition, detail: QueryDetail = "full"): string[] {
  const table = fieldTableAt(doc, detail);
  return allNodeTypes(doc, table).filter((t) => offersNodeType(detail, t));
}

function allNodeTypes(doc: DocumentDefinition, f: Record<FieldUse, string[]>): string[] {
  const types: string[] = [];
  if (f.termString.length + f.termInteger.length + f.termNumber.length + f.termDate.length + f.termBoolean.length > 0) types.push("term");
  if (f.terms.length > 0) types.push("phrase", "prefix", "fuzzy", "regex", "multiFieldTerm");
  if (f.rangeInteger.length + f.rangeNumber.length + f.rangeDate.length + f.rangeKeyword.length > 0) types.push("range");
  if (f.exists.length > 0) types.push("exists");
  types.push("bool", "matchAll");
  if (f.fullText.length > 0) types.push("text");
  if (strictQueryFor(doc, () => 0) !== undefined) types.push("strict");
  types.push("functionScore");
  return types;
}

function word(rng: Rng): string {
  return rng.pick(WORDS);
}

function isoDate(rng: Rng): string {
  const y = rng.int(1990, 2030);
  const m = rng.int(1, 12);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const d = rng.int(1, days);
  const date = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  if (rng.chance(0.7)) return date;
  return `${date}T${String(rng.int(0, 23)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}${rng.pick(["Z", "+02:00", "-05:30", ""])}`;
}

function numberValue(rng: Rng): number {
  return rng.pick([0, 1, -3, 2.5, 100, 1234.56, -0.001, 1e6]) * (rng.chance(0.5) ? 1 : rng.int(1, 9));
}

function integerValue(rng: Rng): number {
  return rng.chance(0.1) ? rng.pick([9007199254740991, -9007199254740991]) : rng.int(-1000, 100000);
}

/** A value of the JSON type a field's kind takes. */
function valueFor(doc: DocumentDefinition, field: string, rng: Rng): Json {
  const f = doc.fields[field]!;
  switch (f.kind) {
    case "id":
      return f.idType === "integer" ? integerValue(rng) : `${word(rng)}-${rng.int(1, 99)}`;
    case "text":
    case "keyword":
      return rng.chance(0.1) ? "" : word(rng);
    case "integer":
      return integerValue(rng);
    case "number":
      return numberValue(rng);
    case "date":
      return isoDate(rng);
    case "boolean":
      return rng.chance(0.5);
    default:
      throw new Error(`no value for ${f.kind}`);
  }
}

function boost(node: JsonRecord, rng: Rng): JsonRecord {
  if (rng.chance(0.3)) node["boost"] = rng.pick([0, 0.5, 1, 2, 10]);
  return node;
}

/** A strict-language string over the document's term fields, or undefined when it has none. */
export function strictQueryFor(doc: DocumentDefinition, pick: (n: number) => number): string | undefined {
  const f = fieldTable(doc);
  if (f.terms.length === 0) return undefined;
  const a = f.terms[pick(f.terms.length) % f.terms.length]!;
  const b = f.terms[pick(f.terms.length) % f.terms.length]!;
  const w1 = WORDS[pick(5) % 5]!;
  const w2 = WORDS[(pick(5) % 5) + 1]!;
  return [`${a}:${w1}`, `${a}:${w1} AND ${b}:${w2}`, `${a}:${w1} OR ${b}:"${w1} ${w2}"`, `(${a}:${w1} OR ${a}:${w2}) AND NOT ${b}:${w1}`][
    pick(4) % 4
  ];
}

/** A filter-language string over the document's filterable fields, or undefined when it has none simple enough. */
export function filterStringFor(doc: DocumentDefinition, rng: Rng): string | undefined {
  const f = fieldTable(doc);
  const parts: string[] = [];
  const numeric = [...f.rangeNumber, ...f.rangeInteger];
  if (numeric.length > 0) parts.push(`${rng.pick(numeric)} >= ${rng.int(0, 500)}`);
  const keywords = f.rangeKeyword;
  if (keywords.length > 0) parts.push(`${rng.pick(keywords)} = "${word(rng)}"`);
  if (f.termBoolean.length > 0) parts.push(`${rng.pick(f.termBoolean)} = ${rng.chance(0.5)}`);
  if (f.rangeDate.length > 0) parts.push(`${rng.pick(f.rangeDate)} < ${isoDate(rng).slice(0, 10)}`);
  const chosen = rng.subset(parts, 0.6);
  if (chosen.length === 0 && parts.length > 0) chosen.push(parts[0]!);
  return chosen.length === 0 ? undefined : chosen.join(rng.pick([" and ", " or "]));
}

/** Generates random valid nodes of one document type. */
export class QueryGenerator {
  readonly fields: Record<FieldUse, string[]>;
  readonly nodeTypes: string[];
  /** How many nodes of each kind were generated. */
  readonly counts = new Map<string, number>();
  /** How many top-level aggregations and metric-carrying terms aggregations were made, to cycle through kinds first. */
  private aggsMade = 0;
  private termsMade = 0;

  constructor(
    readonly doc: DocumentDefinition,
    readonly rng: Rng,
    /** The detail whose language the documents are valid in: `compact` never writes what it leaves out. */
    readonly detail: QueryDetail = "full",
  ) {
    this.fields = fieldTableAt(doc, detail);
    this.nodeTypes = offeredNodeTypes(doc, detail);
  }

  /** `node` without the properties the detail leaves out for its kind. */
  private trim(kind: string, node: JsonRecord): JsonRecord {
    for (const key of propertiesLeftOut(this.detail, kind)) delete node[key];
    return node;
  }

  /** A valid node of kind `type` (or of a random offered kind). */
  node(depth = 0, type?: string): JsonRecord {
    const node = this.anyNode(depth, type);
    return this.trim(String(node["type"]), node);
  }

  private anyNode(depth: number, type: string | undefined): JsonRecord {
    const rng = this.rng;
    const f = this.fields;
    const leafTypes = this.nodeTypes.filter((t) => t !== "bool" && t !== "functionScore");
    // A type whose detail offers no leaf kind (compact over numbers only) ends deep trees with an empty `bool`.
    const kind = type ?? (depth >= 3 ? (leafTypes.length > 0 ? rng.pick(leafTypes) : "bool") : rng.pick(this.nodeTypes));
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    switch (kind) {
      case "term": {
        const uses = (["termString", "termInteger", "termNumber", "termDate", "termBoolean"] as const).filter((u) => f[u].length > 0);
        const field = rng.pick(f[rng.pick(uses)]);
        return boost({ type: "term", field, value: valueFor(this.doc, field, rng) }, rng);
      }
      case "phrase": {
        const node: JsonRecord = {
          type: "phrase",
          field: rng.pick(f.terms),
          terms: Array.from({ length: rng.int(1, 4) }, () => word(rng)),
        };
        if (rng.chance(0.4)) node["slop"] = rng.int(0, 1000);
        return boost(node, rng);
      }
      case "prefix":
        return boost({ type: "prefix", field: rng.pick(f.terms), value: word(rng).slice(0, rng.int(0, 4)) }, rng);
      case "fuzzy": {
        const node: JsonRecord = { type: "fuzzy", field: rng.pick(f.terms), value: word(rng) };
        if (rng.chance(0.5)) node["maxEdits"] = rng.int(0, 2);
        if (rng.chance(0.3)) node["prefixLength"] = rng.int(0, 64);
        if (rng.chance(0.3)) node["transpositions"] = rng.chance(0.5);
        return boost(node, rng);
      }
      case "regex":
        return boost({ type: "regex", field: rng.pick(f.terms), pattern: rng.pick(PATTERNS) }, rng);
      case "multiFieldTerm":
        return boost({ type: "multiFieldTerm", fields: [rng.pick(f.terms), ...rng.subset(f.terms, 0.3)], value: word(rng) }, rng);
      case "range": {
        const uses = (["rangeInteger", "rangeNumber", "rangeDate", "rangeKeyword"] as const).filter((u) => f[u].length > 0);
        const field = rng.pick(f[rng.pick(uses)]);
        const node: JsonRecord = { type: "range", field };
        const lower = rng.pick(["gt", "gte", undefined]);
        const upper = rng.pick(["lt", "lte", lower === undefined ? "lt" : undefined]);
        const kind = this.doc.fields[field]!.kind;
        const value = () => (kind === "keyword" ? word(rng) : valueFor(this.doc, field, rng));
        if (lower !== undefined) node[lower] = value();
        if (upper !== undefined) node[upper] = value();
        return node;
      }
      case "exists":
        return { type: "exists", field: rng.pick(f.exists) };
      case "bool": {
        const node: JsonRecord = { type: "bool" };
        for (const key of ["must", "should", "mustNot", "filter"]) {
          if (depth < 3 && rng.chance(0.45)) node[key] = Array.from({ length: rng.int(0, 3) }, () => this.node(depth + 1));
        }
        if (rng.chance(0.25)) node["minimumShouldMatch"] = rng.int(0, 3);
        return boost(node, rng);
      }
      case "matchAll":
        return boost({ type: "matchAll" }, rng);
      case "text": {
        const node: JsonRecord = { type: "text", text: Array.from({ length: rng.int(1, 4) }, () => word(rng)).join(" ") };
        if (rng.chance(0.5)) node["fields"] = [rng.pick(f.fullText), ...rng.subset(f.fullText, 0.3)];
        if (rng.chance(0.4)) node["operator"] = rng.pick(["and", "or"]);
        return boost(node, rng);
      }
      case "strict":
        return boost({ type: "strict", query: strictQueryFor(this.doc, (n) => rng.int(0, n - 1))! }, rng);
      case "functionScore":
        return this.functionScore(depth);
      default:
        throw new Error(`unknown kind ${kind}`);
    }
  }

  /** A valid `functionScore` node. */
  functionScore(depth = 0): JsonRecord {
    const rng = this.rng;
    this.counts.set("functionScore", (this.counts.get("functionScore") ?? 0) + 1);
    const node: JsonRecord = { type: "functionScore", functions: Array.from({ length: rng.int(1, 4) }, () => this.scoreFunction(depth)) };
    if (rng.chance(0.7)) node["query"] = this.node(depth + 1);
    if (rng.chance(0.5)) node["scoreMode"] = rng.pick(["multiply", "sum", "avg", "first", "max", "min"]);
    if (rng.chance(0.5)) node["boostMode"] = rng.pick(["multiply", "replace", "sum", "avg", "max", "min"]);
    if (rng.chance(0.3)) node["maxBoost"] = rng.pick([0, 1, 10, 1000.5]);
    if (rng.chance(0.3)) node["minScore"] = rng.pick([-1, 0, 0.5, 3]);
    return this.trim("functionScore", node);
  }

  /** A valid score function. */
  scoreFunction(depth: number): JsonRecord {
    const rng = this.rng;
    const f = this.fields;
    const candidates = ["weight"];
    if (f.fieldValueFactor.length > 0) candidates.push("fieldValueFactor");
    if (f.decayNumber.length + f.decayDate.length + f.decayGeo.length > 0) candidates.push("gauss", "exp", "linear");
    const kind = rng.pick(candidates.filter((k) => offersFunctionType(this.detail, k)));
    this.counts.set(`fn:${kind}`, (this.counts.get(`fn:${kind}`) ?? 0) + 1);
    let fn: JsonRecord;
    if (kind === "weight") fn = { type: "weight", weight: rng.pick([0, 0.5, 1, 3, 42]) };
    else if (kind === "fieldValueFactor") {
      fn = { type: "fieldValueFactor", field: rng.pick(f.fieldValueFactor) };
      if (rng.chance(0.5)) fn["factor"] = rng.pick([0.5, 1, 2, -1]);
      if (rng.chance(0.5))
        fn["modifier"] = rng.pick(["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"]);
      if (rng.chance(0.3)) fn["missing"] = rng.pick([0, 1, 7.5]);
    } else {
      const uses = (["decayNumber", "decayDate", "decayGeo"] as const).filter((u) => f[u].length > 0);
      const use = rng.pick(uses);
      const field = rng.pick(f[use]);
      const origin: Json =
        use === "decayNumber" ? numberValue(rng) : use === "decayDate" ? isoDate(rng) : { lat: rng.int(-90, 90), lng: rng.int(-180, 180) };
      fn = { type: kind, field, origin, scale: rng.pick([0.001, 1, 10, 365]) };
      if (rng.chance(0.4)) fn["offset"] = rng.pick([0, 1, 5.5]);
      if (rng.chance(0.4)) fn["decay"] = rng.pick([0.001, 0.5, 0.999]);
    }
    if (kind !== "weight" && rng.chance(0.3)) fn["weight"] = rng.pick([0, 1, 2.5]);
    if (rng.chance(0.3)) fn["filter"] = this.node(depth + 2);
    return this.trim(kind, fn);
  }

  /** Valid `aggs`: 0–3 aggregations of the kinds offered, names by the rule, sometimes metrics under a terms one. */
  aggs(): JsonRecord {
    const rng = this.rng;
    const kinds = offeredAggTypes(this.doc, this.detail);
    const out: JsonRecord = {};
    const names = ["byCustomer", "_x", "a1", "Z_9", "perMonth", "h"];
    // Cycle through the kinds first, as node() does, so every kind appears whatever the seed.
    for (let i = rng.int(0, 3); i > 0; i--)
      out[rng.pick(names)] = this.aggregation(this.aggsMade < kinds.length ? kinds[this.aggsMade++]! : rng.pick(kinds), false);
    return out;
  }

  /** One valid aggregation of `kind`. */
  aggregation(kind: string, nested: boolean): JsonRecord {
    const rng = this.rng;
    const f = this.fields;
    this.counts.set(`agg:${kind}${nested ? " in terms" : ""}`, (this.counts.get(`agg:${kind}${nested ? " in terms" : ""}`) ?? 0) + 1);
    const agg: JsonRecord = { type: kind };
    const maybe = (key: string, value: Json) => {
      if (rng.chance(0.4)) agg[key] = value;
    };
    const ranges = (bound: () => Json) =>
      Array.from({ length: rng.int(1, 3) }, () => {
        const r: JsonRecord = {};
        const [a, b] = [bound(), bound()];
        // from before to: the parser rejects a range whose from is after its to (the schema cannot say it)
        const at = (v: Json) => (typeof v === "number" ? v : isoDateToEpochMs(String(v))!);
        const ordered = at(a) <= at(b) ? [a, b] : [b, a];
        if (rng.chance(0.7)) r["from"] = ordered[0]!;
        if (rng.chance(0.7)) r["to"] = ordered[1]!;
        if (rng.chance(0.3)) r["key"] = rng.pick(["cheap", "", "mid range"]);
        return r;
      });
    switch (kind) {
      case "terms": {
        agg["field"] = rng.pick(f.aggTerms);
        maybe("size", rng.pick([1, 10, 1000]));
        maybe("minCount", rng.pick([1, 2, 50]));
        maybe("order", rng.pick(["count", "key"]));
        // The first two terms aggregations carry stats, then cardinality; later ones do by chance.
        const metrics = [...(f.aggMetric.length > 0 ? ["stats"] : []), ...(f.aggCardinality.length > 0 ? ["cardinality"] : [])];
        if (metrics.length > 0) {
          const metric = this.termsMade < metrics.length ? metrics[this.termsMade++]! : rng.chance(0.4) ? rng.pick(metrics) : undefined;
          if (metric !== undefined) agg["aggs"] = Object.fromEntries([["s", this.aggregation(metric, true)]]);
        }
        break;
      }
      case "histogram":
        agg["field"] = rng.pick(f.aggNumber);
        agg["interval"] = rng.pick([0.5, 1, 10, 1e6]);
        maybe("minCount", rng.pick([0, 1, 3]));
        break;
      case "dateHistogram":
        agg["field"] = rng.pick(f.aggDate);
        agg["interval"] = rng.pick(["minute", "hour", "day", "week", "month", "quarter", "year"]);
        maybe("timeZone", rng.pick(["Z", "+02:00", "-09:30", "+14:00", "-00:00"]));
        maybe("minCount", rng.pick([0, 1]));
        break;
      case "range": {
        const field = rng.pick([...f.aggNumber, ...f.aggDate]);
        agg["field"] = field;
        agg["ranges"] = ranges(() => (f.aggDate.includes(field) ? isoDate(rng) : numberValue(rng)));
        break;
      }
      case "stats":
        agg["field"] = rng.pick(f.aggMetric);
        break;
      case "cardinality":
        agg["field"] = rng.pick(f.aggCardinality);
        break;
      case "geoDistance":
        agg["field"] = rng.pick(f.aggGeo);
        agg["origin"] = { lat: rng.pick([-90, 0, 48.85]), lng: rng.pick([-180, 2.35, 180]) };
        maybe("unit", rng.pick(["km", "m", "mi"]));
        agg["ranges"] = ranges(() => rng.pick([0, 1.5, 100, 20000]));
        break;
    }
    return agg;
  }

  /** A valid root document; `query` forced when given. */
  document(query?: JsonRecord): JsonRecord {
    const rng = this.rng;
    const doc: JsonRecord = { v: 1 };
    if (rng.chance(0.35))
      doc["q"] = Array.from({ length: rng.int(0, 4) }, () =>
        rng.pick([...WORDS, '"late delivery"', "-rust", "+steel", "OR", "pip*", "stel~1"]),
      ).join(" ");
    if (query !== undefined || rng.chance(0.8)) doc["query"] = query ?? this.node(1);
    if (rng.chance(0.35)) {
      const s = rng.chance(0.5) ? filterStringFor(this.doc, rng) : undefined;
      doc["filter"] = s ?? this.node(1);
    }
    if (rng.chance(0.3)) doc["limit"] = rng.int(0, 100);
    if (rng.chance(0.2)) doc["offset"] = rng.int(0, 9000);
    if (rng.chance(0.2)) doc["countExactly"] = rng.chance(0.5);
    if (rng.chance(0.2)) {
      const h: JsonRecord = {};
      if (this.fields.fullText.length > 0 && rng.chance(0.5)) h["fields"] = [rng.pick(this.fields.fullText)];
      if (rng.chance(0.4)) h["preTag"] = "<b>";
      if (rng.chance(0.4)) h["postTag"] = "</b>";
      if (rng.chance(0.4)) h["fragmentSize"] = rng.int(10, 1000);
      if (rng.chance(0.4)) h["fragments"] = rng.int(1, 10);
      doc["highlight"] = rng.chance(0.3) || !offersHighlightOptions(this.detail) ? rng.chance(0.8) : h;
    }
    if (rng.chance(0.2) && this.fields.sort.length > 0) {
      doc["sort"] = Array.from({ length: rng.int(0, 3) }, () => ({ field: rng.pick(this.fields.sort), order: rng.pick(["asc", "desc"]) }));
    }
    if (offeredAggTypes(this.doc, this.detail).length > 0 && rng.chance(0.35)) doc["aggs"] = this.aggs();
    return this.trim("root", doc);
  }
}

/** Where a node sits in a document: its parent container and key, and whether it takes a boost / a field. */
export interface NodeSlot {
  readonly node: JsonRecord;
  readonly path: string;
}

/** Every query node of a generated document (the nodes under query, filter, bool clauses, functionScore queries and function filters). */
export function nodesOf(document: JsonRecord): NodeSlot[] {
  const out: NodeSlot[] = [];
  const visit = (value: Json | undefined, path: string) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return;
    out.push({ node: value, path });
    for (const key of ["must", "should", "mustNot", "filter"]) {
      const list = value[key];
      if (Array.isArray(list)) for (const [i, child] of list.entries()) visit(child, `${path}/${key}/${i}`);
    }
    if (value["type"] === "functionScore") {
      visit(value["query"], `${path}/query`);
      const fns = value["functions"];
      if (Array.isArray(fns))
        for (const [i, fn] of fns.entries())
          if (fn !== null && typeof fn === "object" && !Array.isArray(fn)) visit(fn["filter"], `${path}/functions/${i}/filter`);
    }
  };
  visit(document["query"], "/query");
  if (typeof document["filter"] === "object") visit(document["filter"], "/filter");
  return out;
}

const BOOSTED = new Set(["term", "phrase", "prefix", "fuzzy", "regex", "multiFieldTerm", "bool", "matchAll", "text", "strict"]);
const WITH_FIELD = new Set(["term", "phrase", "prefix", "fuzzy", "regex", "range", "exists"]);

/** A structurally invalid mutation of a valid document. */
export interface Mutation {
  readonly kind:
    | "unknown-property"
    | "wrong-version"
    | "unknown-type"
    | "unknown-field"
    | "negative-boost"
    | "missing-v"
    | "bad-aggregation";
  readonly document: JsonRecord;
}

/** The structurally invalid mutations of a valid document (each one surely invalid), one per kind that applies. */
export function mutationsOf(document: JsonRecord, rng: Rng): Mutation[] {
  const copy = (): JsonRecord => JSON.parse(JSON.stringify(document)) as JsonRecord;
  const out: Mutation[] = [];
  {
    const d = copy();
    const slots = nodesOf(d);
    const target = slots.length > 0 && rng.chance(0.7) ? rng.pick(slots).node : d;
    const key = rng.pick(["bogus", "size", "must_not", "minimum_should_match", "fieldz", "__proto__", "constructor"]);
    Object.defineProperty(target, key, { value: rng.pick([1, "x", true]), enumerable: true, writable: true, configurable: true });
    out.push({ kind: "unknown-property", document: d });
  }
  {
    const d = copy();
    d["v"] = rng.pick([0, 2, "1", 1.5, null, true]);
    out.push({ kind: "wrong-version", document: d });
  }
  {
    const d = copy();
    const slots = nodesOf(d);
    if (slots.length > 0) {
      rng.pick(slots).node["type"] = rng.pick(["match", "Term", "nope", "match_phrase", "", "functionscore"]);
      out.push({ kind: "unknown-type", document: d });
    }
  }
  {
    const d = copy();
    const slots = nodesOf(d).filter((s) => WITH_FIELD.has(String(s.node["type"])));
    if (slots.length > 0) {
      rng.pick(slots).node["field"] = rng.pick(["custmer", "nofield", "pdf", "rating", "", "constructor"]);
      out.push({ kind: "unknown-field", document: d });
    }
  }
  {
    const d = copy();
    const slots = nodesOf(d).filter((s) => BOOSTED.has(String(s.node["type"])));
    if (slots.length > 0) {
      rng.pick(slots).node["boost"] = rng.pick([-1, -0.001, -1e9]);
      out.push({ kind: "negative-boost", document: d });
    }
  }
  {
    const d = copy();
    delete d["v"];
    out.push({ kind: "missing-v", document: d });
  }
  {
    const d = copy();
    const aggs = d["aggs"];
    const entries = aggs !== null && typeof aggs === "object" && !Array.isArray(aggs) ? Object.entries(aggs) : [];
    if (entries.length > 0) {
      const agg = rng.pick(entries)[1] as JsonRecord;
      // Each surely invalid in schema and parser alike.
      const breakIt = rng.pick([
        () => (agg["type"] = rng.pick(["date_histogram", "Terms", "avg", ""])),
        () => (agg["field"] = rng.pick(["custmer", "pdf", "rating", "notes"])),
        () => (agg["bogus"] = 1),
        () => (agg["size"] = rng.pick([0, 1001, 2.5])),
        () => (agg["aggs"] = { inner: { type: "terms", field: "customer" } }),
        () =>
          Object.defineProperty(aggs as JsonRecord, rng.pick(["bad-name", "9x", "", "a".repeat(65)]), {
            value: agg,
            enumerable: true,
            writable: true,
            configurable: true,
          }),
        () => Object.assign(aggs as JsonRecord, Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`extra${i}`, { type: "terms" }]))),
      ]);
      breakIt();
      out.push({ kind: "bad-aggregation", document: d });
    }
  }
  return out;
}
