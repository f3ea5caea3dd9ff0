import { numberStore, type EngineFieldKind } from "./field-kind.js";

/** A number column. */
export const numberKind: EngineFieldKind<"number"> = { kind: "number", store: numberStore };
