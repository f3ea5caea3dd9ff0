import type { DocumentDefinition } from "../../src/index.js";
import { EveryKind, IdOnly, KeywordsOnly, NumbersOnly } from "./documents.js";

/** A query document and whether the schema must accept it. */
export interface QueryCase {
  readonly label: string;
  readonly doc: DocumentDefinition;
  readonly input: unknown;
  readonly valid: boolean;
  /** For valid single-node cases: the `$defs` definition the node must match (and no other). */
  readonly definition?: string;
}

const cases: QueryCase[] = [];
const add = (doc: DocumentDefinition, valid: boolean, label: string, input: unknown, definition?: string) =>
  cases.push(definition === undefined ? { label, doc, input, valid } : { label, doc, input, valid, definition });
/** A valid query node and the definition it belongs to. */
const good = (doc: DocumentDefinition, definition: string, node: Record<string, unknown>, label = definition) =>
  add(doc, true, label, { v: 1, query: node }, definition);
/** An invalid query node. */
const bad = (doc: DocumentDefinition, label: string, node: unknown) => add(doc, false, label, { v: 1, query: node });
const goodRoot = (doc: DocumentDefinition, label: string, input: unknown) => add(doc, true, label, input);
const badRoot = (doc: DocumentDefinition, label: string, input: unknown) => add(doc, false, label, input);
const fs = (fn: Record<string, unknown>) => ({ type: "functionScore", functions: [fn] });
const E = EveryKind;
const long = (n: number) => "x".repeat(n);

// ---- root ------------------------------------------------------------------------------------
goodRoot(E, "only v", { v: 1 });
goodRoot(E, "every root property", {
  v: 1,
  q: "steel -late",
  query: { type: "matchAll" },
  filter: "total >= 100",
  limit: 10_000,
  offset: 0,
  countExactly: true,
  highlight: { fields: ["notes"], preTag: "<b>", postTag: "</b>", fragmentSize: 10, fragments: 10 },
  sort: [
    { field: "total", order: "desc" },
    { field: "rank", order: "asc" },
  ],
});
goodRoot(E, "filter as a node", { v: 1, filter: { type: "term", field: "paid", value: true } });
goodRoot(E, "highlight true", { v: 1, highlight: true });
goodRoot(E, "highlight {}", { v: 1, highlight: {} });
goodRoot(E, "sort by id", { v: 1, sort: [{ field: "id", order: "asc" }] });
goodRoot(E, "limit 0 offset 10000", { v: 1, limit: 0, offset: 10_000 });
goodRoot(E, "q at its longest", { v: 1, q: long(4096) });
badRoot(E, "missing v", { q: "x" });
badRoot(E, "v 2", { v: 2 });
badRoot(E, "v as a string", { v: "1" });
badRoot(E, "unknown root property", { v: 1, size: 10 });
badRoot(E, "not an object", [1]);
badRoot(E, "limit above 10000", { v: 1, limit: 10_001 });
badRoot(E, "limit negative", { v: 1, limit: -1 });
badRoot(E, "limit fractional", { v: 1, limit: 1.5 });
badRoot(E, "offset above 10000", { v: 1, offset: 10_001 });
badRoot(E, "offset negative", { v: 1, offset: -1 });
badRoot(E, "countExactly a string", { v: 1, countExactly: "yes" });
badRoot(E, "q too long", { v: 1, q: long(4097) });
badRoot(E, "q a number", { v: 1, q: 3 });
badRoot(E, "filter too long", { v: 1, filter: long(4097) });
badRoot(E, "filter a number", { v: 1, filter: 3 });
badRoot(E, "filter an unknown node", { v: 1, filter: { type: "match", field: "notes", value: "x" } });
badRoot(E, "highlight a string", { v: 1, highlight: "notes" });
badRoot(E, "highlight a keyword field", { v: 1, highlight: { fields: ["customer"] } });
badRoot(E, "highlight no fields", { v: 1, highlight: { fields: [] } });
badRoot(E, "highlight unknown option", { v: 1, highlight: { number_of_fragments: 2 } });
badRoot(E, "highlight tag too long", { v: 1, highlight: { preTag: long(33) } });
goodRoot(E, "highlight tag of 32 astral characters", { v: 1, highlight: { preTag: "😀".repeat(32) } });
badRoot(E, "highlight fragmentSize below 10", { v: 1, highlight: { fragmentSize: 9 } });
badRoot(E, "highlight fragmentSize above 1000", { v: 1, highlight: { fragmentSize: 1001 } });
badRoot(E, "highlight fragments 0", { v: 1, highlight: { fragments: 0 } });
badRoot(E, "highlight fragments above 10", { v: 1, highlight: { fragments: 11 } });
badRoot(E, "sort by a filterable, unsortable field", { v: 1, sort: [{ field: "count", order: "asc" }] });
badRoot(E, "sort by a stored field", { v: 1, sort: [{ field: "pdf", order: "asc" }] });
badRoot(E, "sort without order", { v: 1, sort: [{ field: "total" }] });
badRoot(E, "sort order up", { v: 1, sort: [{ field: "total", order: "up" }] });
badRoot(E, "sort key with extra property", { v: 1, sort: [{ field: "total", order: "asc", mode: "min" }] });
badRoot(E, "too many sort keys", { v: 1, sort: Array.from({ length: 9 }, () => ({ field: "id", order: "asc" })) });

