import { loadWordNet } from "./src/data/wordnet.js";
import { loadCities } from "./src/data/cities.js";
import { loadEarthquakes } from "./src/data/earthquakes.js";
import { generateQueries } from "./src/measure/queries.js";
import { oneIndexArgs, searchIndexClass } from "./src/engines/oneindex.js";
import { WordNetDefinition } from "./src/engines/oneindex-definitions.js";
const kind = (process.argv[2] ?? "single") as any;
const wn = loadWordNet();
const qs = generateQueries(wn, loadCities(), loadEarthquakes(), 200, 20240501)[kind as "single"];
const SI = searchIndexClass()!;
const index: any = new SI(WordNetDefinition);
index.add(wn.map((d) => ({ id: d.id, words: d.words, word: d.words, pos: d.pos, gloss: d.gloss })));
const args = qs.map((q) => oneIndexArgs(q, 10));
const prepared = args.map((a) => index.parse(a));
for (let i = 0; i < 30; i++) for (const p of prepared) p.execute();
const rows = prepared.map((p: any, i: number) => { const t: number[] = []; for (let r = 0; r < 50; r++) { const t0 = process.hrtime.bigint(); p.execute(); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } t.sort((a, b) => a - b); return { q: qs[i]!.terms.join(" "), us: t[25]!, total: p.execute().total.value }; });
rows.sort((a, b) => a.us - b.us);
for (const f of [0.1, 0.25, 0.5, 0.75, 0.9, 0.99]) { const r = rows[Math.floor(f * rows.length)]!; console.log(f, r.us.toFixed(1), r.total, r.q); }
const s = rows.map(r => ({...r})).sort((a, b) => a.total - b.total); console.log("median total", s[100]!.total);
// fixed cost: a word that does not exist
const none = index.parse({ v: 1, query: { type: "text", text: "zzzzqqq", fields: ["words", "gloss"], operator: "or" }, limit: 10 });
const t: number[] = []; for (let r = 0; r < 2000; r++) { const t0 = process.hrtime.bigint(); none.execute(); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } t.sort((a, b) => a - b); console.log("no-match execute", t[1000]);
const t2: number[] = []; for (let r = 0; r < 2000; r++) { const t0 = process.hrtime.bigint(); index.search({ v: 1, query: { type: "text", text: "zzzzqqq", fields: ["words", "gloss"], operator: "or" }, limit: 10 }); t2.push(Number(process.hrtime.bigint() - t0) / 1e3); } t2.sort((a, b) => a - b); console.log("no-match search", t2[1000]);
