// One reviewed golden translation per node kind and function, written from the OpenSearch query DSL
// documentation (term, match_phrase, prefix, fuzzy, regexp, dis_max, range, exists, bool,
// match_all, match / multi_match, function_score), not from the code's output. Each body is also
// checked against the official API specification.
import { describe, expect, it } from "vitest";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import { hasDataSet } from "@oneindex/testdata";
import { toSearchRequest } from "../src/index.js";
import { Invoice } from "./support/definitions.js";
import { loadOpenSearchSpec, unknownQueryNames } from "./support/opensearch-spec.js";

const spec = hasDataSet("opensearch-api-spec") ? loadOpenSearchSpec() : undefined;

function root(query: QueryNode, extra: Partial<CheckedQuery> = {}): CheckedQuery {
  return { v: 1, query, limit: 10, offset: 0, countExactly: false, sort: [], ...extra };
}

function bodyFor(query: QueryNode, extra: Partial<CheckedQuery> = {}) {
  const body = toSearchRequest(root(query, extra), Invoice);
  if (spec !== undefined) {
    const ok = spec.searchBody(body);
    expect(ok, spec.errorsOf(spec.searchBody)).toBe(true);
    expect(unknownQueryNames(body, spec.queryNames)).toEqual([]);
  }
  return body;
}

const bool = (parts: Partial<Extract<QueryNode, { type: "bool" }>>): QueryNode => ({
  type: "bool",
  must: [],
  should: [],
  mustNot: [],
  filter: [],
  minimumShouldMatch: 0,
  boost: 1,
  ...parts,
});
const DAY = 86_400_000;

