import { labelByName, noValue, type SchemaFieldKind } from "./field-kind.js";

/** Any JSON value kept with the document and returned, never queryable (`checkDocuments` copies it). */
export const storedKind: SchemaFieldKind<"stored"> = {
  kind: "stored",
  filterable: "never",
  sortable: "never",
  uses: () => [],
  check: noValue,
  example: () => "value",
  label: labelByName("stored"),
};
