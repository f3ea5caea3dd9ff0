// Proximity on Cranfield through the engine itself (issue 5 wants nDCG@10 ≥ 0.40 on dev and test):
// the sequential dependence model (Metzler & Croft 2005) with BM25, i.e. the query's adjacent word
// pairs as sloppy `phrase` nodes added as low-weight `should` clauses beside the field-weighted
// query, before or after RM3 feedback. Every variant is measured on DEV only (nothing here reads the
// test split). Columns: nDCG@10 | MAP@100 | MRR@10 | paired Δ nDCG@10 against the current setup
// (field-weighted + RM3) ± its standard error | queries better/worse than it | ms per query
// (including the feedback run; the shared machine's load shows in it).
//   node packages/engine/test/quality/measure-proximity.mjs [--plateau | --compound]   (after a build)
import { defineDocument, Field } from "@oneindex/schema";
import { evaluateRanking, hasDataSet, loadCranfield, ndcgAt } from "@oneindex/testdata";
import { SearchIndex } from "../../dist/index.js";
import { newEnglishAnalyzer } from "../../dist/analysis/index.js";
import { paired, f4, winLoss } from "./paired-stats.mjs";
const englishAnalyzer = newEnglishAnalyzer();

if (!hasDataSet("cranfield")) {
  console.log("cranfield data set absent: nothing measured");
  process.exit(0);
}
const { documents, dev } = loadCranfield();
const Cranfield = defineDocument("Cranfield", {
  id: Field.id({ type: "integer" }),
  title: Field.text(),
  author: Field.keyword(),
  body: Field.text(),
});
const index = new SearchIndex(Cranfield);
index.add(documents.map((d) => ({ id: d.id, title: d.title, author: d.author, body: d.body })));

const TITLE = 0.5;
const bool = (must, should) => ({
  type: "bool",
  must,
  should,
  mustNot: [],
  filter: [],
  minimumShouldMatch: must.length === 0 ? 1 : 0,
  boost: 1,
});
const text = (value, field, boost) => ({ type: "text", text: value, fields: [field], operator: "or", boost });
const checked = (query) => ({ v: 1, query, limit: 100, offset: 0, countExactly: false, sort: [] });

/** The query's adjacent word pairs (after stop words), each once: `span` keeps the stop-word gap between them, `pair` does not, `compound` keeps only hyphenated pairs (`lift-drag`). */
function pairs(value, form) {
  const tokens = englishAnalyzer.analyze(value);
  const out = new Map();
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i],
      b = tokens[i + 1];
    if (a.term === b.term) continue;
    const key = `${a.term} ${b.term}`;
    if (out.has(key)) continue;
    if (form === "compound" && value.slice(a.end, b.start) !== "-") continue;
    out.set(key, form === "span" ? [value.slice(a.start, b.end)] : [value.slice(a.start, a.end), value.slice(b.start, b.end)]);
  }
  return [...out.values()];
}

/** Proximity clauses: for each window `{ slop, weight }`, one phrase node per pair and per field in `fields`. */
function proximity(value, { windows, fields = { body: 1 }, form = "pair" }) {
  const out = [];
  for (const terms of pairs(value, form))
    for (const { slop, weight } of windows)
      for (const [field, w] of Object.entries(fields)) out.push({ type: "phrase", field, terms, slop, boost: weight * w });
  return out;
}

const fieldWeighted = (value) => [text(value, "body", 1), text(value, "title", TITLE)];
const feedback = (q, options = {}) => index.feedbackQuery(q, { fields: { body: 1, title: TITLE }, ...options });

/** `before`: proximity in the query RM3 starts from (so in its `must`); `after`: added to RM3's rewrite; `none`: no RM3. */
function run({ prox, at = "before", rm3 = true, rm3Options }) {
  return (value) => {
    const base = fieldWeighted(value);
    const near = prox ? proximity(value, prox) : [];
    let q;
    if (!rm3) q = checked(bool([], [...base, ...near]));
    else if (at === "before") q = feedback(checked(bool([], [...base, ...near])), rm3Options);
    else if (at === "after") {
      const r = feedback(checked(bool([], base)), rm3Options);
      q = near.length === 0 ? r : { ...r, query: bool([r.query], near) };
    }
    return index
      .prepare(q)
      .execute()
      .hits.map((h) => h.id);
  };
}

