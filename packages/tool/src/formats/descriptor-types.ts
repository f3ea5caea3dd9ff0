import type { ObjectJsonSchema } from "../schema/json-schema.js";
import type { ToolFormat } from "../options/tool-options.js";

/** Anthropic Messages API tool: `tools: [descriptor]`. */
export interface AnthropicToolDescriptor {
  readonly name: string;
  readonly description: string;
  readonly input_schema: ObjectJsonSchema;
}

/** OpenAI Chat Completions function tool. */
export interface OpenAIChatToolDescriptor {
  readonly type: "function";
  readonly function: { readonly name: string; readonly description: string; readonly parameters: ObjectJsonSchema };
}

/** OpenAI Responses API function tool (`strict: false`: the full schema, checked by the parser). */
export interface OpenAIResponsesToolDescriptor {
  readonly type: "function";
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectJsonSchema;
  readonly strict: false;
}

/** OpenAI Responses API function tool in strict mode: the schema is in OpenAI's Structured Outputs subset. */
export interface OpenAIStrictToolDescriptor {
  readonly type: "function";
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectJsonSchema;
  readonly strict: true;
}

/** Model Context Protocol tool, as listed by `tools/list`. */
export interface McpToolDescriptor {
  readonly name: string;
  /** A display name for clients' tool lists: `Search <Name>`. */
  readonly title: string;
  readonly description: string;
  readonly inputSchema: ObjectJsonSchema;
  /** A search only reads, gives the same answer for the same call on the same index, and reaches nothing outside it: clients may run it without asking. */
  readonly annotations: {
    readonly readOnlyHint: true;
    readonly destructiveHint: false;
    readonly idempotentHint: true;
    readonly openWorldHint: false;
  };
}

/** Gemini function declaration (`tools: [{ functionDeclarations: [descriptor] }]`). */
export interface GeminiToolDescriptor {
  readonly name: string;
  readonly description: string;
  readonly parametersJsonSchema: ObjectJsonSchema;
}

/** The descriptor type of each format. */
export interface ToolDescriptors {
  anthropic: AnthropicToolDescriptor;
  "openai-chat": OpenAIChatToolDescriptor;
  "openai-responses": OpenAIResponsesToolDescriptor;
  "openai-strict": OpenAIStrictToolDescriptor;
  mcp: McpToolDescriptor;
  gemini: GeminiToolDescriptor;
}

/** The descriptor of format F. */
export type ToolDescriptor<F extends ToolFormat = ToolFormat> = ToolDescriptors[F];
