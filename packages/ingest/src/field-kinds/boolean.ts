import { booleanValue } from "../coerce/cell-values.js";
import type { IngestFieldKind } from "./field-kind.js";

/** `true`/`false`/`1`/`0` as strings (any case) or the numbers 1 and 0; inferred filterable and sortable. */
export const booleanKind: IngestFieldKind<"boolean"> = {
  kind: "boolean",
  coerce: (_field, value) => {
    if (typeof value === "string") return booleanValue(value) ?? value;
    return value === 1 ? true : value === 0 ? false : value;
  },
  emptyStringIsValue: false,
  inferred: { filterable: true, sortable: true },
};
