import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Protocol } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ErrorCode, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { DocumentDefinition, McpToolDescriptor, QueryDetail, SearchIndex } from "oneindex";
import { describeValue } from "oneindex/internal";
import { z } from "zod";
import { CLI_VERSION } from "../messages.js";
import { CommandError, type CliIo } from "../cli-io.js";
import { MCP_MESSAGES } from "../mcp/messages.js";
import { StdioLineTransport } from "../mcp/stdio-line-transport.js";
import { errorSummary } from "../tool-error.js";
import { openSnapshots } from "../open-snapshot.js";
import { answerCallAsync, checkMaxChars, fitAnswer, type CallAnswer, type CallIndex } from "../calls/answer-call.js";
import { ServedTools, type ServedIndex } from "../calls/served-tools.js";
import { openPostgresSource, type ConnectPostgres, type PostgresSource, type PostgresSourceArgs } from "../postgres/postgres-source.js";

/** The version the server reports to clients. */
const SERVER_VERSION = CLI_VERSION;

/** tools/call as the server reads it: the SDK's own schema would refuse non-object `arguments` with a raw validation dump, so the params are checked here, into words. */
const LooseCallToolRequestSchema = z.object({ method: z.literal("tools/call"), params: z.unknown().optional() });

/** A JSON-RPC error answered as it is: the SDK's McpError would put "MCP error -32602:" in the message, which the client's McpError prefixes again. */
class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the MCP server answers calls on: an embedded `SearchIndex`, or a Postgres source's index. */
export type McpIndex = SearchIndex<DocumentDefinition> | (CallIndex & ServedIndex);

/**
 * An MCP server offering one tool per index, each index's search (its `mcp` descriptor, named
 * `search_<Name>`; two indexes of one name are an error). A call's hits come back as JSON text and
 * as `structuredContent`; an invalid call as a tool result with `isError: true` carrying the
 * parser's message, so the model can fix it and call again (missing arguments too: the parser
 * names the missing `v`; `arguments` that are not an object are named). A call to another tool
 * name, or without a name, is a JSON-RPC invalid-params error naming the tools. Every answer goes
 * through the size gate (`toolResult`): results whose JSON would pass `maxResultChars` (default
 * 100,000) are cut, highlights first, then long values, hits and buckets, with a `cut` note saying
 * how to ask for less, and error texts are bounded the same way. An error the search
 * throws with a `toToolResult()` (a call over the engine's work budget) is a tool result with
 * `isError: true` and that text; any other error is logged through `log` (default stderr) and
 * answered with a short generic tool error.
 */
export function createMcpServer(
  indexes: McpIndex | readonly McpIndex[],
  options: { readonly maxResultChars?: number; readonly detail?: QueryDetail; readonly log?: (text: string) => void } = {},
): Server {
  const log = options.log ?? ((text: string) => void process.stderr.write(text));
  const maxResultChars = options.maxResultChars;
  checkMaxChars(maxResultChars);
  const list: readonly McpIndex[] = Array.isArray(indexes) ? indexes : [indexes as McpIndex];
  const tools = new ServedTools<McpIndex>(list, options.detail);
  const names = tools.names;
  const serverName = list.length === 1 ? `oneindex-${list[0]!.definition.name}` : "oneindex";
  const server = new Server({ name: serverName, version: SERVER_VERSION }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.descriptors("mcp") as McpToolDescriptor[] }));
  // Protocol's own registration (Server's would first validate with the SDK's strict schema).
  Protocol.prototype.setRequestHandler.call(
    server,
    LooseCallToolRequestSchema,
    async (request: z.infer<typeof LooseCallToolRequestSchema>): Promise<CallToolResult> => {
      const params = request.params;
      if (typeof params !== "object" || params === null || Array.isArray(params))
        throw new JsonRpcError(ErrorCode.InvalidParams, MCP_MESSAGES.paramsNotObject(describeValue(params), names));
      const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
      // An unknown tool is a protocol error (JSON-RPC -32602), as the MCP specification lists it and
      // the SDK's own McpServer answers; a known tool's bad arguments are a tool result the model reads.
      if (typeof name !== "string") throw new JsonRpcError(ErrorCode.InvalidParams, MCP_MESSAGES.nameNotString(describeValue(name), names));
      const index = tools.index(name);
      if (index === undefined) throw new JsonRpcError(ErrorCode.InvalidParams, MCP_MESSAGES.unknownTool(name, names, tools.nearest(name)));
      if (args !== undefined && (typeof args !== "object" || args === null || Array.isArray(args)))
        return toolError(MCP_MESSAGES.argumentsNotObject(describeValue(args)));
      let answer: CallAnswer;
      try {
        answer = await answerCallAsync(index, args ?? {}, { detail: options.detail });
      } catch (error) {
        log(MCP_MESSAGES.logInternalError(errorSummary(error)));
        return toolError(MCP_MESSAGES.internalToolError);
      }
      const fitted = fitAnswer(answer, maxResultChars);
      if (!fitted.ok) return toolError(fitted.text);
      const structured = JSON.parse(fitted.text) as Record<string, unknown>;
      return { content: [{ type: "text", text: fitted.text }], structuredContent: structured };
    },
  );
  server.onerror = (error) => log(MCP_MESSAGES.logProtocolError(errorSummary(error)));
  return server;
}

