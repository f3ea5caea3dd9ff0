import { loadWordNet } from "./src/data/wordnet.js";
import { loadCities } from "./src/data/cities.js";
import { loadEarthquakes } from "./src/data/earthquakes.js";
import { generateQueries } from "./src/measure/queries.js";
import { oneIndexAdapter, oneIndexArgs, searchIndexClass } from "./src/engines/oneindex.js";
import { engineByKey } from "./src/engines/registry.js";
import { parseQuery } from "oneindex";
import { WordNetDefinition } from "./src/engines/oneindex-definitions.js";
const kind = (process.argv[2] ?? "single") as any;
const wn = loadWordNet();
const qs = generateQueries(wn, loadCities(), loadEarthquakes(), 200, 20240501)[kind as "single"];
const SI = searchIndexClass()!;
const index: any = new SI(WordNetDefinition);
index.add(wn.map((d) => ({ id: d.id, words: d.words, word: d.words, pos: d.pos, gloss: d.gloss })));
const ms = await engineByKey("minisearch-english").buildWordNet!(wn);
const oi = { search: (q: any, k: number) => index.search(oneIndexArgs(q, k)).hits.map((h: any) => String(h.id)) };
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!;
function time(f: (q: any) => unknown) { const t: number[] = []; for (const q of qs) { const t0 = process.hrtime.bigint(); f(q); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } return med(t); }
const args = qs.map((q) => oneIndexArgs(q, 10));
for (let r = 0; r < 8; r++) {
  const a = time((q) => oi.search(q, 10));
  const b = time((q) => (ms as any).search(q, 10));
  const parsed = args.map((x) => parseQuery(WordNetDefinition as any, x));
  let i = 0; const p = time(() => parseQuery(WordNetDefinition as any, args[i++ % args.length]));
  i = 0; const pe = time(() => index.prepare(parsed[i++ % parsed.length]));
  const prepared = parsed.map((x) => index.prepare(x));
  i = 0; const ex = time(() => prepared[i++ % prepared.length].execute());
  console.log(`round ${r}: oneindex ${a.toFixed(1)}µs minisearch ${b.toFixed(1)}µs ratio ${(a / b).toFixed(2)} | parse ${p.toFixed(1)} prepare ${pe.toFixed(1)} execute ${ex.toFixed(1)}`);
}
