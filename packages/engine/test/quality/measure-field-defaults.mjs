// Issue 35: the default field combination of a `text` node over several fields, with no tuning and
// no feedback, measured on Cranfield DEV only (title and body, the english analyser, repeated words
// once, as the engine). Schemes: the best field per word (the engine's default before issue 35),
// the weighted sum over fields (Elasticsearch's most_fields), a per-word dis_max with a tie breaker,
// and Lucene's CombinedFieldQuery (BM25F: weighted tfs and lengths summed before one saturation).
// Field weights fixed (1, ½) or derived from the fields' average lengths. Prints dev only; with
// `--test` it also prints the test split for the scheme named by `--chosen` (after choosing on dev).
//   node packages/engine/test/quality/measure-field-defaults.mjs [--test --chosen <name>]
import { evaluateRanking, loadCranfield, ndcgAt } from "@oneindex/testdata";
import { newEnglishAnalyzer } from "../../dist/analysis/index.js";
import { cranfieldOrExit, fieldIndex, top } from "./cranfield-simulation.mjs";
import { f4, paired, winLoss } from "./paired-stats.mjs";

const englishAnalyzer = newEnglishAnalyzer();
const { documents, dev } = cranfieldOrExit();
const D = documents.length;
const terms = (text) => englishAnalyzer.analyze(text).map((t) => t.term);
const fields = { title: fieldIndex(documents, "title", terms), body: fieldIndex(documents, "body", terms) };
const idf = (N, n) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
const K1 = 1.2;
const B = 0.75;

/** Per field and query term, each doc's BM25 (the engine's per-field score, weight 1). */
function fieldScores(f, term) {
  const p = f.postings.get(term);
  const out = new Map();
  if (!p) return out;
  const w = idf(f.docCount, p.size);
  for (const [i, tf] of p) out.set(i, (w * tf) / (tf + K1 * (1 - B + (B * f.lengths[i]) / f.avg)));
  return out;
}

/** Scores of one query under `cfg`: { mode: "max" | "sum" | "tie" | "combined", weights, tie }. */
function score(queryTerms, cfg) {
  const scores = new Float64Array(D);
  const names = Object.keys(cfg.weights);
  for (const term of queryTerms) {
    if (cfg.mode === "combined") {
      // Lucene's CombinedFieldQuery: docFreq the largest field's, tf and length weighted sums, avgdl the weighted sum of averages.
      let df = 0;
      let avg = 0;
      for (const n of names) {
        df = Math.max(df, fields[n].postings.get(term)?.size ?? 0);
        avg += cfg.weights[n] * fields[n].avg;
      }
      if (df === 0) continue;
      const w = idf(D, df);
      const tfs = new Map();
      for (const n of names) for (const [i, tf] of fields[n].postings.get(term) ?? []) tfs.set(i, (tfs.get(i) ?? 0) + cfg.weights[n] * tf);
      for (const [i, tf] of tfs) {
        let dl = 0;
        for (const n of names) dl += cfg.weights[n] * fields[n].lengths[i];
        scores[i] += (w * tf) / (tf + K1 * (1 - B + (B * dl) / avg));
      }
      continue;
    }
    const per = names.map((n) => [cfg.weights[n], fieldScores(fields[n], term)]);
    const docs = new Set(per.flatMap(([, m]) => [...m.keys()]));
    for (const i of docs) {
      const s = per.map(([w, m]) => w * (m.get(i) ?? 0));
      const max = Math.max(...s);
      const sum = s.reduce((a, x) => a + x, 0);
      scores[i] += cfg.mode === "max" ? max : cfg.mode === "sum" ? sum : max + cfg.tie * (sum - max);
    }
  }
  return scores;
}

const run = (cfg) => (text) => top(score(new Set(terms(text)), cfg), 100).map((i) => documents[i].id);
const perQuery = (split, search) =>
  split.queries
    .filter((q) => split.qrels.has(String(q.id)))
    .map((q) => ndcgAt(search(q.text).map(String), split.qrels.get(String(q.id)), 10));

const { title, body } = fields;
const ratio = title.avg / body.avg;
console.log(
  `average lengths (tokens after analysis): title ${title.avg.toFixed(2)}, body ${body.avg.toFixed(2)}; ratio ${ratio.toFixed(3)}`,
);
const ones = { title: 1, body: 1 };
const configurations = [
  ["max (before)", { mode: "max", weights: ones }],
  ["sum 1/1", { mode: "sum", weights: ones }],
  ["sum title ½ (the tuned setup's weighting)", { mode: "sum", weights: { title: 0.5, body: 1 } }],
  [`sum title √ratio (${Math.sqrt(ratio).toFixed(3)})`, { mode: "sum", weights: { title: Math.sqrt(ratio), body: 1 } }],
  ...[0.1, 0.3, 0.5].map((tie) => [`tie ${tie}`, { mode: "tie", weights: ones, tie }]),
  ["combined 1/1", { mode: "combined", weights: ones }],
  ["combined title 2", { mode: "combined", weights: { title: 2, body: 1 } }],
  [
    `combined title 1/√ratio (${(1 / Math.sqrt(ratio)).toFixed(2)})`,
    { mode: "combined", weights: { title: 1 / Math.sqrt(ratio), body: 1 } },
  ],
];
const reference = perQuery(dev, run(configurations[0][1]));
console.log("scheme | nDCG@10 dev | MAP@100 dev | MRR@10 dev | vs max (paired) | better/worse");
for (const [name, cfg] of configurations) {
  const d = evaluateRanking(dev, run(cfg));
  const q = perQuery(dev, run(cfg));
  const delta = paired(q, reference);
  console.log(
    `${name} | ${f4(d.ndcg10)} | ${f4(d.map100)} | ${f4(d.mrr10)} | ${delta.mean >= 0 ? "+" : ""}${f4(delta.mean)} ± ${f4(delta.se)} | ${winLoss(q, reference)}`,
  );
}
const at = process.argv.indexOf("--chosen");
if (process.argv.includes("--test") && at > 0) {
  const chosen = configurations.find(([name]) => name.startsWith(process.argv[at + 1]));
  const { test } = loadCranfield();
  for (const [name, cfg] of [configurations[0], chosen]) console.log(`TEST ${name}: ${JSON.stringify(evaluateRanking(test, run(cfg)))}`);
}