// ---- term --------------------------------------------------------------------------------------
good(E, "term_string", { type: "term", field: "customer", value: "acme", boost: 2 });
good(E, "term_string", { type: "term", field: "notes", value: "steel" }, "term_string on a text field");
good(E, "term_string", { type: "term", field: "tags", value: long(1024) }, "term_string at its longest");
good(E, "term_string", { type: "term", field: "title.keyword", value: "Steel Beams" }, "term_string on a keyword sub-field");
goodRoot(E, "sort by a keyword sub-field", { v: 1, sort: [{ field: "title.keyword", order: "asc" }] });
goodRoot(E, "terms and cardinality on a keyword sub-field", {
  v: 1,
  aggs: {
    t: { type: "terms", field: "title.keyword", aggs: { n: { type: "cardinality", field: "customer" } } },
    c: { type: "cardinality", field: "title.keyword" },
  },
});
goodRoot(E, "an aggregation named after the sub-field it reads", {
  v: 1,
  aggs: { "title.keyword": { type: "terms", field: "title.keyword" } },
});
badRoot(E, "an aggregation name starting with a dot", { v: 1, aggs: { ".t": { type: "terms", field: "title.keyword" } } });
badRoot(E, "terms on a text field with a keyword sub-field", { v: 1, aggs: { t: { type: "terms", field: "title" } } });
badRoot(E, "stats on a keyword field", { v: 1, aggs: { s: { type: "stats", field: "customer" } } });
bad(E, "text over a keyword sub-field", { type: "text", text: "x", fields: ["title.keyword"] });
good(E, "term_integer", { type: "term", field: "count", value: 3 });
good(E, "term_integer", { type: "term", field: "id", value: 42 }, "term_integer on an integer id");
good(E, "term_integer", { type: "term", field: "count", value: -9_007_199_254_740_991 }, "term_integer at the smallest safe integer");
good(E, "term_number", { type: "term", field: "total", value: 12.5 });
good(E, "term_date", { type: "term", field: "issued", value: "2024-03-01" });
good(E, "term_date", { type: "term", field: "due", value: "2024-03-01T12:30:00.123+02:00" }, "term_date with time and offset");
good(E, "term_boolean", { type: "term", field: "paid", value: false });
bad(E, "term on an unknown field", { type: "term", field: "customr", value: "acme" });
bad(E, "term on a stored field", { type: "term", field: "pdf", value: "x" });
bad(E, "term on a sortable-only field", { type: "term", field: "rank", value: 1 });
bad(E, "term on an unqueryable integer", { type: "term", field: "weight", value: 1 });
bad(E, "term on a geo field", { type: "term", field: "office", value: "x" });
bad(E, "term string value too long", { type: "term", field: "customer", value: long(1025) });
// maxLength counts code points: 1,024 emoji are 2,048 UTF-16 units and still fit.
good(E, "term_string", { type: "term", field: "customer", value: "😀".repeat(1024) }, "term_string of 1,024 astral characters");
bad(E, "term string of 1,025 astral characters", { type: "term", field: "customer", value: "😀".repeat(1025) });
bad(E, "term number on a keyword field", { type: "term", field: "customer", value: 3 });
bad(E, "term string on an integer id", { type: "term", field: "id", value: "42" });
bad(E, "term fractional integer", { type: "term", field: "count", value: 1.5 });
bad(E, "term integer beyond the safe range", { type: "term", field: "count", value: 2 ** 60 });
bad(E, "term number as a string", { type: "term", field: "total", value: "12.5" });
bad(E, "term date not ISO", { type: "term", field: "issued", value: "01/03/2024" });
bad(E, "term date with a trailing newline", { type: "term", field: "issued", value: "2024-03-01\n" });
bad(E, "term date a number", { type: "term", field: "issued", value: 20240301 });
bad(E, "term boolean as a string", { type: "term", field: "paid", value: "true" });
bad(E, "term negative boost", { type: "term", field: "customer", value: "acme", boost: -1 });
bad(E, "term missing value", { type: "term", field: "customer" });
bad(E, "term unknown property", { type: "term", field: "customer", value: "acme", analyzer: "x" });
bad(E, "unknown node type", { type: "match", field: "notes", value: "x" });
bad(E, "node without type", { field: "notes", value: "x" });

