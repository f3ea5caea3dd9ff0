import { BooleanColumn } from "../boolean-column.js";
import type { EngineFieldKind } from "./field-kind.js";

/** A boolean column. */
export const booleanKind: EngineFieldKind<"boolean"> = {
  kind: "boolean",
  store: () => ({ kind: "booleans", column: new BooleanColumn() }),
};
