import { noValue, usesWhen, type SchemaFieldKind } from "./field-kind.js";

const STRING_ID = usesWhen(["termString"], ["queryable"]);
const INTEGER_ID = usesWhen(["termInteger"], ["queryable"]);
const UNTYPED_ID = usesWhen([], ["queryable"]);

/** The identifier: a `term` of its JSON type; its values are checked by `checkDocuments` (`invalid-id`). */
export const idKind: SchemaFieldKind<"id"> = {
  kind: "id",
  filterable: "always",
  sortable: "always",
  uses: (field) => (field.idType === "string" ? STRING_ID : field.idType === "integer" ? INTEGER_ID : UNTYPED_ID)(field),
  check: noValue,
  example: (field) => (field.idType === "integer" ? 1 : "id-1"),
  label: (field) => `id ${field.idType ?? "string"}`,
};
