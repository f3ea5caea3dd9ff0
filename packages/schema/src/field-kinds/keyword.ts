import { labelByName, usesWhen, type SchemaFieldKind, type ValueCheck } from "./field-kind.js";

/** A string value, as text and keyword fields take. */
export function checkString(v: unknown, at: ValueCheck): string | undefined {
  if (typeof v === "string") return v;
  return at.fail("wrong-type", "a string", v);
}

/** An exact-match string; every keyword field takes `terms` and `cardinality` aggregations and string ranges. */
export const keywordKind: SchemaFieldKind<"keyword"> = {
  kind: "keyword",
  filterable: "always",
  sortable: "optional",
  uses: usesWhen(["termString", "terms", "rangeKeyword", "aggTerms", "aggCardinality"], ["exists", "queryable"]),
  check: checkString,
  example: () => "value",
  label: labelByName("keyword"),
};
