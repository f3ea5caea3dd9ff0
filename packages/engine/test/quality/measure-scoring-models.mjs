// Scoring families and expansion methods on Cranfield beside the current setup (issue 5 wants
// nDCG@10 ≥ 0.40 on dev and test): the field-weighted BM25 (body + ½ title) with RM3 5/10/0.3 that
// tools/bench's buildCranfield runs, 0.4028 on dev. Each model keeps the same analysis (the
// `english` analyser's terms) and the same field weighting (score = S_body + ½ · S_title, one model
// per field with that field's statistics), and, like the engine's feedback rewrite, re-ranks only
// the documents the original query matches. Families:
//   - language models: Dirichlet smoothing as the query likelihood (Zhai & Lafferty), and as
//     Lucene's LMDirichletSimilarity (each matched term clamped at 0; Anserini's QL);
//     Jelinek-Mercer; each with RM3 (Lavrenko & Croft's P(Q|D) document weights, or Anserini's
//     score share) at the engine's 5/10/0.3 and Anserini's 10/10/0.5;
//   - DFR models as Terrier 5 defines them (PL2, InL2, In_expB2 with normalisation 2 and its c;
//     DPH and DLH13, parameter-free), alone, with Terrier's query expansion (Bo1, KL; 3 documents,
//     10 terms, parameter-free normaliser, a term in ≥ 2 feedback documents) and with RM3;
//   - Bo1 / KL / Bo2 expansion on BM25 instead of RM3;
//   - axiomatic F2EXP and F2LOG (Fang & Zhai), the log-logistic LGD (Clinchant & Gaussier), BM25 with a k3 query-term-frequency model, and RM3
//     variants: the original words weighted by idf, Terrier's RM1 document weights (softmax of the
//     scores) and its term filter (df ≥ 2 and < 10% of the documents).
// Every configuration is measured on DEV only; nothing here reads the test split.
//   node packages/engine/test/quality/measure-scoring-models.mjs      (after a build; 194 configurations, ~15 s)
// Columns: nDCG@10 | MAP@100 | MRR@10 | paired Δ nDCG@10 against the current setup ± its SE
// (per-query differences over the 113 dev queries) | queries better/worse than it.
import { evaluateRanking, ndcgAt } from "@oneindex/testdata";
import { newEnglishAnalyzer } from "../../dist/analysis/index.js";
import { cranfieldOrExit, fieldIndex, top, withFeedback } from "./cranfield-simulation.mjs";
import { paired, f4 } from "./paired-stats.mjs";
const englishAnalyzer = newEnglishAnalyzer();

const { documents, dev } = cranfieldOrExit();
const D = documents.length;
const englishTerms = (text) => englishAnalyzer.analyze(text).map((t) => t.term);
const WEIGHTS = { body: 1, title: 0.5 };
const fields = {};
for (const name of Object.keys(WEIGHTS)) {
  const f = fieldIndex(documents, name, englishTerms);
  f.cf = new Map([...f.postings].map(([term, p]) => [term, [...p.values()].reduce((s, n) => s + n, 0)]));
  f.tokens = f.lengths.reduce((s, n) => s + n, 0);
  fields[name] = f;
}
const log2 = Math.log2;

