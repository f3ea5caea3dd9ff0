import type { MappingFieldKind } from "./field-kind.js";

/** The id: a `long` (refusing "12" and 3.7, as the definition does) or a keyword. */
export const idKind: MappingFieldKind<"id"> = {
  kind: "id",
  property: (field) => (field.idType === "integer" ? { type: "long", coerce: false } : { type: "keyword" }),
};
