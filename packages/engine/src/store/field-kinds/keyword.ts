import { StringValues } from "../string-values.js";
import { TermField } from "../term-field.js";
import type { EngineFieldKind } from "./field-kind.js";

/** A keyword: a term index without positions, and the values as given. */
export const keywordKind: EngineFieldKind<"keyword"> = {
  kind: "keyword",
  store: (field, analyzer) => ({ kind: "terms", index: new TermField(analyzer, false), values: new StringValues(field.array) }),
};
