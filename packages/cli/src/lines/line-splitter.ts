/** Where a line starts: its 1-based number and the byte offset of its first byte in the stream. */
export interface LinePlace {
  readonly line: number;
  readonly offset: number;
}

/** What a {@link LineSplitter} hands on for each line. */
export interface LineHandlers {
  /** A complete line (without its LF, or CRLF), at most `maxLineBytes` bytes. */
  readonly line: (bytes: Buffer, place: LinePlace) => void;
  /** A line longer than `maxLineBytes`: its bytes were dropped as they streamed past; `bytes` is its full length. */
  readonly tooLong: (bytes: number, place: LinePlace) => void;
}

/**
 * Splits a byte stream into LF-terminated lines as chunks arrive, holding at most `maxLineBytes`
 * bytes of the current line: a longer line is dropped while it streams (never buffered whole) and
 * reported once its end arrives. A final line without a line break is handed on by {@link end}.
 * Lines are bytes, so a UTF-8 sequence cut by a chunk boundary arrives whole.
 */
export class LineSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;
  private line = 1;
  private lineOffset = 0;
  private offset = 0;

  constructor(
    private readonly maxLineBytes: number,
    private readonly handlers: LineHandlers,
  ) {}

  /** Feeds the next chunk; complete lines are handed on before this returns. */
  push(chunk: Buffer): void {
    let from = 0;
    for (;;) {
      const newline = chunk.indexOf(10, from);
      if (newline < 0) {
        this.take(chunk.subarray(from));
        this.offset += chunk.length - from;
        return;
      }
      this.take(chunk.subarray(from, newline));
      this.offset += newline - from + 1;
      this.finish();
      from = newline + 1;
    }
  }

  /** Hands on the last line when the stream did not end with a line break. */
  end(): void {
    if (this.size > 0) this.finish();
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (!this.dropping && this.size + piece.length > this.maxLineBytes + 1) {
      // +1: a CR before the LF is not part of the line, so a line of exactly the limit may carry one.
      this.dropping = true;
      this.parts = [];
    }
    if (!this.dropping) this.parts.push(piece);
    this.size += piece.length;
  }

  private finish(): void {
    const place = { line: this.line, offset: this.lineOffset };
    const { size, dropping, parts } = this;
    this.parts = [];
    this.size = 0;
    this.dropping = false;
    this.line++;
    this.lineOffset = this.offset;
    if (dropping) {
      this.handlers.tooLong(size, place);
      return;
    }
    let bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
    if (bytes.length > 0 && bytes[bytes.length - 1] === 13) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.length > this.maxLineBytes) this.handlers.tooLong(size, place);
    else this.handlers.line(bytes, place);
  }
}
