import { columnProperty, type MappingFieldKind } from "./field-kind.js";

/** A `long`. By default the cluster turns "12" into 12 and truncates 3.7 in a long; the definition refuses both. */
export const integerKind: MappingFieldKind<"integer"> = {
  kind: "integer",
  property: (field) => columnProperty(field, { type: "long", coerce: false }),
};
