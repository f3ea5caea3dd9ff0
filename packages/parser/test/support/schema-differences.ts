import type { JsonRecord } from "./generate-queries.js";

/**
 * What the schema cannot express: documents the schema accepts and the parser rejects, each with
 * the reason. (The parser README lists the same cases.)
 */
export const SCHEMA_CANNOT_EXPRESS: readonly { readonly reason: string; readonly document: JsonRecord; readonly code: string }[] = [
  {
    reason: "a date that matches the ISO pattern but does not exist",
    code: "not-a-date",
    document: { v: 1, query: { type: "term", field: "issued", value: "2024-02-30" } },
  },
  {
    reason: "a date-time with hour 25",
    code: "not-a-date",
    document: { v: 1, query: { type: "range", field: "issued", gte: "2024-01-01T25:00:00Z" } },
  },
  { reason: "limit + offset above 10,000", code: "window-too-large", document: { v: 1, limit: 5000, offset: 5001 } },
  {
    reason: "a regex that is not well formed",
    code: "regex-",
    document: { v: 1, query: { type: "regex", field: "notes", pattern: "(ab" } },
  },
  { reason: "a strict string that does not parse", code: "", document: { v: 1, query: { type: "strict", query: 'notes:"unbalanced' } } },
  { reason: "a filter string naming an unknown field", code: "", document: { v: 1, filter: 'custmer = "acme"' } },
  {
    reason: "a range aggregation whose from is after its to",
    code: "empty-range",
    document: { v: 1, aggs: { a: { type: "range", field: "total", ranges: [{ from: 10, to: 5 }] } } },
  },
  {
    reason: "a date range aggregation whose from is after its to",
    code: "empty-range",
    document: { v: 1, aggs: { a: { type: "range", field: "issued", ranges: [{ from: "2024-02-01", to: "2024-01-01T23:00:00-02:00" }] } } },
  },
  {
    reason: "query nodes nested deeper than 32",
    code: "nodes-too-deep",
    document: (() => {
      let node: JsonRecord = { type: "matchAll" };
      // Through functionScore.query (one JSON level per node): through bool arrays the JSON depth bound (64) comes first.
      for (let i = 0; i < 33; i++) node = { type: "functionScore", query: node, functions: [{ type: "weight", weight: 1 }] };
      return { v: 1, query: node };
    })(),
  },
  {
    reason: "more than 1,024 query nodes",
    code: "too-many-nodes",
    document: {
      v: 1,
      query: {
        type: "bool",
        should: Array.from({ length: 5 }, () => ({ type: "bool", should: Array.from({ length: 250 }, () => ({ type: "matchAll" })) })),
      },
    },
  },
];
