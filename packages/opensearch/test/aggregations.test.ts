// Aggregations on a cluster: one reviewed golden translation per kind, written from the OpenSearch
// aggregation documentation (terms, histogram, date_histogram, range, date_range, stats,
// cardinality, geo_distance) and checked against the API specification; then a recorded-style
// response read back into the engine's result shape.
import { describe, expect, it } from "vitest";
import { parseQuery } from "@oneindex/parser";
import { hasDataSet } from "@oneindex/testdata";
import { toSearchRequest, CARDINALITY_PRECISION } from "../src/index.js";
import { toSearchResults } from "../src/client/search-results.js";
import { Invoice } from "./support/definitions.js";
import { loadOpenSearchSpec, unknownAggregationParts } from "./support/opensearch-spec.js";

const spec = hasDataSet("opensearch-api-spec") ? loadOpenSearchSpec() : undefined;

function requestFor(aggs: Record<string, unknown>) {
  const query = parseQuery(Invoice, { v: 1, limit: 0, aggs }, { detail: "full" });
  const body = toSearchRequest(query, Invoice);
  if (spec !== undefined) {
    expect(spec.searchBody(body), spec.errorsOf(spec.searchBody)).toBe(true);
    expect(unknownAggregationParts(body.aggs as Record<string, unknown>, spec.aggregationProperties)).toEqual([]);
  }
  return { query, body };
}

const MARCH = Date.UTC(2024, 2, 1);

const GOLDEN: Array<[string, Record<string, unknown>, unknown]> = [
  [
    "terms by count, ties by key, with metrics per bucket",
    {
      type: "terms",
      field: "customer",
      size: 5,
      aggs: { totals: { type: "stats", field: "total" }, days: { type: "cardinality", field: "issued" } },
    },
    {
      terms: { field: "customer", size: 5, min_doc_count: 1, order: [{ _count: "desc" }, { _key: "asc" }] },
      aggs: {
        totals: { stats: { field: "total" } },
        days: { cardinality: { field: "issued", precision_threshold: CARDINALITY_PRECISION } },
      },
    },
  ],
  [
    "terms by key on a boolean",
    { type: "terms", field: "paid", order: "key", minCount: 2 },
    { terms: { field: "paid", size: 10, min_doc_count: 2, order: [{ _key: "asc" }] } },
  ],
  ["histogram", { type: "histogram", field: "total", interval: 50 }, { histogram: { field: "total", interval: 50, min_doc_count: 0 } }],
  [
    "date histogram by month in a time zone",
    { type: "dateHistogram", field: "issued", interval: "month", timeZone: "+02:00", minCount: 1 },
    {
      date_histogram: {
        field: "issued",
        calendar_interval: "month",
        time_zone: "+02:00",
        min_doc_count: 1,
        format: "uuuu-MM-dd'T'HH:mm:ssXXX",
      },
    },
  ],
  [
    "date histogram by hour: a fixed interval",
    { type: "dateHistogram", field: "issued", interval: "hour" },
    { date_histogram: { field: "issued", fixed_interval: "1h", time_zone: "Z", min_doc_count: 0, format: "uuuu-MM-dd'T'HH:mm:ssXXX" } },
  ],
  [
    "range over numbers keeps keys",
    { type: "range", field: "count", ranges: [{ to: 10 }, { from: 10, to: 100, key: "tens" }, { from: 100 }] },
    {
      range: {
        field: "count",
        ranges: [
          { to: 10, key: "*-10" },
          { from: 10, to: 100, key: "tens" },
          { from: 100, key: "100-*" },
        ],
      },
    },
  ],
  [
    "date_range with ISO instants",
    { type: "range", field: "issued", ranges: [{ from: "2024-03-01", to: "2024-04-01T00:00:00+02:00" }] },
    {
      date_range: {
        field: "issued",
        format: "strict_date_optional_time",
        ranges: [{ from: "2024-03-01T00:00:00.000Z", to: "2024-03-31T22:00:00.000Z", key: "2024-03-01-2024-04-01T00:00:00+02:00" }],
      },
    },
  ],
  ["stats", { type: "stats", field: "issued" }, { stats: { field: "issued" } }],
  [
    "cardinality at the largest precision",
    { type: "cardinality", field: "count" },
    { cardinality: { field: "count", precision_threshold: 40_000 } },
  ],
  [
    "geo_distance: lon, arc, the unit",
    { type: "geoDistance", field: "office", origin: { lat: 52.37, lng: 4.89 }, unit: "mi", ranges: [{ to: 10 }, { from: 10 }] },
    {
      geo_distance: {
        field: "office",
        origin: { lat: 52.37, lon: 4.89 },
        unit: "mi",
        distance_type: "arc",
        ranges: [
          { to: 10, key: "*-10" },
          { from: 10, key: "10-*" },
        ],
      },
    },
  ],
];

