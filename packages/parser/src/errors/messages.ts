import { QUERY_LIMITS } from "@oneindex/schema";
import { cutAtCodePoint, stringLength } from "../values/string-length.js";
import type { ParseProblem } from "./parse-problem.js";

/** A problem before it is worded: everything but the message. */
export type ProblemData = Omit<ParseProblem, "message">;

/** Words one problem code: everything after `<path>: `. Expected/found, suggestion and hint are appended by {@link wordProblem} unless the wording already used them. */
export type Wording = (p: ProblemData) => string;

const ef = (p: ProblemData): string =>
  p.expected !== undefined && p.found !== undefined
    ? `expected ${p.expected}, found ${p.found}`
    : p.expected !== undefined
      ? `expected ${p.expected}`
      : p.found !== undefined
        ? `found ${p.found}`
        : "";

/**
 * All wording of parse problems, keyed by code: the one place to read or change what the model
 * is told. Its keys are the codes ({@link ProblemCode}): a new code is a new entry here.
 */
export const MESSAGES = {
  // JSON text and values
  "invalid-json": (p) => `the arguments are not valid JSON: ${ef(p)}`,
  "input-too-long": (p) => `the arguments are too long: ${ef(p)}`,
  "json-too-deep": (p) => `the JSON nests too deeply: ${ef(p)}`,
  "json-too-large": (p) => `the JSON holds too many values: ${ef(p)}`,
  "duplicate-key": (p) => `the property ${p.found} appears twice in the same object; send each property once`,
  "unsupported-value": (p) => `this value cannot be read as JSON: ${ef(p)}`,
  "unreadable-value": (p) => `this value could not be read: ${ef(p)}`,
  "bad-option": (p) => `the parse options are not valid (a bug of the application, not of the arguments): ${ef(p)}`,
  "unsafe-runtime": (p) => `the parser will not run in this JavaScript runtime (a bug of the application, not of the arguments): ${ef(p)}`,
  // shapes
  "wrong-type": (p) => ef(p),
  "null-not-allowed": (p) => `null is not allowed here; leave the property out instead, or send ${p.expected}`,
  "missing-property": (p) => `missing the required property ${p.expected}`,
  "unknown-property": (p) =>
    `unknown property ${p.found}; ${p.expected !== undefined ? `allowed here: ${p.expected}` : "no properties are allowed here"}`,
  "wrong-version": (p) => `the format version must be 1: ${ef(p)}`,
  "missing-type": (p) => `the object has no "type"; expected one of ${p.expected}`,
  "unknown-node-type": (p) => `unknown node type ${p.found}; expected ${p.expected}`,
  "unknown-function": (p) => `unknown function type ${p.found}; expected one of ${p.expected}`,
  "unknown-field": (p) => `unknown field ${p.found}; expected ${p.expected}`,
  "wrong-field-kind": (p) => `the field ${p.found} cannot be used here; expected ${p.expected}`,
  "not-an-enum-value": (p) => ef(p),
  "out-of-range": (p) => `the number is out of range: ${ef(p)}`,
  "too-long": (p) => `too long: ${ef(p)}`,
  "too-many-items": (p) => `too many items: ${ef(p)}`,
  "too-few-items": (p) => `too few items: ${ef(p)}`,
  "duplicate-item": (p) => `${p.found} is listed twice; list each once`,
  "conflicting-bounds": (p) => `${p.found} cannot be given together; ${p.expected}`,
  "missing-bound": (p) => `a range needs at least one bound: ${ef(p)}`,
  "window-too-large": (p) => `limit + offset must be at most ${p.expected}: found ${p.found}; page less deeply or ask for fewer hits`,
  "nodes-too-deep": (p) => `query nodes nest too deeply: ${ef(p)}`,
  "too-many-nodes": (p) => `the query has too many nodes: ${ef(p)}`,
  // aggregations
  "unknown-aggregation-type": (p) => `unknown aggregation type ${p.found}; expected ${p.expected}`,
  "bad-aggregation-name": (p) => `${p.found} cannot name an aggregation: it ${p.expected}`,
  "too-many-aggregations": (p) => `too many aggregations: ${ef(p)}`,
  "empty-range": (p) => `the range holds nothing: ${ef(p)}`,
  "not-a-time-zone": (p) => `not a time zone: ${ef(p)}`,
  // values (codes of checkValue)
  "integer-out-of-range": (p) => `the integer is out of range: ${ef(p)}`,
  "not-a-date": (p) => `not a real date: ${ef(p)}`,
  "not-finite": (p) => ef(p),
  "string-too-long": (p) => `the string is too long: ${ef(p)}`,
  // regex
  "invalid-regex": (p) => `the regular expression is not valid in the safe dialect: ${ef(p)}`,
  // string languages (q, strict, filter)
  "too-many-terms": (p) => `the string has too many terms: ${ef(p)}`,
  "unexpected-token": (p) => `unexpected ${p.found}: expected ${p.expected}`,
  "unexpected-end": (p) => `the string ends too early: expected ${p.expected}`,
  "unexpected-character": (p) => `unexpected character ${p.found}: expected ${p.expected}`,
  "unclosed-paren": (p) => `a "(" is never closed: ${ef(p)}`,
  "unmatched-paren": (p) => `a ")" closes nothing: ${ef(p)}`,
  "unclosed-quote": (p) => `a quote is never closed: ${ef(p)}`,
  "unclosed-regex": (p) => `a /regular expression/ is never closed: ${ef(p)}`,
  "unclosed-range": (p) => `a range is never closed: ${ef(p)}`,
  "unclosed-bracket": (p) => `a "[" list is never closed: ${ef(p)}`,
  "bad-escape": (p) => `bad escape in a string: ${ef(p)}`,
  "bad-boost": (p) => `bad boost: ${ef(p)}`,
  "bad-tilde": (p) => `bad number after "~": ${ef(p)}`,
  "unsupported-wildcard": (p) => `wildcards inside a term are not supported: ${ef(p)}`,
  "empty-phrase": (p) => `empty phrase: ${ef(p)}`,
  "no-default-field": (p) => `a bare term needs a field here: ${ef(p)}`,
  "missing-field": (p) => `a field is missing: ${ef(p)}`,
  // regex dialect (codes of parseRegex)
  "regex-too-long": (p) => `the regular expression is too long: ${ef(p)}`,
  "regex-nothing-to-repeat": (p) => `nothing to repeat in the regular expression: ${ef(p)}`,
  "regex-unclosed-group": (p) => `a group in the regular expression is never closed: ${ef(p)}`,
  "regex-unmatched-paren": (p) => `a ")" in the regular expression closes nothing: ${ef(p)}`,
  "regex-unclosed-class": (p) => `a character class in the regular expression is never closed: ${ef(p)}`,
  "regex-empty-class": (p) => `empty character class in the regular expression: ${ef(p)}`,
  "regex-bad-range": (p) => `bad character range in the regular expression: ${ef(p)}`,
  "regex-bad-repeat": (p) => `bad repetition in the regular expression: ${ef(p)}`,
  "regex-repeat-too-large": (p) => `repetition too large in the regular expression: ${ef(p)}`,
  "regex-unsupported-escape": (p) => `unsupported escape in the regular expression: ${ef(p)}`,
  "regex-trailing-backslash": (p) => `the regular expression ends with a backslash: ${ef(p)}`,
  "regex-anchor": (p) => `anchors are not needed in the regular expression: ${ef(p)}`,
  "regex-unsupported-group": (p) => `unsupported group in the regular expression: ${ef(p)}`,
  "regex-unescaped": (p) => `unescaped character in the regular expression: ${ef(p)}`,
  "regex-too-complex": (p) => `the regular expression is too complex: ${ef(p)}`,
  "regex-too-deep": (p) => `groups nest too deeply in the regular expression: ${ef(p)}`,
  "internal-error": (p) => `the parser failed on this input (a bug, please report it): ${p.found}`,
  "too-many-problems": (p) => `more problems were found than are listed (${p.found}); fix these first`,
} satisfies Readonly<Record<string, Wording>>;

