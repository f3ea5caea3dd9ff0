// Synthetic build/latency check: node --expose-gc bench/synthetic.mjs [docs] [engine: oneindex|minisearch]
// Not a test: numbers go to the README. MiniSearch is resolved from tools/bench (the benchmark package).
import { createRequire } from "node:module";
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex } from "../dist/index.js";

const N = Number(process.argv[2] ?? 100_000);
const engine = process.argv[3] ?? "oneindex";
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const letters = "abcdefghijklmnopqrstuvwxyz";
const vocab = Array.from({ length: 20_000 }, (_, i) => {
  let w = "";
  let x = i + 7;
  do {
    w += letters[x % 26];
    x = Math.floor(x / 26);
  } while (x > 0);
  return w + letters[i % 26] + "o";
});
const zipf = () => vocab[Math.min(vocab.length - 1, Math.floor(Math.pow(rand(), 2.2) * vocab.length))];
const words = (n) => Array.from({ length: n }, zipf).join(" ");
const docs = Array.from({ length: N }, (_, i) => ({ id: `d${i}`, title: words(6), body: words(40), price: Math.round(rand() * 1000) }));
const queries = Array.from({ length: 300 }, () => vocab[Math.floor(Math.pow(rand(), 2.2) * 2000)]);

const gc = globalThis.gc ?? (() => {});
gc();
gc();
const heap0 = process.memoryUsage().heapUsed;
let t0 = performance.now();
let c0 = process.cpuUsage();
let search;
let snapshot = () => ({});
if (engine === "minisearch") {
  const require = createRequire(new URL("../../../tools/bench/package.json", import.meta.url));
  const MiniSearch = require("minisearch");
  const ms = new MiniSearch({ fields: ["title", "body"] });
  ms.addAll(docs);
  search = (w) => ms.search(w).slice(0, 10);
} else {
  const Doc = defineDocument("Doc", {
    id: Field.id(),
    title: Field.text({ analyzer: "standard" }),
    body: Field.text({ analyzer: "standard" }),
    price: Field.number({ filterable: true }),
  });
  const index = new SearchIndex(Doc);
  for (let i = 0; i < N; i += 10_000) index.add(docs.slice(i, i + 10_000));
  snapshot = () => {
    let c = process.cpuUsage();
    const bytes = index.save();
    const saveCpuMs = Math.round((process.cpuUsage(c).user + process.cpuUsage(c).system) / 1000);
    c = process.cpuUsage();
    const loaded = SearchIndex.load(Doc, bytes);
    const u = process.cpuUsage(c);
    return {
      snapshotMb: Math.round(bytes.length / 1e5) / 10,
      saveCpuMs,
      loadCpuMs: Math.round((u.user + u.system) / 1000),
      loadedSize: loaded.size,
    };
  };
  search = (w) =>
    index
      .prepare({
        v: 1,
        q: undefined,
        query: { type: "text", text: w, fields: ["title", "body"], operator: "or", boost: 1 },
        limit: 10,
        offset: 0,
        countExactly: false,
        sort: [],
      })
      .execute().hits;
}
const buildMs = performance.now() - t0;
const c1 = process.cpuUsage(c0);
const buildCpuMs = (c1.user + c1.system) / 1000;
gc();
gc();
const heapMb = (process.memoryUsage().heapUsed - heap0) / 1e6;
for (const w of queries.slice(0, 50)) search(w);
t0 = performance.now();
c0 = process.cpuUsage();
let hits = 0;
for (const w of queries) hits += search(w).length;
const queryUs = ((performance.now() - t0) / queries.length) * 1000;
const c2 = process.cpuUsage(c0);
const queryCpuUs = (c2.user + c2.system) / queries.length;
const snap = snapshot();
console.log(
  JSON.stringify({
    engine,
    docs: N,
    ...snap,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(buildCpuMs),
    heapMb: Math.round(heapMb),
    singleWordTop10Us: Math.round(queryUs),
    singleWordTop10CpuUs: Math.round(queryCpuUs),
    hits,
  }),
);
