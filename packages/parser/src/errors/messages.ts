import { QUERY_LIMITS } from "@oneindex/schema";
import { cutAtCodePoint, stringLength } from "../values/string-length.js";
import type { ParseProblem } from "./parse-problem.js";

/** A problem before it is worded: everything but the message. */
export type ProblemData = Omit<ParseProblem, "message">;

/** Words one problem code: everything after `<path>: `. Expected/found, suggestion and hint are appended by {@link wordProblem} unless the wording already used them. */
export type Wording = (p: ProblemData) => string;

const ef = (p: ProblemData): string =>
  p.expected !== undefined && p.found !== undefined ? `expected ${p.expected}, found ${p.found}` : p.expected !== undefined ? `expected ${p.expected}` : p.found !== undefined ? `found ${p.found}` : "";

/**
 * All wording of parse problems, keyed by code: the one place to read or change what the model
 * is told. To add codes (the string languages do), add entries here; a code without an entry is
 * worded from its `expected` and `found`.
 */
export const MESSAGES: Record<string, Wording> = {
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
  "unknown-property": (p) => `unknown property ${p.found}; ${p.expected !== undefined ? `allowed here: ${p.expected}` : "no properties are allowed here"}`,
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
};

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
  const tokens = path.slice(1).split("/").map((t) => (t.length <= QUERY_LIMITS.maxEchoLength ? t : `${cutAtCodePoint(t, QUERY_LIMITS.maxEchoLength)}…(${stringLength(t)} characters)`));
  let shown = `/${tokens.join("/")}`;
  if (shown.length > MAX_SHOWN_PATH && tokens.length > 4) shown = `/${tokens.slice(0, 2).join("/")}/…(${tokens.length - 4} levels)…/${tokens.slice(-2).join("/")}`;
  return cutText(shown, MAX_SHOWN_PATH * 2);
}

/** The full message of a problem: `<path>: <what is wrong> — did you mean "x"? <hint>`. */
export function wordProblem(p: ProblemData): string {
  const where = showPath(p.path) + (p.offset !== undefined ? ` (character ${p.offset + 1})` : "");
  const wording = Object.hasOwn(MESSAGES, p.code) ? MESSAGES[p.code] : undefined;
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
  if (atLeast) return count > 0 ? `- … and at least ${count} more problem${count === 1 ? "" : "s"} not listed (checking stopped there).` : "- … and maybe more: checking stopped there.";
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
    simple_query_string: { use: "strict", hint: `for free text use the root "q" string; for field:value syntax use {"type":"strict","query":"…"}` },
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
} as const;

/** "a text field", "an integer field": a field kind with its article. */
export function aFieldOf(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? "an" : "a"} ${kind} field`;
}

/** Short descriptions used in `expected`: what a JSON type is called. */
export const EXPECTED = {
  node: `a query node: an object with a "type"`,
  nodeOrFilterString: `a filter-language string or a query node (an object with a "type")`,
  object: "an object",
  array: "an array",
  string: "a string",
  boolean: "true or false",
  integer: "an integer",
  number: "a number",
} as const;

/** Quotes names for `expected`: `"a", "b" or "c"`; long lists are cut. */
export function listNames(names: readonly string[], max = 12): string {
  const quoted = names.slice(0, max).map((n) => JSON.stringify(n));
  const more = names.length > max ? `, … (${names.length - max} more)` : "";
  if (quoted.length <= 1) return (quoted[0] ?? "nothing") + more;
  return `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}${more}`;
}
