import type { ToolFormatRule } from "./tool-format.js";

/** Anthropic Messages API: `{ name, description, input_schema }`, the full draft 2020-12 schema. */
export const anthropicFormat: ToolFormatRule<"anthropic"> = {
  format: "anthropic",
  lowerSchema: (schema) => schema,
  notes: [],
  wrap: ({ name, description, schema }) => ({ name, description, input_schema: schema }),
};
