import { asIs, type IngestFieldKind } from "./field-kind.js";

/** Any JSON value, kept as it is. */
export const storedKind: IngestFieldKind<"stored"> = {
  kind: "stored",
  coerce: asIs,
  emptyStringIsValue: false,
  inferred: { filterable: false, sortable: false },
};