/** A problem's stable code: a key of {@link MESSAGES}. */
export type ProblemCode = keyof typeof MESSAGES;

/** Longest message of one problem (a last bound: every string of the caller's is already cut by {@link quote} and {@link showPath}). */
const MAX_MESSAGE_LENGTH = 1_024;
/** Longest path shown in a message (the problem's `path` itself is never cut). */
const MAX_SHOWN_PATH = 256;

/**
 * A string of the caller's, quoted for a message and cut to `max` code points (default
 * `QUERY_LIMITS.maxEchoLength`) on a code point boundary: `"abcd…" (16400 characters, cut)`.
 */
export function quote(text: string, max: number = QUERY_LIMITS.maxEchoLength): string {
  if (text.length <= max) return JSON.stringify(text);
  return `${JSON.stringify(`${cutAtCodePoint(text, max)}…`)} (${stringLength(text)} characters, cut)`;
}

/** Cuts text of the caller's without quoting it (for `found` texts already worded), noting the cut. */
export function cutText(text: string, max: number): string {
  return text.length <= max ? text : `${cutAtCodePoint(text, max)}… (cut)`;
}

/** A JSON Pointer as a message shows it: each token cut to `QUERY_LIMITS.maxEchoLength`, and the middle of a long path left out. */
export function showPath(path: string): string {
  if (path === "") return "/";
  if (path.length <= MAX_SHOWN_PATH) return path;
  const tokens = path
    .slice(1)
    .split("/")
    .map((t) =>
      t.length <= QUERY_LIMITS.maxEchoLength ? t : `${cutAtCodePoint(t, QUERY_LIMITS.maxEchoLength)}…(${stringLength(t)} characters)`,
    );
  let shown = `/${tokens.join("/")}`;
  if (shown.length > MAX_SHOWN_PATH && tokens.length > 4)
    shown = `/${tokens.slice(0, 2).join("/")}/…(${tokens.length - 4} levels)…/${tokens.slice(-2).join("/")}`;
  return cutText(shown, MAX_SHOWN_PATH * 2);
}