// ---- phrase, prefix, fuzzy, regex, multiFieldTerm --------------------------------------------------
good(E, "phrase", { type: "phrase", field: "notes", terms: ["steel", "beams"], slop: 1000, boost: 0 });
good(
  E,
  "phrase",
  { type: "phrase", field: "customer", terms: Array.from({ length: 256 }, () => "a") },
  "phrase with 256 terms on a keyword field",
);
bad(E, "phrase no terms", { type: "phrase", field: "notes", terms: [] });
bad(E, "phrase 257 terms", { type: "phrase", field: "notes", terms: Array.from({ length: 257 }, () => "a") });
bad(E, "phrase term too long", { type: "phrase", field: "notes", terms: [long(257)] });
bad(E, "phrase slop above 1000", { type: "phrase", field: "notes", terms: ["a"], slop: 1001 });
bad(E, "phrase negative slop", { type: "phrase", field: "notes", terms: ["a"], slop: -1 });
bad(E, "phrase on a number field", { type: "phrase", field: "total", terms: ["a"] });
bad(E, "phrase terms as a string", { type: "phrase", field: "notes", terms: "steel beams" });
good(E, "prefix", { type: "prefix", field: "tags", value: "ste" });
bad(E, "prefix on a date field", { type: "prefix", field: "issued", value: "2024" });
bad(E, "prefix value too long", { type: "prefix", field: "tags", value: long(1025) });
good(E, "fuzzy", { type: "fuzzy", field: "notes", value: "steal", maxEdits: 2, prefixLength: 64, transpositions: false, boost: 1.5 });
good(E, "fuzzy", { type: "fuzzy", field: "lines", value: "steal" }, "fuzzy with defaults");
bad(E, "fuzzy maxEdits 3", { type: "fuzzy", field: "notes", value: "x", maxEdits: 3 });
bad(E, "fuzzy prefixLength 65", { type: "fuzzy", field: "notes", value: "x", prefixLength: 65 });
bad(E, "fuzzy transpositions a string", { type: "fuzzy", field: "notes", value: "x", transpositions: "no" });
good(E, "regex", { type: "regex", field: "customer", pattern: "ac.*e" });
bad(E, "regex pattern too long", { type: "regex", field: "customer", pattern: long(257) });
bad(E, "regex with value instead of pattern", { type: "regex", field: "customer", value: "a.*" });
good(E, "multiFieldTerm", { type: "multiFieldTerm", fields: ["notes", "customer", "tags"], value: "acme" });
bad(E, "multiFieldTerm no fields", { type: "multiFieldTerm", fields: [], value: "acme" });
bad(E, "multiFieldTerm with a number field", { type: "multiFieldTerm", fields: ["notes", "total"], value: "acme" });
bad(E, "multiFieldTerm with field instead of fields", { type: "multiFieldTerm", field: "notes", value: "acme" });

