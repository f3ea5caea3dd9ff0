export { SearchTool } from "./search-tool.js";
export type { SearchToolApi } from "./search-tool.js";
export { TOOL_FORMATS, TOOL_NAME_PATTERN } from "./options/tool-options.js";
export type { ToolFormat, ToolOptions } from "./options/tool-options.js";
export { ToolOptionError } from "./options/tool-option-error.js";
export type {
  AnthropicToolDescriptor,
  GeminiToolDescriptor,
  McpToolDescriptor,
  OpenAIChatToolDescriptor,
  OpenAIResponsesToolDescriptor,
  OpenAIStrictToolDescriptor,
  ToolDescriptor,
  ToolDescriptors,
} from "./formats/descriptor-types.js";
export type { JsonSchema as ToolJsonSchema, ObjectJsonSchema as ToolInputSchema } from "./schema/json-schema.js";
export { toOpenAIStrict, OPENAI_STRICT_KEYWORDS, OPENAI_STRICT_FORMATS } from "./schema/to-openai-strict.js";
export { toGemini, GEMINI_KEYWORDS } from "./schema/to-gemini.js";
export { OPENAI_STRICT_LIMITS, measureOpenAIStrict, openAIStrictLimitProblems } from "./schema/openai-strict-limits.js";
export type { OpenAIStrictSize } from "./schema/openai-strict-limits.js";
export { describeSearch } from "./description/describe-search.js";
export { toolResult } from "./result/tool-result.js";
export type { FittedResults, ResultsLike, ToolAnswer, ToolResult, ToolResultCut, ToolResultOptions } from "./result/tool-result.js";
export { TOOL_RESULT_LIMITS } from "./result/result-limits.js";
export { adapterTool } from "./adapters/adapter-tool.js";
export type { AdapterTool, AdapterToolOptions } from "./adapters/adapter-tool.js";
