import { geoPointValue } from "../coerce/cell-values.js";
import type { IngestFieldKind } from "./field-kind.js";

/** `"lat,lng"` or `"lat lng"` as a point; inferred filterable. */
export const geoPointKind: IngestFieldKind<"geoPoint"> = {
  kind: "geoPoint",
  coerce: (_field, value) => (typeof value === "string" ? (geoPointValue(value) ?? value) : value),
  emptyStringIsValue: false,
  inferred: { filterable: true, sortable: false },
};
