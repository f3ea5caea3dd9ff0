import type { AggregationResults } from "@oneindex/engine";

/** One hit, as the embedded engine's. */
export interface SearchHit<Doc> {
  readonly id: string | number;
  readonly score: number;
  /** The document as it was added (the JSON kept in the source column). */
  readonly document: Doc;
  /** Marked fragments per text field, when highlights were asked for. */
  readonly highlights?: Readonly<Record<string, string[]>>;
}

/** The hits of one page, the total and the aggregations, as the embedded engine's. */
export interface SearchResults<Doc> {
  readonly hits: SearchHit<Doc>[];
  readonly total: { readonly value: number; readonly relation: "eq" | "gte" };
  readonly aggregations?: AggregationResults;
}
