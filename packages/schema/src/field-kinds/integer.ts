import { labelByName, usesWhen, type SchemaFieldKind } from "./field-kind.js";

/** A whole number held exactly: a safe integer. */
export const integerKind: SchemaFieldKind<"integer"> = {
  kind: "integer",
  filterable: "optional",
  sortable: "optional",
  uses: usesWhen(
    [],
    ["termInteger", "rangeInteger", "exists", "fieldValueFactor", "decayNumber", "aggNumber", "aggMetric", "aggCardinality", "queryable"],
  ),
  check: (v, at) => {
    if (typeof v !== "number") return at.fail("wrong-type", "an integer", v);
    if (!Number.isInteger(v)) return at.fail("wrong-type", "an integer", v);
    if (!Number.isSafeInteger(v))
      return at.fail("unsafe-integer", "an integer within ±(2^53 − 1) (larger values cannot be held exactly)", v);
    return v === 0 ? 0 : v;
  },
  example: () => 10,
  label: labelByName("integer"),
};
