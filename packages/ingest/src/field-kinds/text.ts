import { asText, type IngestFieldKind } from "./field-kind.js";

/** Text: numbers and booleans as their text; an empty string of JSON data is a value. */
export const textKind: IngestFieldKind<"text"> = {
  kind: "text",
  coerce: asText,
  emptyStringIsValue: true,
  inferred: { filterable: false, sortable: false },
};
