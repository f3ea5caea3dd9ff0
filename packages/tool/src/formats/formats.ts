import type { ToolFormat } from "../options/tool-options.js";
import { anthropicFormat } from "./anthropic.js";
import { geminiFormat } from "./gemini.js";
import { mcpFormat } from "./mcp.js";
import { openAIChatFormat } from "./openai-chat.js";
import { openAIResponsesFormat } from "./openai-responses.js";
import { openAIStrictFormat } from "./openai-strict.js";
import type { ToolFormatRule } from "./tool-format.js";

/** The one dispatcher from a format name to its rule. */
export const FORMAT_RULES: { readonly [F in ToolFormat]: ToolFormatRule<F> } = {
  anthropic: anthropicFormat,
  "openai-chat": openAIChatFormat,
  "openai-responses": openAIResponsesFormat,
  "openai-strict": openAIStrictFormat,
  mcp: mcpFormat,
  gemini: geminiFormat,
};
