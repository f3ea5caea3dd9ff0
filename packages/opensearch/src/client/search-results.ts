import type { DocumentDefinition } from "@oneindex/schema";
import { idFieldName } from "@oneindex/schema/internal";
import type { Aggregation } from "@oneindex/parser";
import { toAggregationResults, type AggregationResults } from "./aggregation-results.js";
import { ClusterError } from "./cluster-error.js";
import { fromClusterSource } from "./document-shape.js";

/** One hit, in the embedded engine's shape. */
export interface SearchHit<Doc> {
  readonly id: string | number;
  readonly score: number;
  readonly document: Doc;
  readonly highlights?: Readonly<Record<string, string[]>>;
}

/** The hits of one page and the total, in the embedded engine's shape. */
export interface SearchResults<Doc> {
  readonly hits: SearchHit<Doc>[];
  readonly total: { readonly value: number; readonly relation: "eq" | "gte" };
  /** The aggregations asked for, by name in the order asked (present only when the call had `aggs`). */
  readonly aggregations?: AggregationResults;
}

interface RawResponse {
  timed_out?: boolean;
  _shards?: { failed?: number; failures?: Array<{ reason?: { type?: string; reason?: string } }> };
  hits?: {
    total?: { value: number; relation: "eq" | "gte" } | number;
    hits?: Array<{ _id: string; _score: number | null; _source?: Record<string, unknown>; highlight?: Record<string, string[]> }>;
  };
  aggregations?: unknown;
}

/**
 * Reads a `_search` response, documents in the definition's shape (geo points as `{ lat, lng }`),
 * and the aggregations `aggs` asked for (see `aggregation-results.ts`). A response with failed
 * shards or that timed out is an error, not a partial result presented as complete.
 */
export function toSearchResults<Doc>(body: unknown, doc: DocumentDefinition, aggs?: readonly Aggregation[]): SearchResults<Doc> {
  const idField = idFieldName(doc);
  const integerIds = doc.fields[idField]!.idType === "integer";
  const response = body as RawResponse;
  if (response === null || typeof response !== "object" || response.hits === undefined) {
    throw new ClusterError("unexpected-response", "the cluster's search response has no hits", undefined, body);
  }
  if ((response._shards?.failed ?? 0) > 0) {
    const reason = response._shards?.failures?.[0]?.reason;
    throw new ClusterError(
      "shard-failures",
      `${response._shards!.failed} shards failed: ${reason?.type ?? "error"}: ${reason?.reason ?? ""}`,
      undefined,
      response._shards,
    );
  }
  if (response.timed_out === true)
    throw new ClusterError("timed-out", "the search timed out on the cluster; its hits would be incomplete", undefined, body);
  const rawTotal = response.hits.total;
  const total =
    typeof rawTotal === "number" ? { value: rawTotal, relation: "eq" as const } : (rawTotal ?? { value: 0, relation: "eq" as const });
  const hits = (response.hits.hits ?? []).map((hit) => {
    const source = fromClusterSource(hit._source ?? {}, doc);
    const id = (source[idField] as string | number | undefined) ?? (integerIds ? Number(hit._id) : hit._id);
    return {
      id,
      score: hit._score ?? 0,
      document: source as Doc,
      ...(hit.highlight === undefined ? {} : { highlights: hit.highlight }),
    };
  });
  const results = { hits, total: { value: total.value, relation: total.relation } };
  if (aggs === undefined) return results;
  const fieldIsDate = (field: string) => doc.fields[field]?.kind === "date";
  return { ...results, aggregations: toAggregationResults(aggs, response.aggregations, fieldIsDate, body) };
}