const GOLDEN: Array<[string, QueryNode, unknown]> = [
  [
    "term on keyword",
    { type: "term", field: "customer", value: { kind: "string", value: "acme" }, boost: 2 },
    { term: { customer: { value: "acme", boost: 2 } } },
  ],
  [
    "term on text is analysed",
    { type: "term", field: "notes", value: { kind: "string", value: "Steel" }, boost: 1 },
    { match_phrase: { notes: { query: "Steel" } } },
  ],
  ["term on integer", { type: "term", field: "count", value: { kind: "integer", value: 3 }, boost: 1 }, { term: { count: { value: 3 } } }],
  [
    "term on date",
    { type: "term", field: "issued", value: { kind: "date", value: Date.UTC(2024, 2, 1), text: "2024-03-01" }, boost: 1 },
    { term: { issued: { value: "2024-03-01T00:00:00.000Z" } } },
  ],
  // constant_score (query DSL docs: "wraps a filter query and returns every matching document with a relevance score equal to the boost").
  [
    "term on boolean",
    { type: "term", field: "paid", value: { kind: "boolean", value: true }, boost: 2 },
    { constant_score: { filter: { term: { paid: { value: true } } }, boost: 2 } },
  ],
  [
    "phrase with slop",
    { type: "phrase", field: "notes", terms: ["late", "delivery"], slop: 2, boost: 1 },
    { match_phrase: { notes: { query: "late delivery", slop: 2 } } },
  ],
  [
    "prefix folds on text",
    { type: "prefix", field: "notes", value: "Déliv", boost: 1 },
    { prefix: { notes: { value: "deliv", rewrite: "constant_score" } } },
  ],
  [
    "prefix exact on keyword",
    { type: "prefix", field: "customer", value: "Ac", boost: 1 },
    { prefix: { customer: { value: "Ac", rewrite: "constant_score" } } },
  ],
  [
    // match query docs: "fuzziness", "prefix_length", "fuzzy_transpositions", "max_expansions" analyse the query text first.
    "fuzzy on text: match with fuzziness",
    { type: "fuzzy", field: "notes", value: "stel", maxEdits: 1, prefixLength: 2, transpositions: false, boost: 1 },
    {
      match: { notes: { query: "stel", operator: "or", fuzziness: 1, prefix_length: 2, fuzzy_transpositions: false, max_expansions: 50 } },
    },
  ],
  [
    "fuzzy on keyword",
    { type: "fuzzy", field: "customer", value: "acmi", maxEdits: 1, prefixLength: 2, transpositions: false, boost: 1 },
    { fuzzy: { customer: { value: "acmi", fuzziness: 1, prefix_length: 2, transpositions: false, max_expansions: 50 } } },
  ],
  [
    "regex",
    {
      type: "regex",
      field: "customer",
      pattern: "ac.e[0-9]+|x",
      boost: 1,
      regex: {
        type: "alt",
        items: [
          {
            type: "concat",
            items: [
              { type: "char", codePoint: 97 },
              { type: "char", codePoint: 99 },
              { type: "any" },
              { type: "char", codePoint: 101 },
              { type: "repeat", item: { type: "class", ranges: [[48, 57]], negated: false }, min: 1 },
            ],
          },
          { type: "char", codePoint: 120 },
        ],
      },
    },
    { regexp: { customer: { value: "ac.e[0-9]+|x", flags: "NONE", rewrite: "constant_score" } } },
  ],
  [
    "multiFieldTerm is a dis_max",
    { type: "multiFieldTerm", fields: ["customer", "notes"], value: "acme", boost: 1.5 },
    {
      dis_max: {
        queries: [{ term: { customer: { value: "acme" } } }, { match_phrase: { notes: { query: "acme" } } }],
        tie_breaker: 0,
        boost: 1.5,
      },
    },
  ],
  [
    "range on number",
    { type: "range", field: "total", gte: { kind: "number", value: 100 }, lt: { kind: "number", value: 200.5 } },
    { range: { total: { gte: 100, lt: 200.5 } } },
  ],
  [
    "range on date",
    { type: "range", field: "issued", gt: { kind: "date", value: Date.UTC(2024, 0, 1), text: "2024-01-01" } },
    { range: { issued: { gt: "2024-01-01T00:00:00.000Z", format: "strict_date_optional_time" } } },
  ],
  // Before 1970: a formatted date, as the date field documentation asks (never a negative epoch millisecond count).
  [
    "range on a date before 1970",
    {
      type: "range",
      field: "issued",
      gte: { kind: "date", value: Date.UTC(1969, 6, 20, 20, 17), text: "1969-07-20T20:17Z" },
      lt: { kind: "date", value: Date.UTC(1900, 0, 1), text: "1900-01-01" },
    },
    { range: { issued: { gte: "1969-07-20T20:17:00.000Z", lt: "1900-01-01T00:00:00.000Z", format: "strict_date_optional_time" } } },
  ],
  [
    "range on keyword",
    { type: "range", field: "customer", gte: { kind: "string", value: "a" }, lte: { kind: "string", value: "m" } },
    { range: { customer: { gte: "a", lte: "m" } } },
  ],
  ["exists", { type: "exists", field: "office" }, { exists: { field: "office" } }],
  [
    "bool",
    bool({
      must: [{ type: "matchAll", boost: 1 }],
      should: [{ type: "term", field: "tags", value: { kind: "string", value: "x" }, boost: 1 }],
      mustNot: [{ type: "exists", field: "office" }],
      filter: [{ type: "term", field: "paid", value: { kind: "boolean", value: false }, boost: 1 }],
      minimumShouldMatch: 0,
      boost: 3,
    }),
    {
      bool: {
        must: [{ match_all: {} }],
        should: [{ term: { tags: { value: "x" } } }],
        minimum_should_match: 0,
        must_not: [{ exists: { field: "office" } }],
        filter: [{ constant_score: { filter: { term: { paid: { value: false } } } } }],
        boost: 3,
      },
    },
  ],
  ["matchAll", { type: "matchAll", boost: 0.5 }, { match_all: { boost: 0.5 } }],
  [
    "text on one field",
    { type: "text", text: "late steel", fields: ["notes"], operator: "and", boost: 1 },
    { match: { notes: { query: "late steel", operator: "and" } } },
  ],
  [
    "text on several fields",
    { type: "text", text: "late steel", fields: ["notes", "lines"], operator: "or", boost: 1 },
    { multi_match: { query: "late steel", fields: ["notes", "lines"], type: "cross_fields", operator: "or", tie_breaker: 0 } },
  ],
  [
    "functionScore with every function",
    {
      type: "functionScore",
      query: { type: "matchAll", boost: 1 },
      functions: [
        { type: "weight", weight: 2, filter: { type: "term", field: "paid", value: { kind: "boolean", value: true }, boost: 1 } },
        { type: "fieldValueFactor", field: "total", factor: 1.2, modifier: "log1p", missing: 1 },
        { type: "fieldValueFactor", field: "count", factor: 1, modifier: "none", weight: 0.5 },
        { type: "gauss", field: "total", origin: { kind: "number", value: 100 }, scale: 20, offset: 5, decay: 0.5 },
        {
          type: "exp",
          field: "issued",
          origin: { kind: "date", value: Date.UTC(2024, 2, 1), text: "2024-03-01" },
          scale: 7,
          offset: 1,
          decay: 0.3,
        },
        { type: "linear", field: "office", origin: { kind: "geo", lat: 48.85, lng: 2.35 }, scale: 10, offset: 0, decay: 0.5 },
      ],
      scoreMode: "sum",
      boostMode: "replace",
      maxBoost: 10,
      minScore: 0.1,
    },
    {
      function_score: {
        query: { match_all: {} },
        functions: [
          { weight: 2, filter: { constant_score: { filter: { term: { paid: { value: true } } } } } },
          { field_value_factor: { field: "total", factor: 1.2, modifier: "log1p", missing: 1 } },
          { field_value_factor: { field: "count" }, filter: { exists: { field: "count" } }, weight: 0.5 },
          { gauss: { total: { origin: 100, scale: 20, offset: 5, decay: 0.5 } } },
          { exp: { issued: { origin: "2024-03-01T00:00:00.000Z", scale: `${7 * DAY}ms`, offset: `${DAY}ms`, decay: 0.3 } } },
          { linear: { office: { origin: { lat: 48.85, lon: 2.35 }, scale: "10km", offset: "0km", decay: 0.5 } } },
        ],
        score_mode: "sum",
        boost_mode: "replace",
        max_boost: 10,
        min_score: 0.1,
      },
    },
  ],
  // A lone fieldValueFactor without `missing` gets an `exists` filter; the cluster then combines
  // filtered functions by score_mode, where avg would give (4·v)/4 instead of the single function's 4·v.
  [
    "lone fieldValueFactor keeps its weight under avg",
    {
      type: "functionScore",
      query: { type: "matchAll", boost: 1 },
      functions: [{ type: "fieldValueFactor", field: "total", factor: 1, modifier: "none", weight: 4 }],
      scoreMode: "avg",
      boostMode: "multiply",
      maxBoost: Number.MAX_VALUE,
    },
    {
      function_score: {
        query: { match_all: {} },
        functions: [{ field_value_factor: { field: "total" }, filter: { exists: { field: "total" } }, weight: 4 }],
        score_mode: "first",
        boost_mode: "multiply",
      },
    },
  ],
];

