import { columnProperty, type MappingFieldKind } from "./field-kind.js";

/** A `double`, without the cluster's coercion of strings ("12"), which the definition refuses. */
export const numberKind: MappingFieldKind<"number"> = {
  kind: "number",
  property: (field) => columnProperty(field, { type: "double", coerce: false }),
};