/** The full message of a problem: `<path>: <what is wrong> — did you mean "x"? <hint>`. */
export function wordProblem(p: ProblemData): string {
  const where = showPath(p.path) + (p.offset !== undefined ? ` (character ${p.offset + 1})` : "");
  // Every code has an entry; the fallback words a code of a caller that went around the types.
  const wording: Wording | undefined = Object.hasOwn(MESSAGES, p.code) ? MESSAGES[p.code] : undefined;
  const text = wording !== undefined ? wording(p) : ef(p) || p.code;
  // The nearest name matters most to a model fixing the call: a long message is cut before it, never through it.
  const suggestion = p.suggestion !== undefined ? ` — did you mean ${quote(p.suggestion)}?` : "";
  const hint = p.hint !== undefined ? cutText(` (${p.hint})`, MAX_MESSAGE_LENGTH / 4) : "";
  const head = `${where}: ${text}`;
  if (head.length + suggestion.length + hint.length <= MAX_MESSAGE_LENGTH) return `${head}${suggestion}${hint}`;
  return `${cutText(head, Math.max(MAX_MESSAGE_LENGTH / 2, MAX_MESSAGE_LENGTH - suggestion.length - hint.length - 8))}${suggestion}${hint}`;
}

/** The tool result's closing line. */
export const TOOL_RESULT_CLOSING = "Fix every problem listed (paths are JSON Pointers into your arguments) and call the search tool again.";

/** The tool result's first line. */
export function toolResultHeading(count: number, atLeast = false): string {
  return `The search arguments were not valid (${atLeast ? "at least " : ""}${count} problem${count === 1 ? "" : "s"}); nothing was searched.`;
}

/** The tool result's line for problems found but not listed. */
export function unlistedProblems(count: number, atLeast = false): string {
  if (atLeast)
    return count > 0
      ? `- … and at least ${count} more problem${count === 1 ? "" : "s"} not listed (checking stopped there).`
      : "- … and maybe more: checking stopped there.";
  return `- … and ${count} more problem${count === 1 ? "" : "s"} not listed.`;
}

/** Makes a {@link ParseProblem} from its data, worded by {@link MESSAGES}. */
export function makeProblem(p: ProblemData): ParseProblem {
  return { ...p, message: wordProblem(p) };
}

