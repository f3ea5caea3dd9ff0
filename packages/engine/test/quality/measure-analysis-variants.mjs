// Analysis variants on Cranfield with RM3 feedback (issue 5 wants nDCG@10 ≥ 0.40 on dev and test):
// stop lists (Snowball, Lucene's 33 words, SMART), on documents and queries or on queries only;
// stemmers (Porter2, Porter v1, Harman's S-stemmer, none); hyphenated compounds (parts, parts plus
// the joined word, joined only); and a few RM3 settings. Scoring is the field-weighted BM25 with RM3
// of measure-field-scoring.mjs (which reproduces the engine's 0.4028), fed each analysis.
// Every variant is measured on DEV only; nothing here reads the test split.
//   node packages/engine/test/quality/measure-analysis-variants.mjs      (after a build)
// Two inputs are optional and not shipped (licence): a stop list, one word a line, in
//   SMART_STOP=/path/to/english.stop (the SMART list of Lewis et al. 2004, appendix 11)
// and the `stemmer` package (Porter v1, MIT) as PORTER_V1=/path/to/stemmer/index.js.
// Columns: nDCG@10 | MAP@100 | MRR@10 | paired Δ nDCG@10 against the current setup ± its SE |
// queries better/worse than it.
import { readFileSync } from "node:fs";
import { evaluateRanking, ndcgAt } from "@oneindex/testdata";
import { stem as porter2 } from "porter2";
import { cranfieldOrExit, fieldIndex, top, withFeedback } from "./cranfield-simulation.mjs";
import {
  LUCENE_ENGLISH_STOP_WORDS,
  SNOWBALL_ENGLISH_STOP_WORDS,
  TextAnalyzer,
  newEnglishAnalyzer,
  newStandardAnalyzer,
} from "../../dist/analysis/index.js";
import { paired, f4 } from "./paired-stats.mjs";
const englishAnalyzer = newEnglishAnalyzer();
const standardAnalyzer = newStandardAnalyzer();

const { documents, dev } = cranfieldOrExit();
const D = documents.length;

/** A stop list file's words spelled as the tokeniser leaves them (`don't` → `dont`, `a's` → `a`). */
function readStopList(path) {
  const words = new Set();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const tokens = standardAnalyzer.analyze(line.trim());
    if (tokens.length === 1) words.add(tokens[0].term);
  }
  return words;
}
const smart = process.env.SMART_STOP ? readStopList(process.env.SMART_STOP) : undefined;
const porter1 = process.env.PORTER_V1 ? (await import(process.env.PORTER_V1)).stemmer : undefined;

