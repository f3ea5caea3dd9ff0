import { isPlainObject } from "../documents/json-data.js";
import { usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** A point `{ lat, lng }` in degrees, with no other property. */
export const geoPointKind: SchemaFieldKind<"geoPoint"> = {
  kind: "geoPoint",
  filterable: "optional",
  sortable: "never",
  uses: usesWhen([], ["exists", "decayGeo", "aggGeo", "queryable"]),
  check: (v, at) => {
    if (!isPlainObject(v)) return at.fail("invalid-geo-point", "a point { lat, lng }", v);
    let lat: unknown;
    let lng: unknown;
    let extra = false;
    const read = at.reader.properties(v, (k, value) => {
      if (k === "lat") lat = value;
      else if (k === "lng") lng = value;
      else extra = true;
      return true;
    });
    if (!read) return undefined;
    if (extra || typeof lat !== "number" || typeof lng !== "number" || !(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
      return at.fail("invalid-geo-point", "a point { lat: −90…90, lng: −180…180 } with no other properties", v);
    }
    return { lat: lat === 0 ? 0 : lat, lng: lng === 0 ? 0 : lng };
  },
  example: () => "value",
  label: () => "geoPoint {lat,lng}",
};