// ---- range -----------------------------------------------------------------------------------------
good(E, "range_integer", { type: "range", field: "count", gte: 1, lt: 10 });
good(E, "range_number", { type: "range", field: "scores", gt: 0.5 });
good(E, "range_date", { type: "range", field: "issued", gte: "2024-01-01", lte: "2024-12-31T23:59:59Z" });
good(E, "range_keyword", { type: "range", field: "customer", gt: "a", lte: "m" });
bad(E, "range without bounds", { type: "range", field: "total" });
bad(E, "range gt and gte", { type: "range", field: "total", gt: 1, gte: 1 });
bad(E, "range lt and lte", { type: "range", field: "total", lt: 5, lte: 5 });
bad(E, "range date bound not ISO", { type: "range", field: "issued", gte: "yesterday" });
bad(E, "range integer bound fractional", { type: "range", field: "count", gte: 1.5 });
bad(E, "range number bound as a string", { type: "range", field: "total", gte: "1" });
bad(E, "range keyword bound a number", { type: "range", field: "customer", gte: 1 });
bad(E, "range on a text field", { type: "range", field: "notes", gte: "a" });
bad(E, "range on a boolean field", { type: "range", field: "paid", gte: false });
bad(E, "range on the integer id", { type: "range", field: "id", gte: 1 });
bad(E, "range with boost", { type: "range", field: "total", gte: 1, boost: 2 });
bad(E, "range Elasticsearch style", { type: "range", field: "total", from: 1, to: 2 });

// ---- exists, bool, matchAll, text, strict -------------------------------------------------------------
good(E, "exists", { type: "exists", field: "office" });
good(E, "exists", { type: "exists", field: "notes" }, "exists on a text field");
bad(E, "exists on the id", { type: "exists", field: "id" });
bad(E, "exists on a stored field", { type: "exists", field: "pdf" });
bad(E, "exists on a sortable-only field", { type: "exists", field: "rank" });
bad(E, "exists with boost", { type: "exists", field: "notes", boost: 1 });
good(E, "bool", {
  type: "bool",
  must: [{ type: "term", field: "customer", value: "acme" }],
  should: [{ type: "text", text: "late" }, { type: "bool" }],
  mustNot: [{ type: "exists", field: "office" }],
  filter: [{ type: "range", field: "total", gte: 1 }],
  minimumShouldMatch: 1,
  boost: 2,
});
good(E, "bool", { type: "bool" }, "empty bool");
bad(E, "bool with must_not", { type: "bool", must_not: [] });
bad(E, "bool clause not an array", { type: "bool", must: { type: "matchAll" } });
bad(E, "bool with a bad nested node", { type: "bool", must: [{ type: "term", field: "customer", value: 1 }] });
bad(E, "bool deep bad node", { type: "bool", should: [{ type: "bool", filter: [{ type: "exists", field: "pdf" }] }] });
bad(E, "bool 257 clauses", { type: "bool", must: Array.from({ length: 257 }, () => ({ type: "matchAll" })) });
bad(E, "bool negative minimumShouldMatch", { type: "bool", minimumShouldMatch: -1 });
bad(E, "bool minimumShouldMatch as a percentage", { type: "bool", minimumShouldMatch: "50%" });
good(E, "matchAll", { type: "matchAll", boost: 0.5 });
bad(E, "matchAll with a field", { type: "matchAll", field: "notes" });
good(E, "text", { type: "text", text: "late steel", fields: ["notes", "lines"], operator: "and", boost: 1 });
good(E, "text", { type: "text", text: "late steel" }, "text over every text field");
bad(E, "text over a keyword field", { type: "text", text: "x", fields: ["customer"] });
bad(E, "text operator xor", { type: "text", text: "x", operator: "xor" });
bad(E, "text too long", { type: "text", text: long(4097) });
bad(E, "text with query instead of text", { type: "text", query: "x" });
good(E, "strict", { type: "strict", query: 'customer:acme AND notes:"steel beams"~2', boost: 3 });
bad(E, "strict too long", { type: "strict", query: long(4097) });
bad(E, "strict query a node", { type: "strict", query: { type: "matchAll" } });

