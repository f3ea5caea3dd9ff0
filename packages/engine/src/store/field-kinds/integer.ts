import { numberStore, type EngineFieldKind } from "./field-kind.js";

/** A number column. */
export const integerKind: EngineFieldKind<"integer"> = { kind: "integer", store: numberStore };
