import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ToolOptionError, type ToolFormat } from "oneindex";
import { MAX_CALL_BYTES } from "../calls/call-limits.js";
import type { ServedIndex, ServedTools } from "../calls/served-tools.js";
import { invalidUtf8At } from "../lines/utf8.js";
import { MCP_MESSAGES } from "../mcp/messages.js";
import { SERVE_MESSAGES } from "../messages.js";
import { errorSummary } from "../tool-error.js";
import type { WorkerReply } from "./search-pool.js";
import type { ExposurePolicy } from "../exposure/exposure-policy.js";
import { readBody } from "./read-body.js";

/** Options of {@link createSearchHttpServer}. */
export interface SearchHttpOptions {
  /** Answers one call on a served tool: the tool result's text through the size gate (in `serve`, from the search worker). */
  readonly answer: (tool: string, body: string) => Promise<WorkerReply>;
  /** Snapshots opened so far, for `GET /health`. */
  readonly snapshotsOpened: () => number;
  /** Bytes one request body may take (default {@link MAX_CALL_BYTES}). */
  readonly maxBodyBytes?: number;
  /** Where internal errors are logged (the process's stderr in `oneindex serve`). */
  readonly log: (text: string) => void;
  /** Who may call: the Host, Origin and token checks every request passes first. */
  readonly policy: ExposurePolicy;
}

/** What the server has done, for `GET /health`. */
interface Counters {
  calls: number;
}

/** Milliseconds a client may take to send a request's headers, and the whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

const TEXT = "text/plain; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

function send(response: ServerResponse, status: number, body: string, type: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": type, "content-length": String(Buffer.byteLength(body)), ...headers });
  response.end(body);
}

/**
 * An HTTP server answering tool calls on warm indexes, one tool per index as `mcp` offers them:
 * `GET /` the tools' descriptors (an array, as a model API's `tools` takes it; `?format=`),
 * `GET /health` what is served and how many snapshots and calls so far, `POST /search` (one tool)
 * or `POST /search/<tool name>` a call's JSON arguments as the body. A call's answer is the tool
 * result the model reads, from `answer` (the search worker): 200 with the results' JSON (through
 * the size gate, with a `cut` note, as in `mcp`), 422 with the text that says what to fix, 500 with a generic text for an internal
 * error (logged). Bodies over `maxBodyBytes` are refused (413) without being held. Every request
 * passes `policy` first (Host 421, Origin 403, token 401; a browser's preflight gets 204 with CORS
 * headers for an allowed origin).
 */
export function createSearchHttpServer(tools: ServedTools<ServedIndex>, options: SearchHttpOptions): Server {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_CALL_BYTES;
  const counters: Counters = { calls: 0 };

  function descriptors(url: URL, response: ServerResponse): void {
    let list: ReturnType<ServedTools["descriptors"]>;
    try {
      list = tools.descriptors((url.searchParams.get("format") ?? "anthropic") as ToolFormat);
    } catch (error) {
      if (!(error instanceof ToolOptionError)) throw error;
      send(response, 400, `${SERVE_MESSAGES.badFormat(error.message)}\n`, TEXT);
      return;
    }
    send(response, 200, JSON.stringify(list), JSON_TYPE);
  }

  function health(response: ServerResponse): void {
    const served = tools.indexes.map((index, i) => ({ name: tools.names[i], documents: index.size }));
    send(response, 200, JSON.stringify({ tools: served, snapshotsOpened: options.snapshotsOpened(), calls: counters.calls }), JSON_TYPE);
  }

  async function search(path: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const names = tools.names;
    let name: string;
    if (path === "/search") {
      if (names.length !== 1) return send(response, 400, `${SERVE_MESSAGES.whichTool(names)}\n`, TEXT);
      name = names[0]!;
    } else {
      const raw = path.slice("/search/".length);
      try {
        name = decodeURIComponent(raw);
      } catch {
        name = raw;
      }
    }
    const index = tools.index(name);
    if (index === undefined) return send(response, 404, `${SERVE_MESSAGES.unknownTool(name, names, tools.nearest(name))}\n`, TEXT);
    const declared = Number(request.headers["content-length"] ?? NaN);
    if (declared > maxBodyBytes) {
      // Not read at all: answered at once, and the connection closed behind the answer.
      response.once("finish", () => request.socket.destroy());
      send(response, 413, `${SERVE_MESSAGES.bodyTooLarge(declared, maxBodyBytes)}\n`, TEXT, { connection: "close" });
      return;
    }
    const body = await readBody(request, maxBodyBytes);
    if (!body.ok) return send(response, 413, `${SERVE_MESSAGES.bodyTooLarge(body.length, maxBodyBytes)}\n`, TEXT);
    const bad = invalidUtf8At(body.bytes);
    if (bad >= 0) return send(response, 400, `${SERVE_MESSAGES.bodyNotUtf8(bad)}\n`, TEXT);
    counters.calls++;
    const answer = await options.answer(name, body.bytes.toString("utf8"));
    if ("internal" in answer) {
      options.log(SERVE_MESSAGES.logInternalError(answer.internal));
      send(response, 500, `${MCP_MESSAGES.internalToolError}\n`, TEXT);
      return;
    }
    if (!answer.ok) return send(response, 422, `${answer.text}\n`, TEXT);
    send(response, 200, answer.text, JSON_TYPE);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const verdict = options.policy.check(request.headers, method);
    if (!verdict.ok) {
      // Refused before its body is read: the connection closes behind the answer.
      send(response, verdict.status, `${verdict.message}\n`, TEXT, { ...verdict.headers, connection: "close" });
      return;
    }
    for (const [name, value] of Object.entries(verdict.headers)) response.setHeader(name, value);
    if (method === "OPTIONS") {
      response.writeHead(204, { "content-length": "0" });
      response.end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    const path = url.pathname;
    const notAllowed = (allow: string) => send(response, 405, `${SERVE_MESSAGES.methodNotAllowed(method, path, allow)}\n`, TEXT, { allow });
    if (path === "/" || path === "/health") {
      if (method !== "GET" && method !== "HEAD") return notAllowed("GET, HEAD");
      return path === "/" ? descriptors(url, response) : health(response);
    }
    if (path === "/search" || path.startsWith("/search/")) {
      if (method !== "POST") return notAllowed("POST");
      return search(path, request, response);
    }
    send(response, 404, `${SERVE_MESSAGES.notFound(path)}\n`, TEXT);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      options.log(SERVE_MESSAGES.logRequestError(errorSummary(error)));
      if (!response.headersSent) send(response, 500, `${MCP_MESSAGES.internalToolError}\n`, TEXT);
      else response.destroy();
    });
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}