// ---- per-field term weights: (f, term, postings) → (tf, dl) → weight; `doc` adds a per-document part.
const bm25idf = (N, n) => Math.log(1 + (N - n + 0.5) / (n + 0.5));
const bm25 = ({ k1 = 1.2, b = 0.75 } = {}) => ({
  term: (f, _t, p) => {
    const idf = bm25idf(f.docCount, p.size);
    return (tf, dl) => (idf * tf) / (tf + k1 * (1 - b + (b * dl) / f.avg));
  },
});
/** Query likelihood with Dirichlet smoothing, rank-equivalent form: Σ qw·log(1 + tf/(μ p)) + Σ qw · log(μ/(dl+μ)). */
const dirichlet = (mu) => ({
  term: (f, t) => {
    const p = f.cf.get(t) / f.tokens;
    return (tf) => Math.log(1 + tf / (mu * p));
  },
  doc: (_f, dl) => Math.log(mu / (dl + mu)),
});
/** Lucene's LMDirichletSimilarity (Anserini's QL): each matched term max(0, log(1 + tf/(μ p)) + log(μ/(dl+μ))). */
const dirichletLucene = (mu) => ({
  term: (f, t) => {
    const p = f.cf.get(t) / f.tokens;
    return (tf, dl) => Math.max(0, Math.log(1 + tf / (mu * p)) + Math.log(mu / (dl + mu)));
  },
});
/** Jelinek-Mercer, rank-equivalent: Σ qw · log(1 + (1−λ) tf / (λ dl p)). */
const jelinekMercer = (lambda) => ({
  term: (f, t) => {
    const p = f.cf.get(t) / f.tokens;
    return (tf, dl) => Math.log(1 + ((1 - lambda) * tf) / (lambda * dl * p));
  },
});
// Terrier 5's DFR models (numberOfDocuments N, averageDocumentLength avl, termFrequency F = cf,
// documentFrequency n; logs base 2; idfDFR(x) = log2((N+1)/(x+0.5))).
const idfDFR = (N, x) => log2((N + 1) / (x + 0.5));
const tfn2 = (f, c, tf, dl) => tf * log2(1 + (c * f.avg) / dl);
const PL2 = (c) => ({
  term: (f, t) => {
    const lambda = f.cf.get(t) / f.docCount;
    return (tf, dl) => {
      const TF = tfn2(f, c, tf, dl);
      return (TF * log2(1 / lambda) + lambda * Math.LOG2E + 0.5 * log2(2 * Math.PI * TF) + TF * (log2(TF) - Math.LOG2E)) / (TF + 1);
    };
  },
});
const InL2 = (c) => ({
  term: (f, _t, p) => {
    const idf = idfDFR(f.docCount, p.size);
    return (tf, dl) => {
      const TF = tfn2(f, c, tf, dl);
      return (TF * idf) / (TF + 1);
    };
  },
});
const InExpB2 = (c) => ({
  term: (f, t, p) => {
    const F = f.cf.get(t);
    const idf = idfDFR(f.docCount, f.docCount * (1 - Math.exp(-F / f.docCount)));
    return (tf, dl) => {
      const TF = tfn2(f, c, tf, dl);
      return (TF * idf * (F + 1)) / (p.size * (TF + 1));
    };
  },
});
const DPH = () => ({
  term: (f, t) => {
    const F = f.cf.get(t);
    return (tf, dl) => {
      const r = tf / dl;
      if (r >= 1) return 0; // a one-word field: Terrier's formula is 0 · −∞ there
      const norm = ((1 - r) * (1 - r)) / (tf + 1);
      return norm * (tf * log2(((tf * f.avg) / dl) * (f.docCount / F)) + 0.5 * log2(2 * Math.PI * tf * (1 - r)));
    };
  },
});
const DLH13 = () => ({
  term: (f, t) => {
    const F = f.cf.get(t);
    return (tf, dl) => {
      const r = tf / dl;
      if (r >= 1) return 0; // a one-word field: Terrier's formula is −∞ there
      return (tf * log2(((tf * f.avg) / dl) * (f.docCount / F)) + 0.5 * log2(2 * Math.PI * tf * (1 - r))) / (tf + 0.5);
    };
  },
});
/** Log-logistic LGD (Clinchant & Gaussier; Terrier 5): log2((n/N + tfn) / (n/N)), tfn normalisation 2. */
const LGD = (c) => ({
  term: (f, _t, p) => {
    const lambda = p.size / f.docCount;
    return (tf, dl) => log2((lambda + tfn2(f, c, tf, dl)) / lambda);
  },
});
/** Axiomatic F2EXP / F2LOG (Fang & Zhai 2005): idf' · tf / (tf + s + s·dl/avdl). */
const F2EXP = ({ s = 0.5, k = 0.35 } = {}) => ({
  term: (f, _t, p) => {
    const idf = ((f.docCount + 1) / p.size) ** k;
    return (tf, dl) => (idf * tf) / (tf + s + (s * dl) / f.avg);
  },
});
const F2LOG = ({ s = 0.5 } = {}) => ({
  term: (f, _t, p) => {
    const idf = Math.log((f.docCount + 1) / p.size);
    return (tf, dl) => (idf * tf) / (tf + s + (s * dl) / f.avg);
  },
});

