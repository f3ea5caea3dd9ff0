import { loadWordNet } from "./src/data/wordnet.js";
import { loadCities } from "./src/data/cities.js";
import { loadEarthquakes } from "./src/data/earthquakes.js";
import { generateQueries } from "./src/measure/queries.js";
import { oneIndexArgs, searchIndexClass } from "./src/engines/oneindex.js";
import { WordNetDefinition } from "./src/engines/oneindex-definitions.js";
import { parseQuery } from "oneindex";
const kind = (process.argv[2] ?? "single") as any;
const wn = loadWordNet();
const qs = generateQueries(wn, loadCities(), loadEarthquakes(), 200, 20240501)[kind as "single"];
const SI = searchIndexClass()!;
const index: any = new SI(WordNetDefinition);
index.add(wn.map((d) => ({ id: d.id, words: d.words, word: d.words, pos: d.pos, gloss: d.gloss })));
const args = qs.map((q) => oneIndexArgs(q, 10));
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!;
const best: Record<string, number> = {};
function time(name: string, f: (i: number) => unknown) { const t: number[] = []; for (let i = 0; i < args.length; i++) { const t0 = process.hrtime.bigint(); f(i); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } const m = med(t); best[name] = Math.min(best[name] ?? 1e9, m); }
for (let r = 0; r < 40; r++) {
  time("search", (i) => index.search(args[i]));
  const checked = args.map((a) => parseQuery(WordNetDefinition as any, a));
  time("parse", (i) => parseQuery(WordNetDefinition as any, args[i]));
  const prepared: any[] = [];
  time("prepare+bind", (i) => { const p = index.prepare(checked[i]); p.strategy; prepared[i] = p; });
  time("execute(bound)", (i) => prepared[i].execute());
}
console.log(kind, Object.entries(best).map(([k, v]) => `${k} ${v.toFixed(2)}µs`).join(" | "));
