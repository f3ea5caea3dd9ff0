import { StringValues } from "../string-values.js";
import { TermField } from "../term-field.js";
import type { EngineFieldKind } from "./field-kind.js";

/** Full text: a term index with positions (phrases, highlights), and the values as given. */
export const textKind: EngineFieldKind<"text"> = {
  kind: "text",
  store: (field, analyzer) => ({ kind: "terms", index: new TermField(analyzer, true), values: new StringValues(field.array) }),
};