/** Σ_fields w_f · model_f over weighted query terms (terms a field has never seen are skipped in it). */
function scorer(model) {
  return (queryWeights) => {
    const scores = new Float64Array(D);
    for (const [name, fw] of Object.entries(WEIGHTS)) {
      const f = fields[name];
      let present = 0;
      for (const [term, qw] of queryWeights) {
        const p = f.postings.get(term);
        if (!p) continue;
        present += qw;
        const w = model.term(f, term, p);
        for (const [i, tf] of p) scores[i] += qw * fw * w(tf, f.lengths[i]);
      }
      if (model.doc) for (let i = 0; i < D; i++) scores[i] += fw * present * model.doc(f, f.lengths[i]);
    }
    return scores;
  };
}

/** Documents with an original query term in some field (the engine's rewrite keeps these only). */
function matchedBy(queryWeights) {
  const matched = new Uint8Array(D);
  for (const f of Object.values(fields))
    for (const term of queryWeights.keys()) for (const i of f.postings.get(term)?.keys() ?? []) matched[i] = 1;
  return matched;
}
const ranked = (scores, matched, k) =>
  [...scores.keys()]
    .filter((i) => matched[i])
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k);

// ---- expansion: (first-pass scores, matched, query weights) → expanded query weights.
const body = fields.body;
/**
 * RM3 as withFeedback (body term distributions of the best `docs` documents, `terms` words, mixed
 * with weight `alpha`), with document weights "share" (score / Σ scores: the engine, Anserini),
 * "softmax" (exp(score) normalised: P(Q|D) for a query likelihood, Terrier's RM1); `idfOriginal`
 * weights the original words by idf in their (1 − α) share; `terrierFilter` keeps only candidate
 * words with 2 ≤ df < 10% of the documents (Terrier's prf.mindf / prf.maxdp).
 */
function rm3({ docs = 5, terms = 10, alpha = 0.3, weights = "share", idfOriginal = false, terrierFilter = false } = {}) {
  return (first, matched, queryWeights) => {
    const feedback = ranked(first, matched, docs);
    let w = feedback.map((i) => first[i]);
    if (weights === "softmax") {
      const max = Math.max(...w);
      w = w.map((s) => Math.exp(s - max));
    } else if (w.some((s) => !(s > 0))) throw new Error("score-share document weights need positive scores");
    const z = w.reduce((s, x) => s + x, 0);
    const relevance = new Map();
    feedback.forEach((i, j) => {
      for (const [term, tf] of body.termsOf[i]) {
        if (terrierFilter) {
          const df = body.postings.get(term).size;
          if (df < 2 || df >= 0.1 * body.docCount) continue;
        }
        relevance.set(term, (relevance.get(term) ?? 0) + (tf / body.lengths[i]) * (w[j] / z));
      }
    });
    const expansion = [...relevance].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, terms);
    const ez = expansion.reduce((s, [, v]) => s + v, 0);
    const original = new Map(
      [...queryWeights].map(([t, v]) => [t, idfOriginal ? v * bm25idf(body.docCount, body.postings.get(t)?.size ?? 0) : v]),
    );
    const qz = [...original.values()].reduce((s, v) => s + v, 0);
    const mixed = new Map([...original].map(([t, v]) => [t, ((1 - alpha) * v) / qz]));
    for (const [t, v] of expansion) mixed.set(t, (mixed.get(t) ?? 0) + (alpha * v) / ez);
    return mixed;
  };
}

/**
 * Terrier's query expansion (QueryExpansion + DFRBagExpansionTerms): the best `docs` documents' body
 * as one bag; a candidate occurs in ≥ 2 of them (original words always count); each is weighted by
 * `model` and divided by the parameter-free normaliser (or by the top weight and × `beta` when a
 * beta is given); the top max(`terms`, |q|) words add their weight to the query (original words 1).
 * Bo2 follows Amati (f = F · TL / tokens); Terrier 5's code uses the feedback frequency there.
 */