// ---- functionScore and its functions ------------------------------------------------------------------
good(E, "functionScore", {
  type: "functionScore",
  query: { type: "text", text: "steel" },
  functions: [
    { type: "weight", weight: 2, filter: { type: "term", field: "paid", value: true } },
    { type: "fieldValueFactor", field: "total", factor: 1.2, modifier: "log1p", missing: 1, weight: 0.5, filter: { type: "matchAll" } },
    { type: "gauss", field: "total", origin: 100, scale: 20, offset: 5, decay: 0.25, weight: 1 },
    { type: "exp", field: "issued", origin: "2024-06-01", scale: 30 },
    { type: "linear", field: "office", origin: { lat: -90, lng: 180 }, scale: 0.5, filter: { type: "exists", field: "office" } },
  ],
  scoreMode: "avg",
  boostMode: "replace",
  maxBoost: 10,
  minScore: -1,
});
good(E, "functionScore", fs({ type: "fieldValueFactor", field: "paid" }), "fieldValueFactor on a boolean");
good(E, "functionScore", fs({ type: "gauss", field: "count", origin: -3, scale: 1e-9 }), "decay on an integer with a tiny scale");
for (const mode of ["multiply", "sum", "avg", "first", "max", "min"])
  good(E, "functionScore", { ...fs({ type: "weight", weight: 1 }), scoreMode: mode }, `scoreMode ${mode}`);
for (const mode of ["multiply", "replace", "sum", "avg", "max", "min"])
  good(E, "functionScore", { ...fs({ type: "weight", weight: 1 }), boostMode: mode }, `boostMode ${mode}`);
