import { toGemini } from "../schema/to-gemini.js";
import { STRING_LIMITS_NOTE } from "./limits-note.js";
import type { ToolFormatRule } from "./tool-format.js";

/** Gemini function declaration: `{ name, description, parametersJsonSchema }` with the schema in the subset Gemini reads (`const` as a one-value `enum`). */
export const geminiFormat: ToolFormatRule<"gemini"> = {
  format: "gemini",
  lowerSchema: toGemini,
  notes: [STRING_LIMITS_NOTE, "Rules written in the schema's descriptions are checked when the call runs."],
  wrap: ({ name, description, schema }) => ({ name, description, parametersJsonSchema: schema }),
};