function dfrQE({ model = "bo1", docs = 3, terms = 10, beta } = {}) {
  return (first, matched, queryWeights) => {
    const feedback = ranked(first, matched, docs);
    const tfx = new Map();
    const dfx = new Map();
    let TL = 0;
    for (const i of feedback) {
      TL += body.lengths[i];
      for (const [term, tf] of body.termsOf[i]) {
        tfx.set(term, (tfx.get(term) ?? 0) + tf);
        dfx.set(term, (dfx.get(term) ?? 0) + 1);
      }
    }
    const N = body.docCount;
    const C = body.tokens;
    const minDf = feedback.length < 2 ? 0 : 2;
    const score = (x, F) => {
      if (model === "bo1") {
        const f = F / N;
        return x * log2((1 + f) / f) + log2(1 + f);
      }
      if (model === "bo2") {
        const f = (F * TL) / C;
        return x * log2((1 + f) / f) + log2(1 + f);
      }
      const px = x / TL;
      const pc = F / C;
      return px < pc ? 0 : px * log2(px / pc);
    };
    const weighted = [];
    for (const [term, x] of tfx) {
      if (minDf > 0 && dfx.get(term) < minDf && !queryWeights.has(term)) continue;
      weighted.push([term, score(x, body.cf.get(term)), x]);
    }
    if (weighted.length === 0) return queryWeights;
    let best = weighted[0];
    for (const e of weighted) if (e[1] > best[1]) best = e;
    let normaliser = best[1];
    if (beta === undefined) {
      const m = best[2];
      if (model === "bo1") normaliser = m * log2((1 + m / N) / (m / N)) + log2(1 + m / N);
      else if (model === "bo2") normaliser = m * log2((1 + (m * TL) / C) / ((m * TL) / C)) + log2(1 + (m * TL) / C);
      else normaliser = (m * log2(C / TL)) / TL;
    }
    const k = Math.max(terms, queryWeights.size);
    const chosen = weighted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, k);
    const out = new Map(queryWeights);
    for (const [term, w] of chosen) out.set(term, (out.get(term) ?? 0) + (w / normaliser) * (beta ?? 1));
    return out;
  };
}

/** A configuration's search: query words (each once, or qtf through k3), first pass, optional expansion. */
function run({ model, expand, k3 }) {
  const score = scorer(model);
  return (text) => {
    const q = new Map();
    for (const term of englishTerms(text)) q.set(term, (q.get(term) ?? 0) + 1);
    for (const [t, n] of q) q.set(t, k3 === undefined ? 1 : k3 === Infinity ? n : (n * (k3 + 1)) / (k3 + n));
    const matched = matchedBy(q);
    let scores = score(q);
    if (expand) scores = score(expand(scores, matched, q));
    return ranked(scores, matched, 100).map((i) => documents[i].id);
  };
}

/** The simulation's own path (withFeedback over the field-weighted BM25): the reference, 0.4028. */
function currentSetup() {
  const score = scorer(bm25());
  return (text) => {
    const q = new Map();
    for (const term of englishTerms(text)) q.set(term, 1);
    return top(withFeedback(score, body, q), 100).map((i) => documents[i].id);
  };
}

