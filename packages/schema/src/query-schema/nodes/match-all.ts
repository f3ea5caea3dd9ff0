import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, literal } from "../values.js";

/** `matchAll`: every document. Always offered. */
export const matchAll: SchemaDefinition = {
  name: "matchAll",
  types: ["matchAll"],
  build: () => Type.Object({ type: literal("matchAll"), boost: boost() }, closed()),
};
