import { INGEST_MESSAGES } from "../messages.js";

/** Whether a parsed JSON value is a GeoJSON FeatureCollection (`{"type": "FeatureCollection", "features": [...]}`). */
export function isFeatureCollection(value: unknown): value is { type: "FeatureCollection"; features: unknown[] } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>)["type"] === "FeatureCollection" &&
    Array.isArray((value as Record<string, unknown>)["features"])
  );
}

/** The property a feature's geometry is read into, and the one its `id` is (unless its properties name them). */
export const GEOMETRY_PROPERTY = "geometry";
const ID_PROPERTY = "id";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A GeoJSON Feature as a record: its `properties` as the record's own (so they become fields as a
 * row's columns do), its `id` as `id`, and its geometry as `geometry`: a Point as `{lat, lng}` (a
 * geo point; GeoJSON writes longitude first), any other geometry as it is (stored, returned with
 * the hits). A property of the same name wins over `id` and `geometry`. Anything but a Feature
 * object is a record with an `error`.
 */
export function featureRecord(feature: unknown): { readonly value: Record<string, unknown> } | { readonly error: string } {
  if (!isObject(feature) || feature["type"] !== "Feature") return { error: INGEST_MESSAGES.notFeature };
  const properties = feature["properties"];
  if (properties !== undefined && properties !== null && !isObject(properties)) return { error: INGEST_MESSAGES.featureProperties };
  const value: Record<string, unknown> = {};
  const set = (key: string, v: unknown) =>
    Object.defineProperty(value, key, { value: v, enumerable: true, writable: true, configurable: true });
  if (feature[ID_PROPERTY] !== undefined && (properties === undefined || properties === null || !Object.hasOwn(properties, ID_PROPERTY)))
    set(ID_PROPERTY, feature[ID_PROPERTY]);
  if (isObject(properties)) for (const [key, v] of Object.entries(properties)) set(key, v);
  const geometry = feature[GEOMETRY_PROPERTY];
  if (geometry !== undefined && geometry !== null && !Object.hasOwn(value, GEOMETRY_PROPERTY))
    set(GEOMETRY_PROPERTY, pointOf(geometry) ?? geometry);
  return { value };
}

/** A GeoJSON Point geometry as `{lat, lng}`, or undefined (another geometry, or not a valid point). */
function pointOf(geometry: unknown): { lat: number; lng: number } | undefined {
  if (!isObject(geometry) || geometry["type"] !== "Point") return undefined;
  const coordinates = geometry["coordinates"];
  if (!Array.isArray(coordinates) || coordinates.length < 2) return undefined;
  const [lng, lat] = coordinates;
  if (typeof lat !== "number" || typeof lng !== "number" || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/**
 * An NDJSON line's value as a record: a GeoJSON Feature (a feature a line, as GeoJSON text
 * sequences and `ogr2ogr -f GeoJSONSeq` write them) read as {@link featureRecord} does, anything
 * else as it is.
 */
export function lineRecordOf(value: unknown): { readonly value: unknown } | { readonly error: string } {
  return isObject(value) && value["type"] === "Feature" ? featureRecord(value) : { value };
}