const configurations = [
  ["BM25 + RM3 5/10/0.3 via generic path (must equal current)", { model: bm25(), expand: rm3() }],
  ["BM25 alone", { model: bm25() }],
];
const add = (name, cfg) => configurations.push([name, cfg]);
// 1. language models
for (const mu of [100, 250, 500, 1000, 2000]) {
  add(`LM Dirichlet μ ${mu}`, { model: dirichlet(mu) });
  add(`LM Dirichlet μ ${mu} + RM3 5/10/0.3 (P(Q|D) weights)`, { model: dirichlet(mu), expand: rm3({ weights: "softmax" }) });
  add(`LM Dirichlet μ ${mu} + RM3 10/10/0.5 (P(Q|D) weights)`, {
    model: dirichlet(mu),
    expand: rm3({ docs: 10, alpha: 0.5, weights: "softmax" }),
  });
}
for (const mu of [250, 500, 1000, 2000]) {
  add(`LM Dirichlet (Lucene) μ ${mu}`, { model: dirichletLucene(mu) });
  add(`LM Dirichlet (Lucene) μ ${mu} + RM3 5/10/0.3 (share)`, { model: dirichletLucene(mu), expand: rm3() });
  add(`LM Dirichlet (Lucene) μ ${mu} + RM3 10/10/0.5 (Anserini)`, { model: dirichletLucene(mu), expand: rm3({ docs: 10, alpha: 0.5 }) });
}
for (const lambda of [0.1, 0.2, 0.3, 0.4, 0.5, 0.7]) {
  add(`LM Jelinek-Mercer λ ${lambda}`, { model: jelinekMercer(lambda) });
  add(`LM Jelinek-Mercer λ ${lambda} + RM3 5/10/0.3`, { model: jelinekMercer(lambda), expand: rm3() });
}
// 2. DFR
const dfr = [
  ...[1, 2, 4, 7, 10].map((c) => [`PL2 c ${c}`, PL2(c)]),
  ...[0.5, 1, 2, 4, 7].map((c) => [`InL2 c ${c}`, InL2(c)]),
  ...[0.5, 1, 2, 4, 7].map((c) => [`In_expB2 c ${c}`, InExpB2(c)]),
  ["DPH", DPH()],
  ["DLH13", DLH13()],
];
for (const [name, model] of dfr) {
  add(name, { model });
  add(`${name} + Bo1 3/10`, { model, expand: dfrQE() });
  add(`${name} + KL 3/10`, { model, expand: dfrQE({ model: "kl" }) });
  add(`${name} + RM3 5/10/0.3`, { model, expand: rm3() });
}
for (const [docs, terms] of [
  [5, 10],
  [10, 10],
  [3, 20],
  [5, 20],
])
  add(`DPH + Bo1 ${docs}/${terms}`, { model: DPH(), expand: dfrQE({ docs, terms }) });
add("DPH + RM3 10/10/0.5", { model: DPH(), expand: rm3({ docs: 10, alpha: 0.5 }) });
// 3. DFR expansion on BM25
for (const model of ["bo1", "kl", "bo2"]) {
  for (const [docs, terms] of [
    [3, 10],
    [5, 10],
    [10, 10],
    [3, 20],
    [5, 20],
  ])
    add(`BM25 + ${model} ${docs}/${terms} (parameter-free)`, { model: bm25(), expand: dfrQE({ model, docs, terms }) });
  for (const beta of [0.4, 0.7, 1]) add(`BM25 + ${model} 3/10, Rocchio β ${beta}`, { model: bm25(), expand: dfrQE({ model, beta }) });
}
// 4. other
for (const s of [0.1, 0.3, 0.5, 0.7, 0.9, 1.2]) {
  add(`F2EXP s ${s} k 0.35`, { model: F2EXP({ s }) });
  add(`F2EXP s ${s} k 0.35 + RM3 5/10/0.3`, { model: F2EXP({ s }), expand: rm3() });
}
for (const [s, k] of [
  [0.5, 0.25],
  [0.5, 0.5],
  [0.7, 0.25],
  [0.7, 0.5],
])
  add(`F2EXP s ${s} k ${k} + RM3 5/10/0.3`, { model: F2EXP({ s, k }), expand: rm3() });
for (const [docs, terms, alpha] of [
  [3, 10, 0.3],
  [10, 10, 0.3],
  [5, 20, 0.3],
  [5, 10, 0.2],
  [5, 10, 0.4],
  [10, 10, 0.5],
])
  add(`F2EXP s 0.7 k 0.35 + RM3 ${docs}/${terms}/${alpha}`, { model: F2EXP({ s: 0.7 }), expand: rm3({ docs, terms, alpha }) });
