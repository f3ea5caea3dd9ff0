import type { ToolFormatRule } from "./tool-format.js";

/**
 * Model Context Protocol `tools/list` entry: `{ name, title, description, inputSchema, annotations }`
 * with the full schema, marked read-only, idempotent and closed-world (MCP's tool annotations).
 */
export const mcpFormat: ToolFormatRule<"mcp"> = {
  format: "mcp",
  lowerSchema: (schema) => schema,
  notes: [],
  wrap: ({ name, title, description, schema }) => ({
    name,
    title,
    description,
    inputSchema: schema,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }),
};
