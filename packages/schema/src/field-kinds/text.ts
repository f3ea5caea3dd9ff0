import { checkString } from "./keyword.js";
import { labelByName, usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** Full text: analysed into terms; a string value. */
export const textKind: SchemaFieldKind<"text"> = {
  kind: "text",
  filterable: "always",
  sortable: "never",
  uses: usesWhen(["termString", "terms", "fullText"], ["exists", "queryable"]),
  check: checkString,
  example: () => "value",
  label: labelByName("text"),
};
