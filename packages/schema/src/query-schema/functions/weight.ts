import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, nodeRef, nonNegative, literal } from "../values.js";

/** `weight`: a constant. Always offered. */
export const weight: SchemaDefinition = {
  name: "function_weight",
  types: ["weight"],
  build: () => Type.Object({ type: literal("weight"), weight: nonNegative(), filter: Type.Optional(nodeRef()) }, closed()),
};
