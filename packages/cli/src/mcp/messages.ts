/** The wording of every message the MCP server writes itself (JSON-RPC errors for unreadable lines, stderr logs, the generic tool error). */

/** Bytes one JSON-RPC message (one stdin line) may take; a longer line is dropped as it streams and answered with an error. */
export const MCP_MAX_LINE_BYTES = 4 * 1024 * 1024;

/** JSON-RPC 2.0 error codes the transport answers with itself. */
export const JSON_RPC_PARSE_ERROR = -32700;
export const JSON_RPC_INVALID_REQUEST = -32600;

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;

const quoteList = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");

/** Longest part of a name a client sent that a message repeats: the rest is cut, so a message never grows with what was sent. */
const MAX_ECHO = 64;

/** A name a client sent, quoted as a message shows it: cut to {@link MAX_ECHO} characters with "…" (never inside a surrogate pair). */
export function echoName(name: string): string {
  if (name.length <= MAX_ECHO) return JSON.stringify(name);
  const end = /[\uD800-\uDBFF]/.test(name[MAX_ECHO - 1]!) ? MAX_ECHO - 1 : MAX_ECHO;
  return `${JSON.stringify(`${name.slice(0, end)}…`)} (${name.length} characters)`;
}

export const MCP_MESSAGES = {
  lineTooLong: (bytes: number, max: number) =>
    `Parse error: the message is ${bytes} bytes long, over the limit of ${max} bytes (${mib(max)}) for one line; it was not read`,
  notUtf8: (at: number) => `Parse error: the message is not valid UTF-8 (byte ${at} of the line)`,
  notJson: (reason: string) => `Parse error: the line is not valid JSON (${reason})`,
  notJsonRpc: (reason: string) => `Invalid Request: the line is JSON but not a JSON-RPC 2.0 message (${reason})`,
  /** A stderr line for a stdin line the server could not read, `n` its 1-based number. */
  logLine: (n: number, message: string) => `oneindex mcp: stdin line ${n}: ${message}\n`,
  logStdinClosed: "oneindex mcp: the client closed stdin; stopping\n",
  stdinFailed: (reason: string) => `stdin failed: ${reason}`,
  stdoutFailed: (reason: string) => `cannot write to the client (stdout): ${reason}`,
  logProtocolError: (reason: string) => `oneindex mcp: ${reason}\n`,
  logInternalError: (detail: string) => `oneindex mcp: internal error while searching: ${detail}\n`,
  sameToolTwice: (name: string) =>
    `two snapshots would both be served as the tool "${name}"; give one another name (oneindex index … --name <Name>)`,
  startupFailed: (reason: string) => `the server could not start: ${reason}`,
  paramsNotObject: (found: string, tools: readonly string[]) =>
    `Invalid params: tools/call needs params {"name", "arguments"}, found ${found}; this server offers ${quoteList(tools)}`,
  nameNotString: (found: string, tools: readonly string[]) =>
    `Invalid params: tools/call needs "name", a string naming a tool, found ${found}; this server offers ${quoteList(tools)}`,
  unknownTool: (name: string, tools: readonly string[], near: string | undefined) =>
    `Invalid params: unknown tool ${echoName(name)}${near === undefined ? "" : ` (did you mean "${near}"?)`}; this server offers ${quoteList(tools)}`,
  /** What the model reads when a call's `arguments` are not an object. */
  argumentsNotObject: (found: string) =>
    `The search arguments must be a JSON object such as {"v":1,"q":"…"}, found ${found}; nothing was searched. Call the search tool again with an object.`,
  /** What the model reads when the search failed for a reason of the server's own (logged on stderr in full). */
  internalToolError:
    "The search failed because of an internal error in the server (it is logged on the server's stderr). This call may work if you call again; if it fails again, try a simpler search.",
} as const;
