import type { DocumentDefinition } from "@oneindex/schema";

/**
 * Documents carry geo points as `{ lat, lng }` (the definition's shape); a cluster's `geo_point`
 * object form is `{ lat, lon }` and refuses `lng`. These two functions are the only places the
 * spelling changes: going in (bulk) and coming back (`_source` of hits), so callers see the
 * definition's shape on both backends.
 */
type Point = { readonly lat: unknown; readonly [key: string]: unknown };

function geoFields(doc: DocumentDefinition): string[] {
  return Object.entries(doc.fields)
    .filter(([, field]) => field.kind === "geoPoint")
    .map(([name]) => name);
}

function mapPoints(value: unknown, convert: (point: Point) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapPoints(v, convert));
  return value !== null && typeof value === "object" ? convert(value as Point) : value;
}

function reshape(document: Record<string, unknown>, doc: DocumentDefinition, convert: (point: Point) => unknown): Record<string, unknown> {
  const names = geoFields(doc).filter((name) => Object.hasOwn(document, name));
  if (names.length === 0) return document;
  const copy = { ...document };
  for (const name of names) copy[name] = mapPoints(document[name], convert);
  return copy;
}

/** A document as the cluster takes it: geo points as `{ lat, lon }`. Other values unchanged. */
export function toClusterDocument(document: Record<string, unknown>, doc: DocumentDefinition): Record<string, unknown> {
  return reshape(document, doc, (p) => ("lng" in p && !("lon" in p) ? { lat: p.lat, lon: p["lng"] } : p));
}

/** A hit's `_source` in the definition's shape: geo points back to `{ lat, lng }`. */
export function fromClusterSource(source: Record<string, unknown>, doc: DocumentDefinition): Record<string, unknown> {
  return reshape(source, doc, (p) => ("lon" in p && !("lng" in p) ? { lat: p.lat, lng: p["lon"] } : p));
}
