import { toOpenAIStrict } from "../schema/to-openai-strict.js";
import { STRING_LIMITS_NOTE } from "./limits-note.js";
import type { ToolFormatRule } from "./tool-format.js";

/**
 * OpenAI Responses API in strict mode: `{ type: "function", name, description, parameters,
 * strict: true }` with the schema lowered to the Structured Outputs subset. Every property is
 * required there, so the model sends null for what it leaves out; parse with nulls as absent.
 */
export const openAIStrictFormat: ToolFormatRule<"openai-strict"> = {
  format: "openai-strict",
  lowerSchema: toOpenAIStrict,
  maps: false,
  notes: [
    STRING_LIMITS_NOTE,
    "Every property must be present: write null for each one you do not use. Rules written in the schema's descriptions are checked when the call runs.",
  ],
  wrap: ({ name, description, schema }) => ({ type: "function", name, description, parameters: schema, strict: true }),
};
