// Query latency on a synthetic collection: node bench/query-latency.mjs [docs] [ms per kind]. Not a test.
import { defineDocument, Field } from "@oneindex/schema";
import { SearchIndex } from "../dist/index.js";
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
const Doc = defineDocument("Doc", {
  id: Field.id(),
  title: Field.text({ analyzer: "standard" }),
  body: Field.text({ analyzer: "standard" }),
});
const index = new SearchIndex(Doc);
const N = Number(process.argv[2] ?? 30000);
for (let b = 0; b < N; b += 10000)
  index.add(Array.from({ length: 10000 }, (_, i) => ({ id: `d${b}-${i}`, title: words(6), body: words(40) })));
const queries = Array.from({ length: 300 }, () => vocab[Math.floor(Math.pow(rand(), 2.2) * 2000)]);
const mk = (w) => ({
  v: 1,
  query: { type: "text", text: w, fields: ["title", "body"], operator: "or", boost: 1 },
  limit: 10,
  offset: 0,
  countExactly: false,
  sort: [],
});
const two = (w, i) => ({
  v: 1,
  query: { type: "text", text: `${w} ${queries[(i * 7 + 3) % 300]}`, fields: ["title", "body"], operator: "or", boost: 1 },
  limit: 10,
  offset: 0,
  countExactly: false,
  sort: [],
});
for (const [name, f] of [
  ["single", mk],
  ["two", two],
]) {
  for (let i = 0; i < 50; i++) index.prepare(f(queries[i], i)).execute();
  const t0 = performance.now();
  let rounds = 0;
  while (performance.now() - t0 < Number(process.argv[3] ?? 1000)) {
    for (let i = 0; i < 300; i++) index.prepare(f(queries[i], i)).execute();
    rounds++;
  }
  console.log(name, Math.round(((performance.now() - t0) / (rounds * 300)) * 1000), "us/query");
}