for (const [docs, terms, alpha] of [
  [3, 10, 0.3],
  [10, 10, 0.3],
  [5, 20, 0.3],
  [5, 10, 0.2],
  [5, 10, 0.4],
  [10, 10, 0.5],
])
  add(`LM Jelinek-Mercer λ 0.3 + RM3 ${docs}/${terms}/${alpha}`, { model: jelinekMercer(0.3), expand: rm3({ docs, terms, alpha }) });
for (const c of [0.25, 0.5, 1, 2, 4]) {
  add(`LGD c ${c}`, { model: LGD(c) });
  add(`LGD c ${c} + RM3 5/10/0.3`, { model: LGD(c), expand: rm3() });
  add(`LGD c ${c} + Bo1 3/10`, { model: LGD(c), expand: dfrQE() });
}
for (const s of [0.3, 0.5]) {
  add(`F2LOG s ${s}`, { model: F2LOG({ s }) });
  add(`F2LOG s ${s} + RM3 5/10/0.3`, { model: F2LOG({ s }), expand: rm3() });
}
for (const k3 of [1, 8, Infinity]) add(`BM25 qtf k3 ${k3} + RM3 5/10/0.3`, { model: bm25(), k3, expand: rm3() });
add("BM25 + RM3, original words idf-weighted", { model: bm25(), expand: rm3({ idfOriginal: true }) });
add("BM25 + RM3 10/10/0.5, original words idf-weighted", { model: bm25(), expand: rm3({ docs: 10, alpha: 0.5, idfOriginal: true }) });
add("BM25 + RM3 5/10/0.4, original words idf-weighted", { model: bm25(), expand: rm3({ alpha: 0.4, idfOriginal: true }) });
add("BM25 + RM3, softmax document weights (Terrier RM1)", { model: bm25(), expand: rm3({ weights: "softmax" }) });
add("BM25 + RM3, Terrier term filter (2 ≤ df < 10%)", { model: bm25(), expand: rm3({ terrierFilter: true }) });
add("BM25 + RM3 10/10/0.5, Terrier term filter", { model: bm25(), expand: rm3({ docs: 10, alpha: 0.5, terrierFilter: true }) });

const judgedQueries = dev.queries.filter((q) => dev.qrels.has(String(q.id)));
const perQuery = (search) => judgedQueries.map((q) => ndcgAt(search(q.text).map(String), dev.qrels.get(String(q.id)), 10));

const reference = perQuery(currentSetup());
const cur = evaluateRanking(dev, currentSetup());
console.log("configuration | nDCG@10 | MAP@100 | MRR@10 | Δ nDCG@10 vs current ± SE | queries better/worse");
console.log(
  `current: BM25 body + ½ title, RM3 5/10/0.3 (withFeedback) | ${f4(cur.ndcg10)} | ${f4(cur.map100)} | ${f4(cur.mrr10)} | +0.0000 ± 0.0000 | 0/0`,
);
const summary = [];
for (const [name, cfg] of configurations) {
  const memo = new Map();
  const plain = run(cfg);
  const search = (text) => memo.get(text) ?? memo.set(text, plain(text)).get(text);
  const d = evaluateRanking(dev, search);
  const each = perQuery(search);
  const delta = paired(each, reference);
  const better = each.filter((x, i) => x > reference[i] + 1e-9).length;
  const worse = each.filter((x, i) => x < reference[i] - 1e-9).length;
  summary.push({ name, ...delta });
  console.log(
    `${name} | ${f4(d.ndcg10)} | ${f4(d.map100)} | ${f4(d.mrr10)} | ${delta.mean >= 0 ? "+" : ""}${f4(delta.mean)} ± ${f4(delta.se)} | ${better}/${worse}`,
  );
}
console.log("\nlargest Δ / SE (a winner needs ≥ 2 and neighbours that agree):");
for (const s of summary
  .filter((s) => s.se > 0)
  .sort((a, b) => b.mean / b.se - a.mean / a.se)
  .slice(0, 8))
  console.log(`  ${s.name}: ${f4(s.mean)} ± ${f4(s.se)} (${(s.mean / s.se).toFixed(2)} SE)`);
