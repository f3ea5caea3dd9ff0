// What the dev-only measurement scripts that re-implement scoring outside the engine share
// (measure-field-scoring.mjs, measure-analysis-variants.mjs, measure-scoring-models.mjs): Cranfield,
// per-field postings, and RM3 pseudo-relevance feedback as `index.feedbackQuery` computes it. Not a test.
import { hasDataSet, loadCranfield } from "@oneindex/testdata";

/** Cranfield's documents and dev split; exits the script when the data set is absent. */
export function cranfieldOrExit() {
  if (!hasDataSet("cranfield")) {
    console.log("cranfield data set absent: nothing measured");
    process.exit(0);
  }
  const { documents, dev } = loadCranfield();
  return { documents, dev };
}

/**
 * One field's postings (term → doc → tf), lengths, average length over docs with a token (BM25's
 * avgdl as the engine keeps it), per-doc term counts and docCount, with `analyse` giving a value's terms.
 */
export function fieldIndex(documents, field, analyse) {
  const postings = new Map();
  const lengths = new Float64Array(documents.length);
  const termsOf = [];
  let total = 0;
  let docCount = 0;
  documents.forEach((d, i) => {
    const terms = analyse(d[field] ?? "");
    lengths[i] = terms.length;
    total += terms.length;
    if (terms.length > 0) docCount++;
    const tf = new Map();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    termsOf[i] = tf;
    for (const [term, n] of tf) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = new Map()));
      p.set(i, n);
    }
  });
  return { postings, lengths, avg: total / docCount, termsOf, docCount };
}

/** Indexes of the `k` best positive scores, best first (ties by index). */
export const top = (scores, k) =>
  [...scores.keys()]
    .filter((i) => scores[i] > 0)
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k);

/**
 * RM3 over `score` (query weights → a score per document): the best `docs` documents' body term
 * distributions (`body.lengths`, `body.termsOf`) weighted by score share give `terms` expansion
 * words, mixed in with weight `alpha`; the rewrite reorders the original matches only (as the
 * engine's rewrite, where the original query is a must).
 */
export function withFeedback(score, body, queryWeights, { docs = 5, terms = 10, alpha = 0.3 } = {}) {
  const first = score(queryWeights);
  const feedback = top(first, docs);
  const z = feedback.reduce((s, i) => s + first[i], 0);
  const relevance = new Map();
  for (const i of feedback) {
    const len = body.lengths[i];
    for (const [term, tf] of body.termsOf[i]) relevance.set(term, (relevance.get(term) ?? 0) + (tf / len) * (first[i] / z));
  }
  const expansion = [...relevance].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, terms);
  const ez = expansion.reduce((s, [, v]) => s + v, 0);
  const qz = [...queryWeights.values()].reduce((s, v) => s + v, 0);
  const mixed = new Map([...queryWeights].map(([t, v]) => [t, ((1 - alpha) * v) / qz]));
  for (const [t, v] of expansion) mixed.set(t, (mixed.get(t) ?? 0) + (alpha * v) / ez);
  const final = score(mixed);
  for (let i = 0; i < final.length; i++) if (!(first[i] > 0)) final[i] = 0;
  return final;
}
