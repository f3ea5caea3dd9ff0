// Ranking proposals for the engine (issue 5 wants Cranfield nDCG@10 ≥ 0.40 on dev and test), measured
// with the engine's own `english` analyser and Lucene BM25 (k1 1.2, b 0.75) re-implemented here, so
// each proposal can be judged before it is built into the engine. Choices are made on dev only; the
// test split is printed for the chosen configurations, never searched over.
//   node packages/engine/test/quality/measure-ranking-proposals.mjs      (after a build)
import { evaluateRanking, hasDataSet, loadCranfield } from "@oneindex/testdata";
import { newEnglishAnalyzer } from "../../dist/analysis/index.js";
const englishAnalyzer = newEnglishAnalyzer();

if (!hasDataSet("cranfield")) {
  console.log("cranfield data set absent: nothing measured");
  process.exit(0);
}
const { documents, dev, test } = loadCranfield();
const D = documents.length;

function fieldIndex(field) {
  const postings = new Map();
  const lengths = new Float64Array(D);
  const termsOf = [];
  let total = 0;
  documents.forEach((d, i) => {
    const tokens = englishAnalyzer.analyze(d[field] ?? "");
    lengths[i] = tokens.length;
    total += tokens.length;
    const tf = new Map();
    for (const { term } of tokens) tf.set(term, (tf.get(term) ?? 0) + 1);
    termsOf[i] = tf;
    for (const [term, n] of tf) {
      let p = postings.get(term);
      if (!p) postings.set(term, (p = new Map()));
      p.set(i, n);
    }
  });
  return { postings, lengths, avg: total / D, termsOf };
}
const fields = { body: fieldIndex("body"), title: fieldIndex("title") };

/** Σ over query terms (weighted) and fields (weighted) of Lucene BM25. */
function bm25(queryWeights, fieldWeights) {
  const scores = new Float64Array(D);
  for (const [name, fw] of Object.entries(fieldWeights)) {
    const f = fields[name];
    for (const [term, qw] of queryWeights) {
      const p = f.postings.get(term);
      if (!p) continue;
      const idf = Math.log(1 + (D - p.size + 0.5) / (p.size + 0.5));
      for (const [i, tf] of p) scores[i] += (qw * fw * idf * tf) / (tf + 1.2 * (0.25 + (0.75 * f.lengths[i]) / f.avg));
    }
  }
  return scores;
}
const top = (scores, k) =>
  [...scores.keys()]
    .filter((i) => scores[i] > 0)
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k);

/** RM3-style pseudo-relevance feedback: the top `docs` documents' body term distributions, weighted by score, give `terms` expansion terms mixed in with weight `alpha`. */
function withFeedback(queryWeights, fieldWeights, { docs, terms, alpha }) {
  const first = bm25(queryWeights, fieldWeights);
  const feedback = top(first, docs);
  const z = feedback.reduce((s, i) => s + first[i], 0);
  const relevance = new Map();
  for (const i of feedback) {
    const len = fields.body.lengths[i];
    for (const [term, tf] of fields.body.termsOf[i]) relevance.set(term, (relevance.get(term) ?? 0) + (tf / len) * (first[i] / z));
  }
  const expansion = [...relevance].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, terms);
  const ez = expansion.reduce((s, [, v]) => s + v, 0);
  const qz = [...queryWeights.values()].reduce((s, v) => s + v, 0);
  const mixed = new Map([...queryWeights].map(([t, v]) => [t, ((1 - alpha) * v) / qz]));
  for (const [t, v] of expansion) mixed.set(t, (mixed.get(t) ?? 0) + (alpha * v) / ez);
  return bm25(mixed, fieldWeights);
}

function run({ dedupe, title, feedback }) {
  return (text) => {
    const q = new Map();
    for (const { term } of englishAnalyzer.analyze(text)) q.set(term, dedupe ? 1 : (q.get(term) ?? 0) + 1);
    const fw = title === 0 ? { body: 1 } : { body: 1, title };
    const scores = feedback ? withFeedback(q, fw, feedback) : bm25(q, fw);
    return top(scores, 100).map((i) => documents[i].id);
  };
}

const configurations = [
  ["body only (what one text field gives)", { dedupe: false, title: 0 }],
  ["body + 0.5 title (most_fields; the quality test's query)", { dedupe: false, title: 0.5 }],
  ["… and repeated query words counted once", { dedupe: true, title: 0.5 }],
  ["… and RM3 feedback (5 docs, 10 terms, alpha 0.3)", { dedupe: true, title: 0.5, feedback: { docs: 5, terms: 10, alpha: 0.3 } }],
];
const f4 = (x) => x.toFixed(4);
for (const [name, cfg] of configurations) {
  const d = evaluateRanking(dev, run(cfg));
  const t = evaluateRanking(test, run(cfg));
  console.log(`${name.padEnd(60)} dev ${f4(d.ndcg10)} (MAP ${f4(d.map100)})  test ${f4(t.ndcg10)} (MAP ${f4(t.map100)})`);
}
