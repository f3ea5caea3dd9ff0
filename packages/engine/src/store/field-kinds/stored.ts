import type { EngineFieldKind } from "./field-kind.js";

/** No structure: a stored value lives only in the document's source. */
export const storedKind: EngineFieldKind<"stored"> = { kind: "stored", store: () => ({ kind: "none" }) };