const W = (slop, weight) => ({ slop, weight });
const configurations = [];
const add = (name, cfg) => configurations.push([name, cfg]);
const set = process.argv.includes("--plateau") ? "plateau" : process.argv.includes("--compound") ? "compound" : "grid";
if (set === "grid") add("field-weighted (no RM3)", { rm3: false });
add("field-weighted + RM3 (current)", {});
if (set === "grid") {
  for (const rm3 of [false, true]) {
    const tag = rm3 ? "+ RM3" : "no RM3";
    for (const slop of [0, 2, 4, 8])
      for (const weight of [0.05, 0.1, 0.2]) add(`${tag}, pairs slop ${slop} w ${weight}`, { rm3, prox: { windows: [W(slop, weight)] } });
    add(`${tag}, SDM-like: slop 0 w 0.1 + slop 8 w 0.05`, { rm3, prox: { windows: [W(0, 0.1), W(8, 0.05)] } });
  }
  // SDM's weights (0.85 terms, 0.10 ordered #1, 0.05 unordered #uw8) relative to the terms, halved
  // because a BM25 phrase scores with the idf of both its words (about twice one term's score).
  add("+ RM3, SDM weights on BM25's scale: slop 0 w 0.06 + slop 6 w 0.03", { prox: { windows: [W(0, 0.06), W(6, 0.03)] } });
  add("+ RM3, the same, gaps kept (span)", { prox: { windows: [W(0, 0.06), W(6, 0.03)], form: "span" } });
  add("no RM3, SDM weights on BM25's scale", { rm3: false, prox: { windows: [W(0, 0.06), W(6, 0.03)] } });
  for (const slop of [0, 2, 4, 8])
    for (const weight of [0.1, 0.2])
      add(`+ RM3 after, pairs slop ${slop} w ${weight}`, { at: "after", prox: { windows: [W(slop, weight)] } });
  for (const slop of [0, 4])
    for (const weight of [0.1, 0.2]) add(`+ RM3, span slop ${slop} w ${weight}`, { prox: { windows: [W(slop, weight)], form: "span" } });
  for (const slop of [0, 4])
    for (const weight of [0.1, 0.2])
      add(`+ RM3, pairs body+½title slop ${slop} w ${weight}`, { prox: { windows: [W(slop, weight)], fields: { body: 1, title: TITLE } } });
}
if (set === "plateau")
  for (const slop of [4, 8])
    for (const weight of [0.02, 0.03, 0.05, 0.07]) add(`+ RM3, pairs slop ${slop} w ${weight}`, { prox: { windows: [W(slop, weight)] } });
if (set === "compound")
  for (const rm3 of [false, true])
    for (const weight of [0.1, 0.2, 0.5])
      add(`${rm3 ? "+ RM3" : "no RM3"}, hyphenated pairs slop 0 w ${weight}`, { rm3, prox: { windows: [W(0, weight)], form: "compound" } });

/** Per-query nDCG@10 on a split, in query order (queries with judgements only). */
function perQuery(split, search) {
  return split.queries
    .filter((q) => split.qrels.has(String(q.id)))
    .map((q) => ndcgAt(search(q.text).map(String), split.qrels.get(String(q.id)), 10));
}
/** Mean paired difference and its standard error. */
const reference = perQuery(dev, run({}));
for (const [name, cfg] of configurations) {
  const started = performance.now();
  const d = evaluateRanking(dev, run(cfg));
  const ms = (performance.now() - started) / d.queries;
  const mine = perQuery(dev, run(cfg));
  const delta = paired(mine, reference);
  console.log(
    `${name} | ${f4(d.ndcg10)} | ${f4(d.map100)} | ${f4(d.mrr10)} | ${delta.mean >= 0 ? "+" : ""}${f4(delta.mean)} ± ${f4(delta.se)} | ${winLoss(mine, reference)} | ${ms.toFixed(2)}`,
  );
}
