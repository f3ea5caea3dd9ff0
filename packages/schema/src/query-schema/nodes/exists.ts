import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { closed } from "../values.js";

/** `exists`: documents with a value in the field. */
export const exists: SchemaDefinition = {
  name: "exists",
  types: ["exists"],
  use: "exists",
  build: (ctx) => Type.Object({ type: Type.Literal("exists"), field: ctx.field("exists") }, closed("Documents with at least one value in field.")),
};
