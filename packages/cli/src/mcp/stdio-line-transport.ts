import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineSplitter } from "../lines/line-splitter.js";
import { invalidUtf8At } from "../lines/utf8.js";
import { JSON_RPC_INVALID_REQUEST, JSON_RPC_PARSE_ERROR, MCP_MAX_LINE_BYTES, MCP_MESSAGES } from "./messages.js";

/** Options of {@link StdioLineTransport}. */
export interface StdioLineTransportOptions {
  /** Bytes one line may take (default {@link MCP_MAX_LINE_BYTES}). */
  readonly maxLineBytes?: number;
  /** Where problems are logged (the process's stderr in `oneindex mcp`). */
  readonly log: (text: string) => void;
}

/** The id of a message that failed the JSON-RPC check, when one can be read; else null, as JSON-RPC 2.0 asks. */
function idOf(value: unknown): string | number | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" || (typeof id === "number" && Number.isFinite(id)) ? id : null;
}

/**
 * The MCP stdio transport (newline-delimited JSON-RPC) with bounded reading, in place of the SDK's
 * `StdioServerTransport`, whose buffer closes the transport on a line over 10 MiB (the server then
 * stops answering, or exits 0 without a word) and drops unreadable lines without an answer. Here a
 * line over `maxLineBytes` is dropped while it streams and answered with a JSON-RPC parse error
 * (id null); a line that is not UTF-8 or not JSON gets -32700, JSON that is not a JSON-RPC message
 * -32600; each is logged, and the next line is served. It closes when stdin ends; a failing stdin or
 * stdout closes it with {@link failure} set, which the command reports before exiting 1. While
 * stdout is not drained (a client that does not read) it stops reading stdin, so what it holds stays
 * bounded by one read chunk's answers.
 */
export class StdioLineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** Why the transport closed, when it was not the client closing stdin. */
  failure: string | undefined;

  private readonly maxLineBytes: number;
  private readonly splitter: LineSplitter;
  private closed = false;
  /** While stdout is not drained: the wait every write shares (one `drain` listener, however many answers wait). */
  private drained: Promise<void> | undefined;
  private release: (() => void) | undefined;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly options: StdioLineTransportOptions,
  ) {
    this.maxLineBytes = options.maxLineBytes ?? MCP_MAX_LINE_BYTES;
    this.splitter = new LineSplitter(this.maxLineBytes, {
      line: (bytes, place) => this.receive(bytes, place.line),
      tooLong: (bytes, place) => this.reject(place.line, null, JSON_RPC_PARSE_ERROR, MCP_MESSAGES.lineTooLong(bytes, this.maxLineBytes)),
    });
  }

  private readonly onData = (chunk: Buffer | string) => this.splitter.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
  private readonly onEnd = () => {
    this.splitter.end();
    this.options.log(MCP_MESSAGES.logStdinClosed);
    void this.close();
  };
  private readonly onInputError = (error: Error) => this.fail(MCP_MESSAGES.stdinFailed(error.message));
  private readonly onOutputError = (error: Error) => this.fail(MCP_MESSAGES.stdoutFailed(error.message));

  async start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("end", this.onEnd);
    this.input.on("error", this.onInputError);
    this.output.on("error", this.onOutputError);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return;
    await this.write(`${JSON.stringify(message)}\n`);
  }

  /**
   * Writes a line to stdout. When stdout's buffer is full (a client that does not read), stdin is
   * paused until it drains: no more calls are read, so no more answers pile up, and the wait is one
   * `drain` listener shared by every write (no MaxListenersExceededWarning).
   */
  private write(line: string): Promise<void> {
    if (this.output.write(line) && this.drained === undefined) return Promise.resolve();
    if (this.drained === undefined) {
      this.input.pause();
      this.drained = new Promise<void>((resolve) => {
        this.release = () => {
          this.output.off("drain", this.onDrain);
          this.drained = undefined;
          this.release = undefined;
          if (!this.closed) this.input.resume();
          resolve();
        };
      });
      this.output.once("drain", this.onDrain);
    }
    return this.drained;
  }

  private readonly onDrain = () => this.release?.();

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.input.off("error", this.onInputError);
    if (this.input.listenerCount("data") === 0) this.input.pause();
    this.release?.();
    this.onclose?.();
  }

  private fail(reason: string): void {
    this.failure ??= reason;
    void this.close();
  }

  private receive(bytes: Buffer, line: number): void {
    const bad = invalidUtf8At(bytes);
    if (bad >= 0) {
      this.reject(line, null, JSON_RPC_PARSE_ERROR, MCP_MESSAGES.notUtf8(bad));
      return;
    }
    const text = bytes.toString("utf8");
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.reject(line, null, JSON_RPC_PARSE_ERROR, MCP_MESSAGES.notJson((error as Error).message));
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(value);
    if (!message.success) {
      const first = message.error.issues[0];
      const reason =
        first === undefined ? "unknown shape" : `${first.path.length === 0 ? "" : `/${first.path.join("/")}: `}${first.message}`;
      this.reject(line, idOf(value), JSON_RPC_INVALID_REQUEST, MCP_MESSAGES.notJsonRpc(reason));
      return;
    }
    this.onmessage?.(message.data);
  }

  /** Answers an unreadable line with a JSON-RPC error and logs it. */
  private reject(line: number, id: string | number | null, code: number, message: string): void {
    this.options.log(MCP_MESSAGES.logLine(line, message));
    if (this.closed) return;
    // The SDK's message type has no response with a null id, which JSON-RPC 2.0 requires here; written directly.
    void this.write(`${JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } })}\n`);
  }
}
