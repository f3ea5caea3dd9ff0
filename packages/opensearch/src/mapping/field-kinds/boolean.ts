import { columnProperty, type MappingFieldKind } from "./field-kind.js";

/** A `boolean`. */
export const booleanKind: MappingFieldKind<"boolean"> = {
  kind: "boolean",
  property: (field) => columnProperty(field, { type: "boolean" }),
};
