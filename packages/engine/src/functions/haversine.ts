/** Mean Earth radius in kilometres (Lucene's `GeoUtils.EARTH_MEAN_RADIUS`, 6,371,008.7714 m). */
export const EARTH_MEAN_RADIUS_KM = 6371.0087714;

const RADIANS = Math.PI / 180;

/**
 * Great-circle distance in kilometres between two points given in degrees, by the haversine formula
 * on a sphere of radius {@link EARTH_MEAN_RADIUS_KM}. Exact trigonometry (Lucene's `SloppyMath`
 * approximates it; the difference is below a metre).
 */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const sinLat = Math.sin(dLat / 2);
  const sinLng = Math.sin(dLng / 2);
  const h = sinLat * sinLat + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * sinLng * sinLng;
  // Clamp: rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}
