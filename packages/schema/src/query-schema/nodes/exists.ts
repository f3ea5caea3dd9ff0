import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed, literal } from "../values.js";

/** `exists`: documents with a value in the field. */
export const exists: SchemaDefinition = {
  name: "exists",
  types: ["exists"],
  use: "exists",
  build: (ctx) => Type.Object({ type: literal("exists"), field: ctx.field("exists") }, closed()),
};
