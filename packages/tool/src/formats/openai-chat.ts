import type { ToolFormatRule } from "./tool-format.js";

/** OpenAI Chat Completions: `{ type: "function", function: { name, description, parameters } }`, the full schema, not strict. */
export const openAIChatFormat: ToolFormatRule<"openai-chat"> = {
  format: "openai-chat",
  lowerSchema: (schema) => schema,
  notes: [],
  wrap: ({ name, description, schema }) => ({ type: "function", function: { name, description, parameters: schema } }),
};
