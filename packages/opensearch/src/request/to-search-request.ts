import type { DocumentDefinition } from "@oneindex/schema";
import { idFieldName } from "@oneindex/schema/internal";
import type { CheckedQuery, QueryNode } from "@oneindex/parser";
import type { TranslateContext } from "./context.js";
import type { DslQuery, DslSort, SearchRequestBody } from "./dsl.js";
import { translateNode } from "./translate-node.js";
import { translateAggregation, translateAggregations } from "./aggs/translate-aggregation.js";

/** The embedded engine's counting threshold (Lucene's): below it totals are exact, above it a lower bound. */
export const TOTAL_HITS_THRESHOLD = 1_000;

/** A context whose dispatcher closes over the definition. */
export function translateContext(doc: DocumentDefinition): TranslateContext {
  const ctx: TranslateContext = { doc, translate: (node: QueryNode) => translateNode(node, ctx) };
  return ctx;
}

/**
 * The `_search` body for a checked query: `q` and `query` as scoring `must` clauses (their scores
 * add up, as in the engine), `filter` as a non-scoring `filter` clause, `from`/`size`,
 * `track_total_hits` (true, or the 1,000 threshold; true with `aggs`, whose counts are exact), `sort`
 * with missing values last and the id as the final tie-breaker, `highlight`, and `aggs` (each kind
 * translated in `aggs/`, computed by the cluster over every match as by the engine). The string languages never reach the cluster as query
 * strings: they arrive here already parsed into nodes.
 */
export function toSearchRequest(query: CheckedQuery, doc: DocumentDefinition): SearchRequestBody {
  const ctx = translateContext(doc);
  const scoring = [query.q, query.query].filter((n): n is QueryNode => n !== undefined).map((n) => ctx.translate(n));
  let root: DslQuery;
  if (query.filter === undefined) {
    root = scoring.length === 0 ? { match_all: {} } : scoring.length === 1 ? scoring[0]! : { bool: { must: scoring } };
  } else {
    root = { bool: { ...(scoring.length > 0 ? { must: scoring } : {}), filter: [ctx.translate(query.filter)] } };
  }
  const id = idFieldName(doc);
  const sort: DslSort[] =
    query.sort.length === 0
      ? ["_score", { [id]: { order: "asc" } }]
      : [
          ...query.sort.map((key) => ({ [key.field]: { order: key.order, missing: "_last" as const } })),
          { [id]: { order: "asc" as const } },
        ];
  const body: SearchRequestBody = {
    query: root,
    from: query.offset,
    size: query.limit,
    track_total_hits: query.countExactly || query.aggs !== undefined ? true : TOTAL_HITS_THRESHOLD,
    sort,
  };
  if (query.sort.length > 0) body.track_scores = true;
  if (query.aggs !== undefined) body.aggs = translateAggregations(query.aggs, translateAggregation);
  if (query.highlight !== undefined) {
    const fields: Record<string, Record<string, never>> = {};
    for (const field of query.highlight.fields) fields[field] = {};
    body.highlight = {
      pre_tags: [query.highlight.preTag],
      post_tags: [query.highlight.postTag],
      fragment_size: query.highlight.fragmentSize,
      number_of_fragments: query.highlight.fragments,
      require_field_match: true,
      fields,
    };
  }
  return body;
}
