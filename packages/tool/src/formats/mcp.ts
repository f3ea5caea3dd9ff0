import type { ToolFormatRule } from "./tool-format.js";

/** Model Context Protocol `tools/list` entry: `{ name, description, inputSchema }`, the full schema. */
export const mcpFormat: ToolFormatRule<"mcp"> = {
  format: "mcp",
  lowerSchema: (schema) => schema,
  notes: [],
  wrap: ({ name, description, schema }) => ({ name, description, inputSchema: schema }),
};
