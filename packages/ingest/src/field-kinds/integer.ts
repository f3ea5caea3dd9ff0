import { asDecimal, type IngestFieldKind } from "./field-kind.js";

/** A whole number from decimal text; inferred filterable and sortable. */
export const integerKind: IngestFieldKind<"integer"> = {
  kind: "integer",
  coerce: asDecimal,
  emptyStringIsValue: false,
  inferred: { filterable: true, sortable: true },
};