for (const modifier of ["none", "log", "log1p", "log2p", "ln", "ln1p", "ln2p", "square", "sqrt", "reciprocal"]) {
  good(E, "functionScore", fs({ type: "fieldValueFactor", field: "count", modifier }), `modifier ${modifier}`);
}
bad(E, "functionScore without functions", { type: "functionScore", query: { type: "matchAll" } });
bad(E, "functionScore with no functions", { type: "functionScore", functions: [] });
bad(E, "functionScore with 33 functions", {
  type: "functionScore",
  functions: Array.from({ length: 33 }, () => ({ type: "weight", weight: 1 })),
});
bad(E, "functionScore scoreMode total", { ...fs({ type: "weight", weight: 1 }), scoreMode: "total" });
bad(E, "functionScore boostMode first", { ...fs({ type: "weight", weight: 1 }), boostMode: "first" });
bad(E, "functionScore negative maxBoost", { ...fs({ type: "weight", weight: 1 }), maxBoost: -1 });
bad(E, "functionScore minScore a string", { ...fs({ type: "weight", weight: 1 }), minScore: "1" });
bad(E, "functionScore with boost", { ...fs({ type: "weight", weight: 1 }), boost: 2 });
bad(E, "functionScore query a string", { ...fs({ type: "weight", weight: 1 }), query: "steel" });
bad(E, "unknown function", fs({ type: "random_score" }));
bad(E, "weight without weight", fs({ type: "weight" }));
bad(E, "weight negative", fs({ type: "weight", weight: -1 }));
bad(E, "weight with a bad filter", fs({ type: "weight", weight: 1, filter: { type: "exists", field: "pdf" } }));
bad(E, "fieldValueFactor on a text field", fs({ type: "fieldValueFactor", field: "notes" }));
bad(E, "fieldValueFactor on a sortable-only field", fs({ type: "fieldValueFactor", field: "rank" }));
bad(E, "fieldValueFactor on a geo field", fs({ type: "fieldValueFactor", field: "office" }));
bad(E, "fieldValueFactor modifier log3", fs({ type: "fieldValueFactor", field: "total", modifier: "log3" }));
bad(E, "fieldValueFactor negative weight", fs({ type: "fieldValueFactor", field: "total", weight: -0.1 }));
bad(E, "decay without scale", fs({ type: "gauss", field: "total", origin: 1 }));
bad(E, "decay without origin", fs({ type: "gauss", field: "total", scale: 1 }));
bad(E, "decay scale 0", fs({ type: "gauss", field: "total", origin: 1, scale: 0 }));
bad(E, "decay negative offset", fs({ type: "exp", field: "total", origin: 1, scale: 1, offset: -1 }));
bad(E, "decay 0", fs({ type: "linear", field: "total", origin: 1, scale: 1, decay: 0 }));
bad(E, "decay 1", fs({ type: "linear", field: "total", origin: 1, scale: 1, decay: 1 }));
bad(E, "decay negative weight", fs({ type: "linear", field: "total", origin: 1, scale: 1, weight: -1 }));
bad(E, "decay type sigmoid", fs({ type: "sigmoid", field: "total", origin: 1, scale: 1 }));
bad(E, "decay number origin on a date field", fs({ type: "gauss", field: "issued", origin: 1, scale: 1 }));
bad(E, "decay date origin on a number field", fs({ type: "gauss", field: "total", origin: "2024-01-01", scale: 1 }));
bad(E, "decay date origin not ISO", fs({ type: "gauss", field: "issued", origin: "now", scale: 1 }));
bad(E, "decay geo origin a number", fs({ type: "gauss", field: "office", origin: 1, scale: 1 }));
bad(E, "decay geo lat above 90", fs({ type: "gauss", field: "office", origin: { lat: 90.5, lng: 0 }, scale: 1 }));
bad(E, "decay geo lng below -180", fs({ type: "gauss", field: "office", origin: { lat: 0, lng: -180.5 }, scale: 1 }));
bad(E, "decay geo without lng", fs({ type: "gauss", field: "office", origin: { lat: 0 }, scale: 1 }));
bad(E, "decay geo with lon", fs({ type: "gauss", field: "office", origin: { lat: 0, lon: 0 }, scale: 1 }));
bad(E, "decay on a text field", fs({ type: "gauss", field: "notes", origin: 1, scale: 1 }));
bad(E, "decay on a keyword field", fs({ type: "gauss", field: "customer", origin: "a", scale: 1 }));

// ---- arrays and unqueryable fields of the every-kind document ---------------------------------------------
good(E, "term_boolean", { type: "term", field: "flags", value: true }, "term on a boolean array");
good(E, "functionScore", fs({ type: "linear", field: "stops", origin: { lat: 1, lng: 2 }, scale: 3 }), "decay on a geo-point array");
good(E, "exists", { type: "exists", field: "stops" }, "exists on a geo-point array");
goodRoot(E, "sort by a sortable-only date", { v: 1, sort: [{ field: "seen", order: "desc" }] });
bad(E, "term on a sortable-only date", { type: "term", field: "seen", value: "2024-01-01" });
bad(E, "range on a sortable-only date", { type: "range", field: "seen", gte: "2024-01-01" });
bad(E, "exists on an unqueryable geo point", { type: "exists", field: "depot" });
bad(E, "decay on an unqueryable geo point", fs({ type: "gauss", field: "depot", origin: { lat: 0, lng: 0 }, scale: 1 }));
bad(E, "fieldValueFactor on a sortable-only date", fs({ type: "fieldValueFactor", field: "seen" }));

