import { asDecimal, type IngestFieldKind } from "./field-kind.js";

/** An integer id takes decimal strings; a string id takes numbers as their text. */
export const idKind: IngestFieldKind<"id"> = {
  kind: "id",
  coerce: (field, value) => (field.idType === "integer" ? asDecimal(field, value) : typeof value === "number" ? String(value) : value),
  emptyStringIsValue: false,
  inferred: { filterable: false, sortable: false },
};
