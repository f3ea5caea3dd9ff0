// Reading the cluster's answers: errors are never turned into empty results.
import { describe, expect, it } from "vitest";
import { ClusterError } from "../src/index.js";
import { clusterErrorFrom } from "../src/client/cluster-error.js";
import { toSearchResults } from "../src/client/search-results.js";

describe("toSearchResults", () => {
  it("reads hits in the engine's shape", () => {
    const body = {
      timed_out: false,
      _shards: { total: 1, successful: 1, failed: 0 },
      hits: { total: { value: 2, relation: "eq" }, hits: [{ _id: "7", _score: 1.5, _source: { id: 7, a: "x" }, highlight: { a: ["<em>x</em>"] } }, { _id: "9", _score: null, _source: { id: 9 } }] },
    };
    expect(toSearchResults(body, "id", true)).toEqual({
      hits: [
        { id: 7, score: 1.5, document: { id: 7, a: "x" }, highlights: { a: ["<em>x</em>"] } },
        { id: 9, score: 0, document: { id: 9 } },
      ],
      total: { value: 2, relation: "eq" },
    });
  });

  it("refuses partial answers: failed shards, timeouts, no hits", () => {
    const failed = { _shards: { failed: 1, failures: [{ reason: { type: "query_shard_exception", reason: "failed to create query" } }] }, hits: { hits: [] } };
    expect(() => toSearchResults(failed, "id", false)).toThrow(/1 shards failed: query_shard_exception: failed to create query/);
    expect(() => toSearchResults({ timed_out: true, hits: { hits: [] } }, "id", false)).toThrow(ClusterError);
    expect(() => toSearchResults({ error: "x" }, "id", false)).toThrow(/no hits/);
  });
});

describe("clusterErrorFrom", () => {
  it("names the cluster's root cause and the HTTP status", () => {
    const error = clusterErrorFrom({ meta: { statusCode: 400, body: { error: { type: "search_phase_execution_exception", root_cause: [{ type: "parsing_exception", reason: "unknown query [matchh]" }] } } } }, "searching x");
    expect(error.message).toBe("searching x failed (HTTP 400): parsing_exception: unknown query [matchh]");
    expect(error.status).toBe(400);
    expect(clusterErrorFrom({ meta: { statusCode: null }, message: "connect ECONNREFUSED" }, "creating index y").message).toBe("creating index y failed: connect ECONNREFUSED");
  });
});
