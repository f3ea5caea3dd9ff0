// Measures the engine's analysers against FlexSearch's encoders on Cranfield: speed (tokens/s) and
// ranking quality (dev nDCG@10 of one fixed textbook BM25 fed each tokenisation), plus FlexSearch's
// own ranked retrieval. Not a test (no timing in tests): run it after a build with
//   node packages/engine/test/quality/measure-analysis.mjs        (dev split only, never tuned on test)
// The numbers go to the README section "FlexSearch".
import { evaluateRanking, hasDataSet, loadCranfield } from "@oneindex/testdata";
import { Charset, Encoder, Index } from "flexsearch";
import englishPreset from "flexsearch/lang/en";
import { defineDocument, Field } from "@oneindex/schema";
import { newEnglishAnalyzer, newStandardAnalyzer } from "../../dist/analysis/index.js";
import { SearchIndex } from "../../dist/index.js";
const englishAnalyzer = newEnglishAnalyzer();
const standardAnalyzer = newStandardAnalyzer();

if (!hasDataSet("cranfield")) {
  console.log("cranfield data set absent: nothing measured");
  process.exit(0);
}
const cranfield = loadCranfield();
const docs = cranfield.documents;
const texts = docs.flatMap((d) => [d.title ?? "", d.body ?? ""]);
const chars = texts.reduce((n, t) => n + t.length, 0);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}
function throughput(name, terms) {
  let count = 0;
  for (const t of texts) count += terms(t).length; // warm-up
  const runs = [];
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    for (const t of texts) terms(t);
    runs.push(performance.now() - t0);
  }
  const ms = median(runs);
  return {
    name,
    tokens: count,
    ms: +ms.toFixed(1),
    tokensPerSecond: Math.round(count / (ms / 1000)),
    mbPerSecond: +(chars / 1e6 / (ms / 1000)).toFixed(1),
  };
}

// A fixed textbook BM25 (k1 1.2, b 0.75, Lucene idf), body + 0.5 × title summed, same for every tokenisation.
function bm25Quality(terms, split) {
  const fields = { body: 1, title: 0.5 };
  const stats = {};
  for (const f of Object.keys(fields)) {
    const postings = new Map();
    const lengths = [];
    let total = 0;
    docs.forEach((d, i) => {
      const ts = terms(d[f] ?? "");
      lengths[i] = ts.length;
      total += ts.length;
      for (const t of ts) {
        let m = postings.get(t);
        if (!m) postings.set(t, (m = new Map()));
        m.set(i, (m.get(i) ?? 0) + 1);
      }
    });
    stats[f] = { postings, lengths, avg: total / docs.length };
  }
  return evaluateRanking(split, (text) => {
    const scores = new Float64Array(docs.length);
    for (const t of new Set(terms(text))) {
      for (const [f, w] of Object.entries(fields)) {
        const s = stats[f];
        const p = s.postings.get(t);
        if (!p) continue;
        const idf = Math.log(1 + (docs.length - p.size + 0.5) / (p.size + 0.5));
        for (const [i, tf] of p) scores[i] += (w * idf * tf) / (tf + 1.2 * (0.25 + (0.75 * s.lengths[i]) / s.avg));
      }
    }
    return [...scores.keys()]
      .filter((i) => scores[i] > 0)
      .sort((a, b) => scores[b] - scores[a] || a - b)
      .slice(0, 100)
      .map((i) => docs[i].id);
  });
}

const flexEnglish = new Encoder({ ...Charset.Default, ...englishPreset, dedupe: false, cache: false });
const flexEnglishDefaults = new Encoder({ ...Charset.Default, ...englishPreset, cache: false });
const flexLatinBalance = new Encoder({ ...Charset.LatinBalance, cache: false });
const ours = (analyzer) => (t) => analyzer.analyze(t).map((x) => x.term);
const candidates = [
  ["oneindex english (Snowball stop, Porter2, offsets)", ours(englishAnalyzer)],
  ["oneindex standard (offsets)", ours(standardAnalyzer)],
  ["flexsearch Default + lang/en, dedupe off", (t) => flexEnglish.encode(t)],
  ["flexsearch Default + lang/en (defaults)", (t) => flexEnglishDefaults.encode(t)],
  ["flexsearch LatinBalance", (t) => flexLatinBalance.encode(t)],
];
const rows = candidates.map(([name, terms]) => ({
  ...throughput(name, terms),
  devNdcg10: +bm25Quality(terms, cranfield.dev).ndcg10.toFixed(4),
}));

// FlexSearch's own retrieval (resolution-ranked, unscored), English preset, on title + body.
const index = new Index({ encoder: new Encoder({ ...Charset.Default, ...englishPreset }), tokenize: "strict", resolution: 9 });
const t0 = performance.now();
for (const [i, d] of docs.entries()) index.add(i, `${d.title ?? ""} ${d.body ?? ""}`);
const buildMs = performance.now() - t0;
const flexRanking = (suggest) =>
  evaluateRanking(cranfield.dev, (text) => index.search(text, { limit: 100, suggest }).map((i) => docs[i].id));
const own = {
  buildMs: +buildMs.toFixed(1),
  devNdcg10And: +flexRanking(false).ndcg10.toFixed(4),
  devNdcg10Suggest: +flexRanking(true).ndcg10.toFixed(4),
};

// Query time, top 10, every dev question: FlexSearch's index (OR of words, "suggest") against ours (q over title and body).
const ours10 = new SearchIndex(defineDocument("Cranfield", { id: Field.id({ type: "integer" }), title: Field.text(), body: Field.text() }));
const t1 = performance.now();
ours10.add(docs.map((d) => ({ id: d.id, title: d.title ?? "", body: d.body ?? "" })));
const oursBuildMs = performance.now() - t1;
const questions = cranfield.dev.queries.map((q) => q.text);
function perQuery(run) {
  for (const q of questions) run(q);
  const runs = [];
  for (let r = 0; r < 5; r++) {
    const t = performance.now();
    for (const q of questions) run(q);
    runs.push(((performance.now() - t) / questions.length) * 1000);
  }
  return +median(runs).toFixed(1);
}
const prepared = questions.map((q) => ours10.parse({ v: 1, q, limit: 10 }));
let p = 0;
const latency = {
  flexsearchMicrosPerQuery: perQuery((q) => index.search(q, { limit: 10, suggest: true })),
  oneindexMicrosPerQuery: perQuery((q) => ours10.search({ v: 1, q, limit: 10 })),
  oneindexExecuteOnlyMicrosPerQuery: perQuery(() => prepared[p++ % prepared.length].execute()),
  oneindexBuildMs: +oursBuildMs.toFixed(1),
};

console.log(
  JSON.stringify(
    { node: process.version, documents: docs.length, characters: chars, analysers: rows, flexsearchIndex: own, latency },
    null,
    1,
  ),
);