/** Hints for Elasticsearch habits: a name a model is likely to bring from Elasticsearch, and what to send here. */
export const ELASTICSEARCH_HABITS = {
  /** Root properties. */
  rootProperties: {
    size: { use: "limit", hint: `"size" is Elasticsearch's name; here it is "limit"` },
    from: { use: "offset", hint: `"from" is Elasticsearch's name; here it is "offset"` },
    track_total_hits: { use: "countExactly", hint: `"track_total_hits" is Elasticsearch's; here send "countExactly": true` },
    trackTotalHits: { use: "countExactly", hint: `here send "countExactly": true` },
    post_filter: { use: "filter", hint: `use "filter" for conditions that must match` },
    version: { use: "v", hint: `the format version is "v": 1` },
    aggregations: { use: "aggs", hint: `"aggregations" is Elasticsearch's long name; here it is "aggs"` },
  },
  /** Node types. */
  nodeTypes: {
    match: { use: "text", hint: `Elasticsearch's "match" is "text" here: {"type":"text","text":"…","fields":[…]}` },
    multi_match: { use: "text", hint: `Elasticsearch's "multi_match" is "text" here, with "fields"` },
    match_phrase: { use: "phrase", hint: `Elasticsearch's "match_phrase" is "phrase" here, with "terms": an array of words` },
    match_all: { use: "matchAll", hint: `node types are camelCase here` },
    query_string: { use: "strict", hint: `Elasticsearch's "query_string" is "strict" here: {"type":"strict","query":"…"}` },
    simple_query_string: {
      use: "strict",
      hint: `for free text use the root "q" string; for field:value syntax use {"type":"strict","query":"…"}`,
    },
    terms: { use: "bool", hint: `several exact values: a "bool" with one "term" per value in "should"` },
    wildcard: { use: "prefix", hint: `for "abc*" use {"type":"prefix","value":"abc"}; otherwise "regex"` },
    regexp: { use: "regex", hint: `Elasticsearch's "regexp" is "regex" here, with "pattern"` },
    function_score: { use: "functionScore", hint: `node types are camelCase here` },
    multi_field_term: { use: "multiFieldTerm", hint: `node types are camelCase here` },
    query: { use: "strict", hint: `a query string goes in {"type":"strict","query":"…"} or the root "q"` },
  },
  /** Node properties. */
  nodeProperties: {
    must_not: { use: "mustNot", hint: `"must_not" is Elasticsearch's spelling; here it is "mustNot"` },
    minimum_should_match: { use: "minimumShouldMatch", hint: `here it is "minimumShouldMatch", an integer` },
    max_edits: { use: "maxEdits", hint: `property names are camelCase here` },
    fuzziness: { use: "maxEdits", hint: `Elasticsearch's "fuzziness" is "maxEdits" here (0, 1 or 2)` },
    prefix_length: { use: "prefixLength", hint: `property names are camelCase here` },
    score_mode: { use: "scoreMode", hint: `property names are camelCase here` },
    boost_mode: { use: "boostMode", hint: `property names are camelCase here` },
    max_boost: { use: "maxBoost", hint: `property names are camelCase here` },
    min_score: { use: "minScore", hint: `property names are camelCase here` },
    field_value_factor: { use: "fieldValueFactor", hint: `property names are camelCase here` },
    pre_tags: { use: "preTag", hint: `here it is "preTag", one string` },
    post_tags: { use: "postTag", hint: `here it is "postTag", one string` },
    fragment_size: { use: "fragmentSize", hint: `property names are camelCase here` },
    number_of_fragments: { use: "fragments", hint: `here it is "fragments"` },
    query: { use: "text", hint: `a "text" node's string goes in "text"` },
  },
  /** Aggregation properties, on every aggregation kind. */
  aggProperties: {
    min_doc_count: { use: "minCount", hint: `the least count of a bucket is "minCount"` },
    aggregations: { use: "aggs", hint: `sub-aggregations go in "aggs"` },
    calendar_interval: { use: "interval", hint: `the calendar interval is "interval": "day", "month", …` },
    fixed_interval: { use: "interval", hint: `the interval is "interval": "minute", "hour", "day", …` },
    time_zone: { use: "timeZone", hint: `the time zone is "timeZone": "+02:00"` },
    keyed: { use: "type", hint: "buckets always come as a list" },
  },
} as const;

/** The hint of a bound of an aggregation's range written as a range node's. */
const AGG_RANGE_SHAPE = `a range is {"from": …, "to": …}: from inclusive, to exclusive`;

/** Property names a model is likely to write on one node kind (or a sort key), and what to send there; merged over `nodeProperties` above. */
export const KIND_PROPERTY_HABITS = {
  phrase: {
    value: { use: "terms", hint: `a phrase takes "terms", an array of words: ["steel", "beams"]` },
    query: { use: "terms", hint: `a phrase takes "terms", an array of words` },
  },
  regex: { value: { use: "pattern", hint: `a regex node takes "pattern"` } },
  multiFieldTerm: { field: { use: "fields", hint: `multiFieldTerm takes "fields", an array` } },
  range: {
    from: { use: "gte", hint: `bounds are "gt", "gte", "lt" and "lte"` },
    to: { use: "lte", hint: `bounds are "gt", "gte", "lt" and "lte"` },
    min: { use: "gte", hint: `bounds are "gt", "gte", "lt" and "lte"` },
    max: { use: "lte", hint: `bounds are "gt", "gte", "lt" and "lte"` },
  },
  text: { field: { use: "fields", hint: `a text node takes "fields", an array (default: every text field)` } },
  strict: {
    text: { use: "query", hint: `a strict node's string goes in "query"` },
    value: { use: "query", hint: `a strict node's string goes in "query"` },
  },
  functionScore: { boost: { use: "maxBoost", hint: `a functionScore node has no boost; weight its functions, or cap with "maxBoost"` } },
  sortKey: { direction: { use: "order", hint: `the direction is "order": "asc" or "desc"` } },
  /** A `terms` aggregation, merged over `aggProperties`. */
  termsAggregation: { shard_size: { use: "size", hint: `the number of buckets is "size"` } },
  /** One range of a `range` or `geoDistance` aggregation. */
  aggregationRange: { gte: { use: "from", hint: AGG_RANGE_SHAPE }, lt: { use: "to", hint: AGG_RANGE_SHAPE } },
} as const;

