import { TermField } from "../term-field.js";
import { numberStore, type EngineFieldKind } from "./field-kind.js";

/** The id: a number column for integer ids, else a term index whose values are the index's ids. */
export const idKind: EngineFieldKind<"id"> = {
  kind: "id",
  store: (field, analyzer) =>
    field.idType === "integer" ? numberStore() : { kind: "terms", index: new TermField(analyzer, false), values: undefined },
};