// ---- a document with only keyword fields -----------------------------------------------------------------
const K = KeywordsOnly;
good(K, "term_string", { type: "term", field: "sku", value: "A-1" });
good(K, "phrase", { type: "phrase", field: "brand", terms: ["acme"] });
good(K, "range_keyword", { type: "range", field: "size", gte: "M" });
good(K, "exists", { type: "exists", field: "colour" });
good(K, "functionScore", fs({ type: "weight", weight: 3 }), "functionScore with only weight");
good(K, "multiFieldTerm", { type: "multiFieldTerm", fields: ["brand", "colour"], value: "red" });
goodRoot(K, "keyword sort and highlight options", { v: 1, sort: [{ field: "size", order: "desc" }], highlight: { fragments: 2 } });
bad(K, "keyword doc: text node", { type: "text", text: "red" });
bad(K, "keyword doc: number term", { type: "term", field: "brand", value: 1 });
bad(K, "keyword doc: fieldValueFactor", fs({ type: "fieldValueFactor", field: "brand" }));
bad(K, "keyword doc: decay", fs({ type: "gauss", field: "size", origin: 1, scale: 1 }));
badRoot(K, "keyword doc: highlight fields", { v: 1, highlight: { fields: ["brand"] } });
badRoot(K, "keyword doc: sort by an unsortable keyword", { v: 1, sort: [{ field: "brand", order: "asc" }] });
bad(K, "keyword doc: exists on the id", { type: "exists", field: "sku" });

// ---- a document with only numeric fields -----------------------------------------------------------------
const N = NumbersOnly;
good(N, "term_integer", { type: "term", field: "id", value: 7 });
good(N, "term_number", { type: "term", field: "ratings", value: 4.5 });
good(N, "range_integer", { type: "range", field: "stock", lte: 0 });
good(N, "range_number", { type: "range", field: "price", gt: 1, lt: 2 });
good(N, "exists", { type: "exists", field: "ratings" });
good(N, "functionScore", {
  type: "functionScore",
  functions: [
    { type: "fieldValueFactor", field: "stock", modifier: "sqrt" },
    { type: "gauss", field: "price", origin: 10, scale: 2 },
  ],
});
goodRoot(N, "numeric sort", {
  v: 1,
  sort: [
    { field: "hidden", order: "asc" },
    { field: "price", order: "desc" },
  ],
});
bad(N, "numeric doc: string term on the integer id", { type: "term", field: "id", value: "7" });
bad(N, "numeric doc: phrase", { type: "phrase", field: "price", terms: ["1"] });
bad(N, "numeric doc: prefix", { type: "prefix", field: "price", value: "1" });
bad(N, "numeric doc: text", { type: "text", text: "1" });
bad(N, "numeric doc: term on a sortable-only field", { type: "term", field: "hidden", value: 1 });
bad(N, "numeric doc: decay date", fs({ type: "gauss", field: "price", origin: "2024-01-01", scale: 1 }));
bad(N, "numeric doc: decay geo", fs({ type: "gauss", field: "price", origin: { lat: 0, lng: 0 }, scale: 1 }));
badRoot(N, "numeric doc: highlight fields", { v: 1, highlight: { fields: ["price"] } });

// ---- a document with nothing but an id ---------------------------------------------------------------------
const I = IdOnly;
good(I, "term_string", { type: "term", field: "id", value: "a-1" });
good(I, "functionScore", { type: "functionScore", query: { type: "strict", query: "id:a-1" }, functions: [{ type: "weight", weight: 2 }] });
good(I, "bool", { type: "bool", should: [{ type: "matchAll" }] });
goodRoot(I, "id-only: sort by id, highlight true", { v: 1, sort: [{ field: "id", order: "desc" }], highlight: true });
bad(I, "id-only: exists", { type: "exists", field: "id" });
bad(I, "id-only: prefix on the id", { type: "prefix", field: "id", value: "a" });
bad(I, "id-only: range on the id", { type: "range", field: "id", gte: "a" });
bad(I, "id-only: text", { type: "text", text: "a" });

/** Every case, in a fixed order. */
export const QUERY_CASES: readonly QueryCase[] = cases;
