import type { MappingFieldKind } from "./field-kind.js";

/** A `geo_point`, not indexed unless queryable. */
export const geoPointKind: MappingFieldKind<"geoPoint"> = {
  kind: "geoPoint",
  property: (field) => (field.filterable ? { type: "geo_point" } : { type: "geo_point", index: false }),
};
