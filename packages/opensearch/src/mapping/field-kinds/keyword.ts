import type { MappingFieldKind } from "./field-kind.js";

/** A keyword; every keyword field takes `terms` aggregations, which read doc values. */
export const keywordKind: MappingFieldKind<"keyword"> = {
  kind: "keyword",
  property: () => ({ type: "keyword" }),
};