describe("golden aggregation translations", () => {
  for (const [name, agg, dsl] of GOLDEN) {
    it(name, () => {
      expect(requestFor({ a: agg }).body.aggs).toEqual({ a: dsl });
    });
  }

  it("counts every match exactly when there are aggregations, as the engine does", () => {
    const { body } = requestFor({ a: { type: "stats", field: "total" } });
    expect(body.track_total_hits).toBe(true);
    expect(body.size).toBe(0);
    expect(toSearchRequest(parseQuery(Invoice, { v: 1 }), Invoice).aggs).toBeUndefined();
  });
});

describe.runIf(spec !== undefined)("the aggregation checks of the specification", () => {
  it("refuse an unknown kind, a misspelt property and two kinds in one container", () => {
    const kinds = spec!.aggregationProperties;
    expect(unknownAggregationParts({ a: { termz: { field: "x" } } }, kinds)).toEqual(["/aggs/a/termz: unknown kind"]);
    expect(unknownAggregationParts({ a: { terms: { field: "x", minDocCount: 1 } } }, kinds)).toEqual([
      "/aggs/a/terms/minDocCount: not a property of terms",
    ]);
    expect(unknownAggregationParts({ a: { stats: { field: "x" }, max: { field: "x" } } }, kinds)).toEqual(["/aggs/a: 2 aggregation kinds"]);
    expect(unknownAggregationParts({ a: { terms: { field: "x" }, aggs: { s: { stats: { field: "y", interval: 1 } } } } }, kinds)).toEqual([
      "/aggs/a/aggs/s/stats/interval: not a property of stats",
    ]);
    expect(
      spec!.searchBody({ query: { match_all: {} }, aggs: { a: { date_histogram: { field: "x", calendar_interval: "fortnight" } } } }),
    ).toBe(false);
  });
});

