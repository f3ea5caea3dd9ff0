import { GeoColumn } from "../geo-column.js";
import type { EngineFieldKind } from "./field-kind.js";

/** A column of points. */
export const geoPointKind: EngineFieldKind<"geoPoint"> = { kind: "geoPoint", store: () => ({ kind: "geo", column: new GeoColumn() }) };
