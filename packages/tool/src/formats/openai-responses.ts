import type { ToolFormatRule } from "./tool-format.js";

/** OpenAI Responses API: `{ type: "function", name, description, parameters, strict: false }`, the full schema. */
export const openAIResponsesFormat: ToolFormatRule<"openai-responses"> = {
  format: "openai-responses",
  lowerSchema: (schema) => schema,
  notes: [],
  wrap: ({ name, description, schema }) => ({ type: "function", name, description, parameters: schema, strict: false }),
};
