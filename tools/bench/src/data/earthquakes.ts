// vega-datasets 2.9 data/earthquakes.json: a week of USGS earthquakes (GeoJSON).
import { createRequire } from "node:module";

/** One earthquake. */
export interface EarthquakeDoc {
  readonly id: string;
  readonly place: string;
  /** ISO 8601 instant. */
  readonly time: string;
  readonly timeMs: number;
  readonly mag: number;
  readonly tsunami: boolean;
  readonly lat: number;
  readonly lng: number;
}

interface RawQuake {
  id: string;
  properties: { mag: number | null; place: string | null; time: number; tsunami: number };
  geometry: { coordinates: [number, number, number] };
}

/** Every earthquake with a magnitude and a place (about 1,700). */
export function loadEarthquakes(): EarthquakeDoc[] {
  const require = createRequire(import.meta.url);
  const raw = require("vega-datasets/data/earthquakes.json") as { features: RawQuake[] };
  const out: EarthquakeDoc[] = [];
  for (const f of raw.features) {
    const { mag, place, time, tsunami } = f.properties;
    if (mag === null || place === null) continue;
    const [lng, lat] = f.geometry.coordinates;
    out.push({ id: f.id, place, time: new Date(time).toISOString(), timeMs: time, mag, tsunami: tsunami === 1, lat, lng });
  }
  return out;
}
