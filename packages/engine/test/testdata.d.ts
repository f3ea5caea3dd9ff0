// Types of @oneindex/testdata (tools/testdata: plain JavaScript, no declarations of its own), as far
// as these tests use it.
declare module "@oneindex/testdata" {
  /** Whether a data set (e.g. "cranfield") is present. */
  export function hasDataSet(name: string): boolean;

  /** A Cranfield document. */
  export interface CranfieldDocument {
    readonly id: number;
    readonly title: string;
    readonly author: string;
    readonly body: string;
  }

  /** One split of a collection: its queries and, per query id, the graded judgements by doc id. */
  export interface RankingSplit {
    readonly queries: readonly { readonly id: number; readonly text: string }[];
    readonly qrels: ReadonlyMap<string, ReadonlyMap<string, number>>;
  }

  /** The Cranfield collection: documents and the dev and test splits. */
  export function loadCranfield(): { documents: CranfieldDocument[]; dev: RankingSplit; test: RankingSplit };

  /** Mean nDCG@10, MAP@100 and MRR@10 of `search(text) → ranked ids` over a split, counting only judged queries. */
  export function evaluateRanking(
    split: RankingSplit,
    search: (text: string) => readonly (string | number)[],
  ): { queries: number; ndcg10: number; map100: number; mrr10: number };
}
