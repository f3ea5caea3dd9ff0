import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { SearchTool, type DocumentDefinition, type SearchIndex } from "oneindex";
import { CommandError, type CliIo } from "../cli-io.js";
import { MCP_MESSAGES } from "../mcp/messages.js";
import { StdioLineTransport } from "../mcp/stdio-line-transport.js";
import { errorSummary, modelFacingText } from "../tool-error.js";
import { openSnapshot } from "../open-snapshot.js";
import { DEFAULT_MAX_RESULT_CHARS, fitResults } from "./result-budget.js";

/** The version the server reports to clients. */
const SERVER_VERSION = "0.0.0";

/**
 * An MCP server offering one tool, the index's search (its `mcp` descriptor). A call's hits come
 * back as JSON text and as `structuredContent`; an invalid call as a tool result with `isError:
 * true` carrying the parser's message, so the model can fix it and call again (missing arguments
 * too: the parser names the missing `v`). A call to another tool name is a JSON-RPC error. Hits
 * whose JSON would pass `maxResultChars` are cut to the leading ones that fit, with a `cut` note
 * saying how to ask for the rest (a `limit` of 10,000 must not flood the model's context). An error
 * the search throws with a `toToolResult()` (a call over the engine's work budget) is a tool
 * result with `isError: true` and that text; any other error is logged through `log` (default
 * stderr) and answered with a short generic tool error.
 */
export function createMcpServer(index: SearchIndex<DocumentDefinition>, options: { readonly maxResultChars?: number; readonly log?: (text: string) => void } = {}): Server {
  const log = options.log ?? ((text: string) => void process.stderr.write(text));
  const maxResultChars = options.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
  const tool = SearchTool.descriptor(index.definition, { format: "mcp" });
  const server = new Server({ name: `oneindex-${index.definition.name}`, version: SERVER_VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [tool] }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    // An unknown tool is a protocol error (JSON-RPC -32602), as the MCP specification lists it and
    // the SDK's own McpServer answers; a known tool's bad arguments are a tool result the model reads.
    if (request.params.name !== tool.name) {
      throw new McpError(ErrorCode.InvalidParams, `unknown tool "${request.params.name}"; this server offers "${tool.name}"`);
    }
    try {
      const parsed = index.tryParse(request.params.arguments ?? {});
      if (!parsed.ok) return toolError(parsed.error.toToolResult());
      const results = fitResults(parsed.query.execute(), maxResultChars);
      const structured = JSON.parse(JSON.stringify(results)) as Record<string, unknown>;
      return { content: [{ type: "text", text: JSON.stringify(results) }], structuredContent: structured };
    } catch (error) {
      const text = modelFacingText(error);
      if (text !== undefined) return toolError(text);
      log(MCP_MESSAGES.logInternalError(errorSummary(error)));
      return toolError(MCP_MESSAGES.internalToolError);
    }
  });
  server.onerror = (error) => log(MCP_MESSAGES.logProtocolError(errorSummary(error)));
  return server;
}

function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text }] };
}

/**
 * `oneindex mcp <snapshot>`: serves the snapshot's search over stdio until the client closes stdin
 * (exit 0); a failing stdin or stdout is reported on stderr, exit 1.
 */
export async function mcpCommand(args: { snapshot: string; maxResultChars?: number }, io: CliIo): Promise<number> {
  const index = await openSnapshot(args.snapshot);
  const log = (text: string) => io.stderr(text);
  const server = createMcpServer(index, { log, ...(args.maxResultChars === undefined ? {} : { maxResultChars: args.maxResultChars }) });
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  const transport = new StdioLineTransport(process.stdin, process.stdout, { log });
  await server.connect(transport);
  io.stderr(`oneindex mcp: serving search_${index.definition.name} over stdio (${index.size} documents)\n`);
  await closed;
  if (transport.failure !== undefined) throw new CommandError(`mcp: ${transport.failure}`);
  return 0;
}
