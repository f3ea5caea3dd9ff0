import { loadWordNet } from "./src/data/wordnet.js";
import { searchIndexClass } from "./src/engines/oneindex.js";
import { WordNetDefinition } from "./src/engines/oneindex-definitions.js";
import { parseQuery } from "oneindex";
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
const wn = loadWordNet();
const SI = searchIndexClass()!;
const index: any = new SI(WordNetDefinition);
index.add(wn.map((d) => ({ id: d.id, words: d.words, word: d.words, pos: d.pos, gloss: d.gloss })));
const words = Array.from({ length: 200 }, (_, i) => "zq" + i.toString(36) + "xw");
const args = words.map((w) => ({ v: 1, query: { type: "text", text: w, fields: ["words", "gloss"], operator: "or" }, limit: 10 }));
const med = (t: number[]) => t.sort((a, b) => a - b)[t.length >> 1]!;
const time = (f: (i: number) => unknown) => { const t: number[] = []; for (let r = 0; r < 20; r++) for (let i = 0; i < args.length; i++) { const t0 = process.hrtime.bigint(); f(i); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } return med(t).toFixed(2); };
for (let i = 0; i < 5; i++) {
  const checked = args.map((a) => parseQuery(WordNetDefinition as any, a));
  console.log("parse", time((i) => parseQuery(WordNetDefinition as any, args[i])), "prepare", time((i) => index.prepare(checked[i])), "prepare+execute", time((i) => index.prepare(checked[i]).execute()), "search", time((i) => index.search(args[i])));
}
const s = new Session(); s.connect(); await s.post("Profiler.enable"); await s.post("Profiler.setSamplingInterval", { interval: 20 }); await s.post("Profiler.start");
for (let r = 0; r < 300; r++) for (const a of args) index.search(a);
const { profile } = await s.post("Profiler.stop");
writeFileSync("/tmp/prof.cpuprofile", JSON.stringify(profile));
