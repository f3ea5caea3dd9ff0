import { loadWordNet } from "./src/data/wordnet.js";
import { loadCities } from "./src/data/cities.js";
import { loadEarthquakes } from "./src/data/earthquakes.js";
import { generateQueries } from "./src/measure/queries.js";
import { engineByKey } from "./src/engines/registry.js";
const e = engineByKey(process.argv[2] ?? "oneindex");
const others = process.argv[3] === "others";
const wn = loadWordNet(); const cities = loadCities(); const eq = loadEarthquakes();
const qs = generateQueries(wn, cities, eq, 200, 20240501).single;
const idx = await e.buildWordNet(wn);
if (others) { await e.buildCities(cities); await e.buildEarthquakes(eq); }
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!;
for (let r = 0; r < 12; r++) { const t: number[] = []; for (const q of qs) { const t0 = process.hrtime.bigint(); idx.search(q, 10); t.push(Number(process.hrtime.bigint() - t0) / 1e3); } console.log(r, med(t).toFixed(1)); }
