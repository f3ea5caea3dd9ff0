import { asText, type IngestFieldKind } from "./field-kind.js";

/** A keyword: numbers and booleans as their text; an empty string of JSON data is a value; inferred sortable. */
export const keywordKind: IngestFieldKind<"keyword"> = {
  kind: "keyword",
  coerce: asText,
  emptyStringIsValue: true,
  inferred: { filterable: false, sortable: true },
};
