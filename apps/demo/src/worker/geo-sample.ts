import type { DocumentDefinition } from "oneindex";
import type { GeoSample } from "./protocol.js";

/** Points the map draws as the data set's backdrop, at most. */
const MAX_POINTS = 4000;

/** The first geo point field of a definition, or undefined. */
export function geoFieldOf(definition: DocumentDefinition): string | undefined {
  return Object.entries(definition.fields).find(([, f]) => f.kind === "geoPoint" && f.array !== true)?.[0];
}

/** An even sample of the points of the definition's first geo field, for the map's backdrop; undefined without one. */
export function geoSampleOf(definition: DocumentDefinition, documents: readonly unknown[]): GeoSample | undefined {
  const field = geoFieldOf(definition);
  if (field === undefined) return undefined;
  const step = Math.max(1, Math.ceil(documents.length / MAX_POINTS));
  const points: [number, number][] = [];
  for (let i = 0; i < documents.length; i += step) {
    const value = (documents[i] as Record<string, unknown> | null)?.[field] as { lat?: unknown; lng?: unknown } | undefined;
    if (typeof value?.lat === "number" && typeof value.lng === "number") points.push([value.lat, value.lng]);
  }
  return { field, points };
}
