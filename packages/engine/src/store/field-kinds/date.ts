import { numberStore, type EngineFieldKind } from "./field-kind.js";

/** A number column of epoch milliseconds. */
export const dateKind: EngineFieldKind<"date"> = { kind: "date", store: numberStore };
