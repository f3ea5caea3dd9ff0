import { labelByName, usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** true or false. */
export const booleanKind: SchemaFieldKind<"boolean"> = {
  kind: "boolean",
  filterable: "optional",
  sortable: "optional",
  uses: usesWhen([], ["termBoolean", "exists", "fieldValueFactor", "aggTerms", "queryable"]),
  check: (v, at) => (typeof v === "boolean" ? v : at.fail("wrong-type", "true or false", v)),
  example: () => true,
  label: labelByName("boolean"),
};