describe("reading a response's aggregations", () => {
  const { query } = requestFor({
    byCustomer: {
      type: "terms",
      field: "customer",
      size: 2,
      aggs: { totals: { type: "stats", field: "total" }, days: { type: "cardinality", field: "issued" } },
    },
    paid: { type: "terms", field: "paid" },
    perMonth: { type: "dateHistogram", field: "issued", interval: "month", timeZone: "+02:00" },
    sizes: { type: "histogram", field: "total", interval: 100 },
    counts: { type: "range", field: "count", ranges: [{ from: 10 }, { to: 10 }] },
    issued: { type: "stats", field: "issued" },
    none: { type: "stats", field: "total" },
    near: { type: "geoDistance", field: "office", origin: { lat: 0, lng: 0 }, ranges: [{ to: 100 }] },
  });
  // The shape of an OpenSearch 2.x `_search` response with these aggregations.
  const response = {
    took: 3,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { total: { value: 7, relation: "eq" }, max_score: null, hits: [] },
    aggregations: {
      byCustomer: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 2,
        buckets: [
          { key: "acme", doc_count: 3, totals: { count: 3, min: 10, max: 30, avg: 20, sum: 60 }, days: { value: 2 } },
          { key: "zeta", doc_count: 2, totals: { count: 0, min: null, max: null, avg: null, sum: 0 }, days: { value: 0 } },
        ],
      },
      paid: {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: 0,
        buckets: [
          { key: 1, key_as_string: "true", doc_count: 4 },
          { key: 0, key_as_string: "false", doc_count: 3 },
        ],
      },
      perMonth: { buckets: [{ key_as_string: "2024-03-01T00:00:00+02:00", key: MARCH - 7_200_000, doc_count: 5 }] },
      sizes: {
        buckets: [
          { key: 0.0, doc_count: 4 },
          { key: 100.0, doc_count: 3 },
        ],
      },
      // The cluster sorts range buckets by their bounds.
      counts: {
        buckets: [
          { key: "*-10", to: 10.0, doc_count: 6 },
          { key: "10-*", from: 10.0, doc_count: 1 },
        ],
      },
      issued: {
        count: 2,
        min: MARCH,
        max: MARCH + 1500,
        avg: MARCH + 750,
        sum: 2 * MARCH + 1500,
        min_as_string: "2024-03-01T00:00:00.000Z",
        max_as_string: "2024-03-01T00:00:01.500Z",
      },
      none: { count: 0, min: null, max: null, avg: null, sum: 0.0 },
      near: { buckets: [{ key: "*-100", from: 0.0, to: 100.0, doc_count: 1 }] },
    },
  };

  it("gives the engine's shape: boolean keys, ranges in the order asked, date texts, approximate cardinality", () => {
    const results = toSearchResults(response, Invoice, query.aggs);
    expect(results.total).toEqual({ value: 7, relation: "eq" });
    expect(results.aggregations).toEqual({
      byCustomer: {
        buckets: [
          {
            key: "acme",
            count: 3,
            aggs: { totals: { count: 3, min: 10, max: 30, avg: 20, sum: 60 }, days: { value: 2, relation: "eq", approximate: true } },
          },
          {
            key: "zeta",
            count: 2,
            aggs: { totals: { count: 0, min: null, max: null, avg: null, sum: 0 }, days: { value: 0, relation: "eq", approximate: true } },
          },
        ],
        otherCount: 2,
      },
      paid: {
        buckets: [
          { key: true, keyAsString: "true", count: 4 },
          { key: false, keyAsString: "false", count: 3 },
        ],
        otherCount: 0,
      },
      perMonth: { buckets: [{ key: MARCH - 7_200_000, keyAsString: "2024-03-01T00:00:00+02:00", count: 5 }] },
      sizes: {
        buckets: [
          { key: 0, count: 4 },
          { key: 100, count: 3 },
        ],
      },
      counts: {
        buckets: [
          { key: "10-*", from: 10, count: 1 },
          { key: "*-10", to: 10, count: 6 },
        ],
      },
      issued: {
        count: 2,
        min: MARCH,
        max: MARCH + 1500,
        avg: MARCH + 750,
        sum: 2 * MARCH + 1500,
        minAsString: "2024-03-01T00:00:00Z",
        maxAsString: "2024-03-01T00:00:01.500Z",
      },
      none: { count: 0, min: null, max: null, avg: null, sum: 0 },
      near: { buckets: [{ key: "*-100", to: 100, count: 1 }] },
    });
    expect(Object.keys(results.aggregations!)).toEqual(["byCustomer", "paid", "perMonth", "sizes", "counts", "issued", "none", "near"]);
  });

  it("is absent without aggs, and an aggregation missing from the response is an error", () => {
    expect(toSearchResults(response, Invoice).aggregations).toBeUndefined();
    const { aggregations: _dropped, ...without } = response;
    expect(() => toSearchResults(without, Invoice, query.aggs)).toThrow(/no aggregation "byCustomer"/);
    const noSub = {
      ...response,
      aggregations: { ...response.aggregations, byCustomer: { sum_other_doc_count: 0, buckets: [{ key: "acme", doc_count: 1 }] } },
    };
    expect(() => toSearchResults(noSub, Invoice, query.aggs)).toThrow(/no aggregation "totals"/);
  });
});

describe("stats past Number.MAX_VALUE (issue 32, item 9)", () => {
  it("reads the cluster's infinite sum as ±MAX_VALUE with sumOverflow, never as the empty marker", async () => {
    const { toAggregationResults } = await import("../src/client/aggregation-results.js");
    const aggs = [
      { type: "stats", name: "up", path: "/aggs/up", field: "total" },
      { type: "stats", name: "down", path: "/aggs/down", field: "total" },
    ] as never;
    const raw = {
      up: { count: 3, min: 1e308, max: 1.7e308, avg: "Infinity", sum: "Infinity" },
      down: { count: 2, min: -1.7e308, max: -1.7e308, avg: -1.7e308, sum: "-Infinity" },
    };
    const out = toAggregationResults(aggs, raw, () => false);
    expect(out["up"]).toEqual({ count: 3, min: 1e308, max: 1.7e308, avg: Number.MAX_VALUE, sum: Number.MAX_VALUE, sumOverflow: true });
    expect(out["down"]).toEqual({ count: 2, min: -1.7e308, max: -1.7e308, avg: -1.7e308, sum: -Number.MAX_VALUE, sumOverflow: true });
  });
});
