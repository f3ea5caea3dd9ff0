import { labelByName, usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** A finite floating-point number. */
export const numberKind: SchemaFieldKind<"number"> = {
  kind: "number",
  filterable: "optional",
  sortable: "optional",
  uses: usesWhen(
    [],
    ["termNumber", "rangeNumber", "exists", "fieldValueFactor", "decayNumber", "aggNumber", "aggMetric", "aggCardinality", "queryable"],
  ),
  check: (v, at) => {
    if (typeof v !== "number") return at.fail("wrong-type", "a number", v);
    if (!Number.isFinite(v)) return at.fail("not-finite", "a finite number", v);
    return v === 0 ? 0 : v;
  },
  example: () => 100,
  label: labelByName("number"),
};
