import type { AggregationResults } from "../aggregate/aggregation-results.js";
import type { Explanation } from "../explain/explanation.js";

/** One hit. */
export interface SearchHit<Doc> {
  readonly id: string | number;
  readonly score: number;
  /** The document as it was added. */
  readonly document: Doc;
  /** Marked fragments per text field, only for fields with a match, when highlights were asked for. */
  readonly highlights?: Readonly<Record<string, string[]>>;
  /** The score's breakdown, with `execute({ explain: true })`. */
  readonly explanation?: Explanation;
}

/** The hits of one page and the total. */
export interface SearchResults<Doc> {
  readonly hits: SearchHit<Doc>[];
  /** `eq`: exact; `gte`: at least `value` (only when `countExactly` is false and over 1,000 match). */
  readonly total: { readonly value: number; readonly relation: "eq" | "gte" };
  /**
   * The aggregations asked for (`aggs`), by name in the order asked: computed over every match,
   * not the page. Present only when the call had `aggs`; the total is then always exact.
   */
  readonly aggregations?: AggregationResults;
}

/** Options of {@link PreparedQuery.execute}. */
export interface ExecuteOptions {
  /** Add a readable score breakdown to each hit. Default false. */
  readonly explain?: boolean;
  /**
   * How to run the query: `"auto"` (default) runs a disjunction of terms term at a time when it can
   * (see `PreparedQuery.strategy`), `"doc-at-a-time"` always through cursors. Both give the same
   * hits and scores; the choice is for checking that and for diagnosis.
   */
  readonly strategy?: "auto" | "doc-at-a-time";
}
