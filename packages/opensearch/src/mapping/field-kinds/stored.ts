import type { MappingFieldKind } from "./field-kind.js";

/** Kept in `_source`, never indexed. */
export const storedKind: MappingFieldKind<"stored"> = {
  kind: "stored",
  property: () => ({ type: "object", enabled: false }),
};
