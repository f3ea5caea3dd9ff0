import { asIs, type IngestFieldKind } from "./field-kind.js";

/** A date: read by the field's `dateFormat` (`RecordConverter`), not here; inferred filterable and sortable. */
export const dateKind: IngestFieldKind<"date"> = {
  kind: "date",
  coerce: asIs,
  emptyStringIsValue: false,
  inferred: { filterable: true, sortable: true },
};
