import { Type } from "typebox";
import type { SchemaDefinition } from "../definition.js";
import { boost, closed, stringValue, literal } from "../values.js";

/** `prefix`: terms starting with a string, over text and keyword fields. */
export const prefix: SchemaDefinition = {
  name: "prefix",
  types: ["prefix"],
  use: "terms",
  build: (ctx) => Type.Object({ type: literal("prefix"), field: ctx.field("terms"), value: stringValue(), boost: boost() }, closed()),
};
