import { describe, expect, it } from "vitest";
import { EARTH_MEAN_RADIUS_KM, haversineKm } from "../../src/functions/index.js";

describe("haversineKm", () => {
  it("uses Lucene's mean Earth radius", () => {
    expect(EARTH_MEAN_RADIUS_KM).toBe(6371.0087714);
  });

  it("is exact on simple arcs of the sphere", () => {
    const r = EARTH_MEAN_RADIUS_KM;
    expect(haversineKm(10, 20, 10, 20)).toBe(0);
    expect(haversineKm(0, 0, 0, 1)).toBeCloseTo((r * Math.PI) / 180, 9);
    expect(haversineKm(0, 0, 90, 0)).toBeCloseTo((r * Math.PI) / 2, 9);
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(r * Math.PI, 9);
    expect(haversineKm(45, 30, -45, -150)).toBeCloseTo(r * Math.PI, 6); // antipodes
    expect(haversineKm(89.999, 0, 89.999, 180)).toBeCloseTo((r * Math.PI * 0.002) / 180, 6); // across the pole
  });

  it("is symmetric and crosses the antimeridian the short way", () => {
    expect(haversineKm(51.5, -0.12, 48.85, 2.35)).toBe(haversineKm(48.85, 2.35, 51.5, -0.12));
    expect(haversineKm(0, 179.5, 0, -179.5)).toBeCloseTo((EARTH_MEAN_RADIUS_KM * Math.PI) / 180, 9);
  });

  // Published great-circle distances between city centres (within 0.5%: the published figures round
  // and some use the ellipsoid).
  const CITY_PAIRS: ReadonlyArray<readonly [string, number, number, number, number, number]> = [
    ["London–Paris", 51.5074, -0.1278, 48.8566, 2.3522, 344],
    ["New York–Los Angeles", 40.7128, -74.006, 34.0522, -118.2437, 3936],
    ["Sydney–Melbourne", -33.8688, 151.2093, -37.8136, 144.9631, 714],
    ["Tokyo–London", 35.6762, 139.6503, 51.5074, -0.1278, 9560],
    ["Cape Town–Buenos Aires", -33.9249, 18.4241, -34.6037, -58.3816, 6870],
  ];
  for (const [name, lat1, lng1, lat2, lng2, km] of CITY_PAIRS) {
    it(`${name} is about ${km} km`, () => {
      const d = haversineKm(lat1, lng1, lat2, lng2);
      expect(Math.abs(d - km) / km).toBeLessThan(0.005);
    });
  }
});