describe("golden translations", () => {
  it.each(GOLDEN)("%s", (_name, node, expected) => {
    expect(bodyFor(node).query).toEqual(expected);
  });

  it("puts q and query in must (scores add up) and filter in filter, with paging, counting and the id tie-break", () => {
    const q: QueryNode = { type: "text", text: "steel", fields: ["notes"], operator: "or", boost: 1 };
    const filter: QueryNode = { type: "range", field: "total", gte: { kind: "number", value: 100 } };
    const body = toSearchRequest(
      { v: 1, q, query: { type: "matchAll", boost: 1 }, filter, limit: 5, offset: 20, countExactly: true, sort: [] },
      Invoice,
    );
    expect(body).toEqual({
      query: {
        bool: {
          must: [{ match: { notes: { query: "steel", operator: "or" } } }, { match_all: {} }],
          filter: [{ range: { total: { gte: 100 } } }],
        },
      },
      from: 20,
      size: 5,
      track_total_hits: true,
      sort: ["_score", { id: { order: "asc" } }],
    });
  });

  it("sorts with missing values last, keeps scores, highlights, and counts to the 1,000 threshold", () => {
    const body = bodyFor(
      { type: "matchAll", boost: 1 },
      {
        sort: [{ field: "issued", order: "desc" }],
        highlight: { fields: ["notes"], preTag: "<b>", postTag: "</b>", fragmentSize: 100, fragments: 2 },
      },
    );
    expect(body.sort).toEqual([{ issued: { order: "desc", missing: "_last" } }, { id: { order: "asc" } }]);
    expect(body.track_scores).toBe(true);
    expect(body.track_total_hits).toBe(1000);
    expect(body.highlight).toEqual({
      pre_tags: ["<b>"],
      post_tags: ["</b>"],
      fragment_size: 100,
      number_of_fragments: 2,
      require_field_match: true,
      fields: { notes: {} },
    });
  });

  it("matches everything with no q, query or filter, and nothing scores under a lone filter", () => {
    expect(toSearchRequest({ v: 1, limit: 10, offset: 0, countExactly: false, sort: [] }, Invoice).query).toEqual({ match_all: {} });
    expect(
      toSearchRequest({ v: 1, filter: { type: "exists", field: "office" }, limit: 10, offset: 0, countExactly: false, sort: [] }, Invoice)
        .query,
    ).toEqual({
      bool: { filter: [{ exists: { field: "office" } }] },
    });
  });

  it("the spec check can fail: an unknown query name and a wrong shape are caught", () => {
    if (spec === undefined) return expect(hasDataSet("opensearch-api-spec")).toBe(false);
    expect(unknownQueryNames({ query: { bool: { must: [{ matchh: {} }] } } }, spec.queryNames)).toEqual(["/query/bool/must/0/matchh"]);
    expect(spec.searchBody({ query: { match_all: {} }, size: "ten" })).toBe(false);
  });
});
