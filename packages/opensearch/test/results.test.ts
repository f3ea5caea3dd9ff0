// Reading the cluster's answers: errors are never turned into empty results.
import { describe, expect, it } from "vitest";
import { ClusterError } from "../src/index.js";
import { clusterErrorFrom } from "../src/client/cluster-error.js";
import { toSearchResults } from "../src/client/search-results.js";
import { fromClusterSource, toClusterDocument } from "../src/client/document-shape.js";
import { defineDocument, Field } from "@oneindex/schema";

const Numbered = defineDocument("Numbered", { id: Field.id({ type: "integer" }), a: Field.keyword() });
const Place = defineDocument("Place", {
  id: Field.id(),
  at: Field.geoPoint({ filterable: true }),
  stops: Field.geoPoint({ array: true, filterable: true }),
  name: Field.keyword(),
});

describe("toSearchResults", () => {
  it("reads hits in the engine's shape", () => {
    const body = {
      timed_out: false,
      _shards: { total: 1, successful: 1, failed: 0 },
      hits: {
        total: { value: 2, relation: "eq" },
        hits: [
          { _id: "7", _score: 1.5, _source: { id: 7, a: "x" }, highlight: { a: ["<em>x</em>"] } },
          { _id: "9", _score: null, _source: { id: 9 } },
        ],
      },
    };
    expect(toSearchResults(body, Numbered)).toEqual({
      hits: [
        { id: 7, score: 1.5, document: { id: 7, a: "x" }, highlights: { a: ["<em>x</em>"] } },
        { id: 9, score: 0, document: { id: 9 } },
      ],
      total: { value: 2, relation: "eq" },
    });
  });

  it("refuses partial answers: failed shards, timeouts, no hits", () => {
    const failed = {
      _shards: { failed: 1, failures: [{ reason: { type: "query_shard_exception", reason: "failed to create query" } }] },
      hits: { hits: [] },
    };
    expect(() => toSearchResults(failed, Numbered)).toThrow(/1 shards failed: query_shard_exception: failed to create query/);
    expect(() => toSearchResults({ timed_out: true, hits: { hits: [] } }, Numbered)).toThrow(ClusterError);
    expect(() => toSearchResults({ error: "x" }, Numbered)).toThrow(/no hits/);
  });
});

describe("clusterErrorFrom", () => {
  it("names the cluster's root cause and the HTTP status", () => {
    const error = clusterErrorFrom(
      {
        meta: {
          statusCode: 400,
          body: {
            error: {
              type: "search_phase_execution_exception",
              root_cause: [{ type: "parsing_exception", reason: "unknown query [matchh]" }],
            },
          },
        },
      },
      "searching x",
    );
    expect(error.message).toBe("searching x failed (HTTP 400): parsing_exception: unknown query [matchh]");
    expect(error.status).toBe(400);
    expect(clusterErrorFrom({ meta: { statusCode: null }, message: "connect ECONNREFUSED" }, "creating index y").message).toBe(
      "creating index y failed: connect ECONNREFUSED",
    );
  });
});

// The geo_point documentation's object form is { "lat": …, "lon": … }; the definition's is { lat, lng }.
describe("geo points between the definition's shape and the cluster's", () => {
  const document = {
    id: "p",
    at: { lat: 48.85, lng: 2.35 },
    stops: [
      { lat: 1, lng: 2 },
      { lat: -3, lng: 4 },
    ],
    name: "lng",
  };

  it("spells points { lat, lon } going to the cluster, single and array fields, and nothing else", () => {
    expect(toClusterDocument(document, Place)).toEqual({
      id: "p",
      at: { lat: 48.85, lon: 2.35 },
      stops: [
        { lat: 1, lon: 2 },
        { lat: -3, lon: 4 },
      ],
      name: "lng",
    });
    expect(document.at).toEqual({ lat: 48.85, lng: 2.35 });
  });

  it("gives hits back in the definition's shape", () => {
    const source = toClusterDocument(document, Place);
    expect(fromClusterSource(source, Place)).toEqual(document);
    const body = { hits: { total: { value: 1, relation: "eq" }, hits: [{ _id: "p", _score: 1, _source: source }] } };
    expect(toSearchResults(body, Place).hits[0]!.document).toEqual(document);
  });
});