/** Every other `hint` of a problem: the short extra advice after the message. */
export const HINTS = {
  /** A string where a node goes (`value` already cut for the message). */
  stringAsNode: (value: string) =>
    `a string cannot stand for a node here: send {"type":"strict","query":${JSON.stringify(value)}} for field:value syntax, {"type":"text","text":…} for words, or put free text in the root "q"`,
  typeBesideProperties: (use: string, key: string) =>
    `write {"type":${JSON.stringify(use)}, …} with the node's properties beside "type", not {${quote(key)}: {…}} as Elasticsearch does`,
  functionTypeNotKey: (use: string, key: string) => `write {"type":${JSON.stringify(use)}, …} rather than {${quote(key)}: {…}}`,
  withoutQuotes: (value: string) => `send ${value} without quotes`,
  fieldWorksWith: (field: string, kinds: string) => `${JSON.stringify(field)} works with ${kinds}`,
  fieldNotQueryable: (field: string) => `${JSON.stringify(field)} cannot be queried at all`,
  useKeywordSubField: (field: string, sub: string) =>
    `use ${JSON.stringify(sub)} for exact values, filters, sorting and counts; ${JSON.stringify(field)} matches words`,
  noKeywordSubField: (field: string) =>
    `${JSON.stringify(field)} is a text field without a keyword sub-field (it matches words only); declare it with "keyword": true to filter and count on exact values`,
  compareInFilter: (field: string, kind: string) =>
    `this detail leaves ${JSON.stringify(field)} out of ${kind}: compare it in the filter string (${field} = …)`,
  // the string languages
  strictComparison: (op: string) => `comparisons are written field:${op}value, such as total:${op}100`,
  noSpaceBeforeColon: "write field:value with no space before the colon",
  notEquals: "write NOT field:value",
  colonNoSpaces: "write field:value (a colon, no spaces)",
  doubleQuotes: "strings go in double quotes",
  booleanEquals: (field: string) => `write ${field} = true`,
  squareBrackets: 'lists use square brackets: in ["a", "b"]',
  quoteIt: (text: string) => `write "${text}"`,
  notExists: (field: string) => `to find documents without a value, write not exists(${field})`,
  fieldWithField: "a field is compared with a value, not with another field",
  quoteText: (text: string) => `to compare with the text, quote it: "${text}"`,
  // aggregations
  aggTypeBesideProperties: (use: string, key: string) =>
    `write {"type":${JSON.stringify(use)}, "field": …} with the properties beside "type", not {${quote(key)}: {…}} as Elasticsearch does`,
  subAggregationTypes: (names: string, type: string) =>
    `a terms aggregation holds only ${names} (one level); put ${JSON.stringify(type)} in the root's "aggs"`,
  noAggregationField: (type: string, detail: string) =>
    `no field of this document takes a ${type} aggregation${detail === "full" ? "" : ` (or the ${detail} detail leaves aggregations out)`}`,
  statsAtOnce: `"stats" gives count, min, max, avg and sum at once`,
} as const;

