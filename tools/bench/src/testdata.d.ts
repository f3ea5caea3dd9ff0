// Types for the untyped JavaScript of @oneindex/testdata (tools/testdata/src/index.js).
declare module "@oneindex/testdata" {
  export function dataDir(): string | undefined;
  export function hasDataSet(name: string): boolean;
  export function loadCranfield(): unknown;
  export function evaluateRanking(
    split: unknown,
    search: (text: string) => readonly (string | number)[],
  ): { queries: number; ndcg10: number; map100: number; mrr10: number };
}
