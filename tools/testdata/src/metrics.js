// Ranking-quality measures over graded judgements (relevance 0–4, 0 = judged not relevant).
// ranked: array of doc ids, best first; judged: Map<docId, relevance>.

/** nDCG@k with gains 2^rel − 1 and log2(rank + 1) discounts. */
export function ndcgAt(ranked, judged, k = 10) {
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + (2 ** (judged.get(String(id)) ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = [...judged.values()].sort((a, b) => b - a).slice(0, k);
  const idcg = ideal.reduce((sum, rel, i) => sum + (2 ** rel - 1) / Math.log2(i + 2), 0);
  return idcg === 0 ? 0 : dcg / idcg;
}

/** Average precision over the first k results; relevant means relevance > 0. */
export function averagePrecisionAt(ranked, judged, k = 100) {
  const relevant = [...judged.values()].filter((r) => r > 0).length;
  if (relevant === 0) return 0;
  let hits = 0;
  let sum = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if ((judged.get(String(id)) ?? 0) > 0) {
      hits++;
      sum += hits / (i + 1);
    }
  });
  return sum / relevant;
}

/** Reciprocal rank of the first relevant result within k. */
export function reciprocalRankAt(ranked, judged, k = 10) {
  const i = ranked.slice(0, k).findIndex((id) => (judged.get(String(id)) ?? 0) > 0);
  return i < 0 ? 0 : 1 / (i + 1);
}

/**
 * Mean nDCG@10, MAP@100 and MRR@10 of `search(text) → ranked ids` over a split
 * ({ queries, qrels }), counting only queries that have judgements.
 */
export function evaluateRanking(split, search) {
  let n = 0;
  const total = { ndcg10: 0, map100: 0, mrr10: 0 };
  for (const query of split.queries) {
    const judged = split.qrels.get(String(query.id));
    if (judged === undefined) continue;
    const ranked = search(query.text).map(String);
    total.ndcg10 += ndcgAt(ranked, judged, 10);
    total.map100 += averagePrecisionAt(ranked, judged, 100);
    total.mrr10 += reciprocalRankAt(ranked, judged, 10);
    n++;
  }
  return { queries: n, ndcg10: total.ndcg10 / n, map100: total.map100 / n, mrr10: total.mrr10 / n };
}
