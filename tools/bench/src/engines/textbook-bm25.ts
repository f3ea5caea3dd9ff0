// A textbook BM25 reference for the ranking table: lower-case, split on non-alphanumerics, no stop
// words, no stemming, one field (title + body), k1 1.2, b 0.75, Lucene's idf.
import type { CranfieldDoc } from "../data/cranfield.js";
import type { RankingIndex } from "./engine.js";

/** k1 and b of the reference. */
export const TEXTBOOK_K1 = 1.2;
export const TEXTBOOK_B = 0.75;

/** Lower-case alphanumeric runs. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Builds the reference over Cranfield documents (title and body as one field). */
export function buildTextbookBm25(docs: readonly CranfieldDoc[]): RankingIndex {
  const postings = new Map<string, { doc: number; tf: number }[]>();
  const lengths: number[] = [];
  const ids: number[] = [];
  docs.forEach((d, i) => {
    const tokens = tokenize(`${d.title} ${d.body}`);
    lengths.push(tokens.length);
    ids.push(d.id);
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    for (const [t, n] of tf) {
      let list = postings.get(t);
      if (list === undefined) postings.set(t, (list = []));
      list.push({ doc: i, tf: n });
    }
  });
  const N = docs.length;
  const avgdl = lengths.reduce((a, b) => a + b, 0) / N;
  return {
    rank(text: string, k: number) {
      const scores = new Float64Array(N);
      for (const term of new Set(tokenize(text))) {
        const list = postings.get(term);
        if (list === undefined) continue;
        const idf = Math.log(1 + (N - list.length + 0.5) / (list.length + 0.5));
        for (const { doc, tf } of list) {
          const norm = TEXTBOOK_K1 * (1 - TEXTBOOK_B + (TEXTBOOK_B * (lengths[doc] ?? 0)) / avgdl);
          scores[doc] = (scores[doc] ?? 0) + (idf * tf) / (tf + norm);
        }
      }
      const order: number[] = [];
      for (let i = 0; i < N; i++) if ((scores[i] ?? 0) > 0) order.push(i);
      order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0));
      return order.slice(0, k).map((i) => ids[i] ?? 0);
    },
  };
}