/** Harman's S-stemmer (1991): -ies → -y, -es → -e, -s → "" (each with its exceptions). */
function sStem(w) {
  if (w.length > 3 && w.endsWith("ies") && !w.endsWith("eies") && !w.endsWith("aies")) return w.slice(0, -3) + "y";
  if (w.length > 3 && w.endsWith("es") && !w.endsWith("aes") && !w.endsWith("ees") && !w.endsWith("oes")) return w.slice(0, -1);
  if (w.length > 2 && w.endsWith("s") && !w.endsWith("us") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

const analyser = (stopWords, stem) => new TextAnalyzer("variant", { stopWords, stem });
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
/**
 * Terms of a text. `hyphen`: "split" (the engine: parts only), "both" (parts, plus the joined word
 * as one more term, as Lucene's WordDelimiterGraph with catenateWords), "join" (joined word only).
 */
function terms(a, hyphen = "split") {
  return (text) => {
    if (hyphen === "join") return a.analyze(text.replace(COMPOUND, (m) => m.replaceAll("-", ""))).map((t) => t.term);
    const out = a.analyze(text).map((t) => t.term);
    if (hyphen === "both") for (const m of text.matchAll(COMPOUND)) for (const t of a.analyze(m[0].replaceAll("-", ""))) out.push(t.term);
    return out;
  };
}

const idf = (N, n) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
const WEIGHTS = { body: 1, title: 0.5 };

/** Σ_fields w_f · BM25_f (k1 1.2, b 0.75), the engine's bool of text nodes. */
function score(fields, queryWeights) {
  const scores = new Float64Array(D);
  for (const [name, fw] of Object.entries(WEIGHTS)) {
    const f = fields[name];
    for (const [term, qw] of queryWeights) {
      const p = f.postings.get(term);
      if (!p) continue;
      const w = qw * fw * idf(f.docCount, p.size);
      for (const [i, tf] of p) scores[i] += (w * tf) / (tf + 1.2 * (0.25 + (0.75 * f.lengths[i]) / f.avg));
    }
  }
  return scores;
}

const indexCache = new Map();
/** `doc` analyses documents (and is the cache key `key`), `query` the questions (default: as documents). */
function run({ key, doc, query = doc, rm3 = {} }) {
  let fields = indexCache.get(key);
  if (!fields) indexCache.set(key, (fields = { body: fieldIndex(documents, "body", doc), title: fieldIndex(documents, "title", doc) }));
  return (text) => {
    const q = new Map();
    for (const term of query(text)) q.set(term, 1);
    const scores = rm3 === false ? score(fields, q) : withFeedback((w) => score(fields, w), fields.body, q, rm3);
    return top(scores, 100).map((i) => documents[i].id);
  };
}

const perQuery = (search) =>
  dev.queries.filter((q) => dev.qrels.has(String(q.id))).map((q) => ndcgAt(search(q.text).map(String), dev.qrels.get(String(q.id)), 10));

const current = terms(englishAnalyzer);
const snowball = (stem) => analyser(SNOWBALL_ENGLISH_STOP_WORDS, stem);
const variants = [
  ["current: Snowball stop, Porter2, hyphen parts, RM3 5/10/0.3", { key: "current", doc: current }],
  ["current without RM3", { key: "current", doc: current, rm3: false }],
  ...[
    [3, 10, 0.3],
    [10, 10, 0.3],
    [5, 5, 0.3],
    [5, 20, 0.3],
    [5, 10, 0.2],
    [5, 10, 0.4],
  ].map(([docs, n, alpha]) => [`current, RM3 ${docs}/${n}/${alpha}`, { key: "current", doc: current, rm3: { docs, terms: n, alpha } }]),
  ["stop: Lucene 33 (docs + queries)", { key: "lucene", doc: terms(analyser(LUCENE_ENGLISH_STOP_WORDS, porter2)) }],
  ["stop: none (docs + queries)", { key: "nostop", doc: terms(analyser(undefined, porter2)) }],
];
if (smart) {
  const withSnowball = new Set([...smart, ...SNOWBALL_ENGLISH_STOP_WORDS]);
  variants.push(
    [`stop: SMART ${smart.size} (docs + queries)`, { key: "smart", doc: terms(analyser(smart, porter2)) }],
    ["stop: SMART without RM3", { key: "smart", doc: terms(analyser(smart, porter2)), rm3: false }],
    [
      "stop: Snowball docs, SMART ∪ Snowball on queries only",
      { key: "current", doc: current, query: terms(analyser(withSnowball, porter2)) },
    ],
    [
      "stop: Snowball docs, SMART ∪ Snowball on queries, without RM3",
      { key: "current", doc: current, query: terms(analyser(withSnowball, porter2)), rm3: false },
    ],
  );
} else variants.push(["stop: SMART — SMART_STOP not given, not measured", null]);
if (porter1) {
  const doc = terms(snowball(porter1));
  variants.push(
    ["stem: Porter v1 (package stemmer)", { key: "porter1", doc }],
    ["stem: Porter v1 without RM3", { key: "porter1", doc, rm3: false }],
  );
  for (const [docs, n, alpha] of [
    [3, 10, 0.3],
    [10, 10, 0.3],
    [5, 5, 0.3],
    [5, 20, 0.3],
    [5, 10, 0.2],
    [5, 10, 0.4],
  ])
    variants.push([`stem: Porter v1, RM3 ${docs}/${n}/${alpha}`, { key: "porter1", doc, rm3: { docs, terms: n, alpha } }]);
} else variants.push(["stem: Porter v1 — PORTER_V1 not given, not measured", null]);
variants.push(
  ["stem: S-stemmer (Harman)", { key: "sstem", doc: terms(snowball(sStem)) }],
  ["stem: none", { key: "nostem", doc: terms(snowball(undefined)) }],
  ["hyphen: parts + joined word (docs + queries)", { key: "both", doc: terms(englishAnalyzer, "both") }],
  ["hyphen: parts + joined word, without RM3", { key: "both", doc: terms(englishAnalyzer, "both"), rm3: false }],
  ["hyphen: joined word only (docs + queries)", { key: "join", doc: terms(englishAnalyzer, "join") }],
  ["RM3 10 docs / 20 words / 0.3", { key: "current", doc: current, rm3: { docs: 10, terms: 20 } }],
  ["RM3 10 docs / 20 words / 0.5", { key: "current", doc: current, rm3: { docs: 10, terms: 20, alpha: 0.5 } }],
);

const reference = perQuery(run(variants[0][1]));
console.log("variant | nDCG@10 | MAP@100 | MRR@10 | Δ nDCG@10 vs current ± SE | queries better/worse");
for (const [name, cfg] of variants) {
  if (!cfg) {
    console.log(name);
    continue;
  }
  const d = evaluateRanking(dev, run(cfg));
  const each = perQuery(run(cfg));
  const delta = paired(each, reference);
  const better = each.filter((x, i) => x > reference[i] + 1e-9).length;
  const worse = each.filter((x, i) => x < reference[i] - 1e-9).length;
  console.log(
    `${name} | ${f4(d.ndcg10)} | ${f4(d.map100)} | ${f4(d.mrr10)} | ${delta.mean >= 0 ? "+" : ""}${f4(delta.mean)} ± ${f4(delta.se)} | ${better}/${worse}`,
  );
}
