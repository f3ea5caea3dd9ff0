// Ranking quality on Cranfield: nDCG@10, MAP@100 and MRR@10 on the dev and test splits.
import { evaluateRanking } from "@oneindex/testdata";
import type { Cranfield, CranfieldSplit } from "../data/cranfield.js";
import type { RankingIndex } from "../engines/engine.js";

/** The three measures over one split. */
export interface SplitQuality {
  readonly queries: number;
  readonly ndcg10: number;
  readonly map100: number;
  readonly mrr10: number;
}

/** Quality on the dev split and (except in the quick run) the test split. */
export interface RankingQuality {
  readonly dev: SplitQuality;
  readonly test?: SplitQuality;
}

async function evaluate(split: CranfieldSplit, index: RankingIndex): Promise<SplitQuality> {
  // evaluateRanking is synchronous: rank every query first (some engines answer with a promise).
  const ranked = new Map<string, readonly (string | number)[]>();
  for (const q of split.queries) ranked.set(q.text, await index.rank(q.text, 100));
  return evaluateRanking(split, (text) => ranked.get(text) ?? []);
}

/** Evaluates one ranking index on dev and, unless `devOnly`, on test. */
export async function measureRanking(cranfield: Cranfield, index: RankingIndex, devOnly = false): Promise<RankingQuality> {
  const dev = await evaluate(cranfield.dev, index);
  return devOnly ? { dev } : { dev, test: await evaluate(cranfield.test, index) };
}