function toolError(text: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text }] };
}

/**
 * A server that could not start (a snapshot is missing or damaged): it answers every request with
 * a JSON-RPC error carrying the reason, so the client shows why instead of "Connection closed", and
 * closes after the first answer. The reason is also on stderr.
 */
async function explainFailure(reason: string, io: CliIo): Promise<void> {
  const log = (text: string) => io.stderr(text);
  const transport = new StdioLineTransport(process.stdin, process.stdout, { log });
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  transport.onmessage = (message) => {
    if (!("method" in message) || !("id" in message)) return;
    void transport
      .send({ jsonrpc: "2.0", id: message.id, error: { code: ErrorCode.InternalError, message: MCP_MESSAGES.startupFailed(reason) } })
      .then(() => transport.close());
  };
  await transport.start();
  await closed;
}

/**
 * `oneindex mcp <snapshot> [<snapshot> …]`, or `oneindex mcp --postgres <url> --table <name>
 * --definition <file>`: serves the snapshots' searches (one tool each), or the table's, over
 * stdio until the client closes stdin (exit 0); a failing stdin or stdout is reported on stderr,
 * exit 1. A snapshot (or a Postgres table) that cannot be opened is reported on stderr and to the client (the first
 * request is answered with the reason), exit 1.
 */
export async function mcpCommand(
  args: { snapshots: readonly string[]; postgres?: PostgresSourceArgs; maxResultChars?: number; workBudget?: number; detail?: QueryDetail },
  io: CliIo,
  connect?: ConnectPostgres,
): Promise<number> {
  const log = (text: string) => io.stderr(text);
  let server: Server;
  let indexes: McpIndex[];
  let source: PostgresSource | undefined;
  const budget = args.workBudget === undefined ? {} : { workBudget: args.workBudget };
  try {
    if (args.postgres !== undefined) source = await openPostgresSource({ ...args.postgres, ...budget }, connect);
    indexes = source === undefined ? await openSnapshots(args.snapshots, budget) : [source.served];
    server = createMcpServer(indexes, {
      log,
      ...(args.maxResultChars === undefined ? {} : { maxResultChars: args.maxResultChars }),
      ...(args.detail === undefined ? {} : { detail: args.detail }),
    });
  } catch (error) {
    await source?.close();
    const reason = error instanceof CommandError ? error.message : errorSummary(error);
    io.stderr(`oneindex mcp: ${MCP_MESSAGES.startupFailed(reason)}\n`);
    await explainFailure(reason, io);
    throw new CommandError(`mcp: ${reason}`);
  }
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  const transport = new StdioLineTransport(process.stdin, process.stdout, { log });
  await server.connect(transport);
  io.stderr(`oneindex mcp: serving ${indexes.map((i) => `search_${i.definition.name} (${i.size} documents)`).join(", ")} over stdio\n`);
  await closed;
  await source?.close();
  if (transport.failure !== undefined) throw new CommandError(`mcp: ${transport.failure}`);
  return 0;
}
