import { asDecimal, type IngestFieldKind } from "./field-kind.js";

/** A number from decimal text; inferred filterable and sortable. */
export const numberKind: IngestFieldKind<"number"> = {
  kind: "number",
  coerce: asDecimal,
  emptyStringIsValue: false,
  inferred: { filterable: true, sortable: true },
};