/** "a text field", "an integer field": a field kind with its article. */
export function aFieldOf(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? "an" : "a"} ${kind} field`;
}

/** The shape of one range of an aggregation, its bounds described by `bound`. */
function rangeShape(bound: string): string {
  return `{"from"?: ${bound}, "to"?: ${bound}, "key"?: "…"}`;
}

/** Every `expected` text of a problem, in words: what a JSON type is called, and what each check wanted. */
export const EXPECTED = {
  node: `a query node: an object with a "type"`,
  nodeOrFilterString: `a filter-language string or a query node (an object with a "type")`,
  object: "an object",
  array: "an array",
  string: "a string",
  boolean: "true or false",
  integer: "an integer",
  number: "a number",
  finite: (integer: boolean) => `a finite ${integer ? "integer" : "number"}`,
  oneOf: (names: string) => `one of ${names}`,
  sameAsAt: (path: string) => `the same as at ${path === "" ? "/" : path}`,
  property: (key: string, what: string) => `${quote(key)} (${what})`,
  // sizes
  atMostCharacters: (max: number) => `at most ${max} characters`,
  atMostItems: (max: number) => `at most ${max} items`,
  atLeastItems: (min: number) => `at least ${min} item${min === 1 ? "" : "s"}`,
  atMostValues: (max: number) => `at most ${max} values`,
  atMostNesting: (max: number) => `at most ${max} nested objects and arrays`,
  atMostNodes: (max: number) => `at most ${max} query nodes in one call (counting those of q, strict and filter strings)`,
  nodeDepth: (max: number) => `query nodes nested at most ${max} deep`,
  // the root
  searchArguments: `the search arguments: an object such as {"v": 1, "q": "…"}`,
  versionProperty: `"v" (send "v": 1, the format version)`,
  version: "1",
  window: (max: number) => `${max}`,
  sortKey: `a sort key {"field": …, "order": "asc" | "desc"}`,
  parseOptions: `parse options with "nulls" ("error" or "absent") and "detail" ("full", "standard" or "compact") as own data properties`,
  plainArrayPrototype: "Array.prototype without index properties",
  // nodes, functions and values
  oneBound: `at least one of "gt", "gte", "lt", "lte"`,
  oneLowerBound: `give one lower bound: "gt" (exclusive) or "gte" (inclusive)`,
  oneUpperBound: `give one upper bound: "lt" (exclusive) or "lte" (inclusive)`,
  phraseWord: "a string (one word)",
  scoreFunction: (types: string) => `a score function: an object with a "type" (${types})`,
  point: `a point {"lat": …, "lng": …}`,
  // aggregations
  aggsByName: `aggregations by name, such as {"byCustomer": {"type": "terms", "field": …}}`,
  aggregation: "an aggregation",
  aggregationOf: (types: string) => `an aggregation: an object with a "type", one of ${types}`,
  aggsOnOneLevel: (max: number) => `at most ${max} on one level`,
  aggRanges: (bound: string) => `ranges ${rangeShape(bound)}`,
  aggRange: (bound: string) => `a range ${rangeShape(bound)}`,
  toAfterFrom: `"to" after "from" (from inclusive, to exclusive)`,
  aggDate: "an ISO date",
  distanceIn: (unit: string) => `a distance in ${unit}`,
  distanceOrigin: `a point {"lat": …, "lng": …} (the point distances are measured from)`,
  distanceOriginProperty: `the point distances are measured from, {"lat": …, "lng": …}`,
  calendarInterval: (names: string) => `a calendar interval: ${names}`,
  timeZone: `"Z" or a fixed offset "+HH:MM" or "-HH:MM" up to 14:00 (IANA names such as "Europe/Paris" are not supported)`,
  /** A value's `expected` with the field it is for: `an integer ("count" is an integer field)`. */
  valueOfField: (expected: string, field: string, kind: string) => `${expected} (${JSON.stringify(field)} is ${aFieldOf(kind)})`,
  // the string languages
  forField: (expected: string, field: string) => `${expected} for the field ${JSON.stringify(field)}`,
  stringOfAtMost: (what: string, max: number) => `${what} of at most ${max} characters`,
  treeOfAtMost: (what: string, max: number) => `${what} of at most ${max} nodes`,
  qPhraseOfAtMost: (max: number) => `a phrase of at most ${max} words`,
  qPhraseWordsOfAtMost: (max: number) => `phrase words of at most ${max} characters`,
  qWordsOfAtMost: (max: number) => `words of at most ${max} characters`,
  qTermsOfAtMost: (max: number) => `at most ${max} words in a q string`,
  qNodesOfAtMost: (max: number) =>
    `a q string that expands to at most ${max} nodes (phrases, prefixes and fuzzy words make one node per text field)`,
  strictPhraseOfAtMost: (words: number, characters: number) => `a phrase of at most ${words} words of at most ${characters} characters`,
  strictTermOfAtMost: (max: number) => `a term of at most ${max} characters`,
  strictTermsOfAtMost: (max: number) => `at most ${max} terms in a strict string`,
  strictDepth: (max: number) => `groups and NOTs nested at most ${max} deep`,
  filterTermsOfAtMost: (max: number) => `at most ${max} conditions and values in a filter string`,
  filterDepth: (max: number) => `conditions nested at most ${max} deep`,
  noDefaultField: "field:value (this document has no text or keyword fields to search a bare term in)",
  charAfterBackslash: "a character after the backslash",
  strictToken: "a term, a field:value, an operator or a parenthesis",
  filterToken: "a field name, an operator (= != < <= > >=, in, and, or, not), a value or a parenthesis",
  closingQuote: (what: string, at: number) => `a '"' closing the ${what} opened at character ${at}`,
  closingSlash: (at: number) => `a "/" closing the regular expression opened at character ${at}`,
  closingParen: (at: number) => `a ")" closing the "(" at character ${at}`,
  closingRange: (at: number) => `a range [from TO to] closed by "]" or "}" (opened at character ${at})`,
  closingBracket: (at: number) => `a "]" closing the list opened at character ${at}`,
  openingBracket: `a "[" opening the list of values after "in"`,
  rangeField: "field:[from TO to] or field:>=value (a range needs a field)",
  phraseWords: "at least one word between the quotes",
  listValue: "at least one value in the list",
  endOrClause: "the end of the query or another clause",
  boost: "a boost: a number ≥ 0 right after ^, such as ^2 or ^0.5",
  endWildcard: "a * only at the end of a term (a prefix); for other patterns use a /regex/",
  tildeNumber: (what: string, max: number) => `${what}: a whole number from 0 to ${max}`,
  quotedString: (field: string) => `a string in double quotes for the field ${JSON.stringify(field)}`,
  unquoted: (words: string, field: string) => `${words} without quotes for the field ${JSON.stringify(field)}`,
  strictClause: `a term, a "quoted phrase", field:value, NOT or "("`,
  filterValue: "a value: a string in double quotes, a number, a date such as 2024-01-01, true or false",
  highlight: `true, false, or {"fields"?, "preTag"?, "postTag"?, "fragmentSize"?, "fragments"?}`,
  highlightBoolean: "true or false",
  // what a property holds (`expected` when it is missing or of the wrong type)
  arrayOf: (what: string) => `an array of ${what}`,
  fieldName: "a field name",
  fieldNames: "field names",
  fieldToSearch: (names: string) => `the field to search: ${names}`,
  fieldOfKind: (kind: string, names: string) => `a field that ${kind} takes: ${names}`,
  qText: "free text to search for, a string",
  sortKeys: `sort keys {"field": …, "order": "asc" | "desc"}`,
  sortOrder: `"asc" or "desc"`,
  clauses: "query nodes",
  termValue: "the value to match",
  termValueTyped: "the value to match, typed by the field",
  phraseTerms: "words",
  prefixValue: "the prefix, a string",
  fuzzyValue: "the word to match approximately, a string",
  regexPattern: "a regular expression in the safe dialect, a string",
  multiFieldValue: "the value to match, a string",
  rangeBound: "a bound typed by the field",
  textWords: "the words to search for, a string",
  strictQuery: 'a strict-language query string such as customer:acme AND notes:"late delivery"',
  scoreFunctions: "score functions",
  weight: "a number ≥ 0",
  decayOriginAny: "the origin",
  decayOrigin: "the point of highest score, typed by the field",
  // JSON text (readJsonText) and values (readJsonValue)
  jsonEnd: "the end of the text after the value",
  jsonValue: "a JSON value (an object, array, string, number, true, false or null)",
  jsonPropertyName: `a property name in double quotes`,
  jsonColon: `":" after the property name`,
  jsonAfterProperty: `"," or "}" after a property value`,
  jsonAfterItem: `"," or "]" after an array item`,
  jsonClosingQuote: `a closing '"'`,
  jsonStringChar: `a character of a string (control characters must be escaped, e.g. "\\n")`,
  jsonHexDigits: `four hexadecimal digits after "\\u"`,
  jsonEscape: `an escape: \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX`,
  jsonDigit: "a digit",
  jsonFractionDigit: `a digit after "."`,
  jsonExponentDigit: `a digit in the exponent`,
  plainTree: "a tree of plain JSON values",
  argumentsOfAtMost: (max: number) => `arguments of at most ${max} characters as JSON text`,
  finiteJsonNumber: "a finite number (JSON has no NaN or Infinity)",
  anyJsonValue: "a JSON value",
  holelessArray: "an array without holes",
  plainValue: "a plain data value",
  plainObject: "a plain object",
  plainProperty: "a plain data property",
  // the safe regex dialect (parseRegex)
  regexAfterGroup: "a character, a group or the end of the pattern",
  regexRepeat: "a repetition {n}, {n,} or {n,m} with whole numbers",
  regexRepeatBounds: (max: number) => `repetition bounds of at most ${max}`,
  regexRepeatOrder: "a repetition {n,m} with n ≤ m",
  regexRepeated: "a character or group before the repetition",
  regexAnchor: (c: string) => `a character (patterns always match whole terms, so no anchors are needed; write \\${c} for a literal ${c})`,
  regexLiteral: (c: string) => `a character (write \\${c} for a literal ${c})`,
  regexGroup: "a plain group ( … ): lookaround, named and non-capturing groups are not in the dialect (groups never capture)",
  regexDepth: (max: number) => `groups nested at most ${max} deep`,
  regexClosingGroup: (at: number) => `a ")" closing the group opened at offset ${at}`,
  regexEscaped: (inClass: boolean) =>
    `an escaped punctuation character, or one of \\d \\D \\w \\W \\s \\S \\n \\t \\r${inClass ? "" : " (no backreferences, word boundaries or anchors)"}`,
  regexClosingClass: (at: number) => `a "]" closing the class opened at offset ${at}`,
  regexClassEnd: `a "]" closing the class`,
  regexClassChar: "at least one character in the class",
  regexRangeChars: "a range between two single characters",
  regexRangeOrder: "a range whose start is not after its end",
  regexLength: (max: number) => `a pattern of at most ${max} characters`,
  regexStates: (max: number) => `a pattern whose matcher needs at most ${max} states (counted repetitions copy what they repeat)`,
  // the string languages' fields: what a field is for (`a field that takes <what>`), and what a field is
  fieldTaking: (what: string, names: string) => `a field that takes ${what}: ${names}`,
  noFieldTaking: (what: string) => `no field of this document takes ${what}`,
  forTerm: "a term",
  forRange: "a range",
  forSlopPhrase: "a phrase with ~slop",
  forExists: "field:* (exists)",
  forExistsRange: "[* TO *] (exists)",
  forFuzzy: "a fuzzy term",
  forPrefix: "a prefix",
  forRegex: "a regular expression",
  forIn: `"in"`,
  forExistsCall: "exists()",
  forComparison: (op: string) => `a comparison with ${op}`,
  filterEscape: 'an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX',
  filterEndAfterParen: "the end of the filter (this ) closes nothing)",
  filterEnd: `"and", "or" or the end of the filter`,
  // the string languages' syntax
  strictInParens: `a query inside "( )"`,
  strictAfterClause: `AND, OR, another clause or ")"`,
  strictValue: `a value after the colon: a term, a "phrase", a /regex/, a [range], >=value, * or "("`,
  strictRangeBound: 'a range bound: a value, a "quoted value" or *',
  rangeBoundPlain: "a range bound without wildcards",
  rangeTo: `"TO" between the range's bounds (upper case)`,
  rangeClose: `"]" (inclusive) or "}" (exclusive) closing the range`,
  valueAfter: (op: string) => `a value after ${op}`,
  filterAfterCondition: `"and", "or" or ")"`,
  filterCondition: `a condition: a field name, exists(field), not or "("`,
  inAfterNot: `"in" after "not"`,
  listSeparator: `"," or "]" in the list of values`,
  // values (checkValue)
  int64: "an integer within the int64 range",
  safeInteger: (max: number) => `an integer between −${max} and ${max}`,
  safeInt64: (max: number) => `an integer between −${max} and ${max} (larger int64 values cannot be held exactly and are never rounded)`,
  isoDate: 'an ISO 8601 date string such as "2024-03-01"',
  realDate: (problem: string) => `a real ISO 8601 date (${problem})`,
  stringOfAtMostChars: (max: number) => `a string of at most ${max} characters`,
  filterOperator: (field: string) => `an operator after the field ${quote(field)}: = != < <= > >= in, or "not in"`,
} as const;

/** Quotes names for `expected`: `"a", "b" or "c"`; long lists are cut. */
export function listNames(names: readonly string[], max = 12): string {
  const quoted = names.slice(0, max).map((n) => JSON.stringify(n));
  const more = names.length > max ? `, … (${names.length - max} more)` : "";
  if (quoted.length <= 1) return (quoted[0] ?? "nothing") + more;
  return `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}${more}`;
}
