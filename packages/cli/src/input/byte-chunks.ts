import { createReadStream } from "node:fs";

/**
 * The bytes of a file as chunks of at most `highWaterMark` bytes, without a leading UTF-8
 * byte-order mark (`skipped` says how many bytes were dropped, so offsets can be given in the file's
 * own bytes), reporting the bytes read so far. With an `encoding` other than UTF-8 (a label
 * `TextDecoder` knows, checked by {@link checkEncoding}), the chunks are the file's text decoded
 * as it streams and written as UTF-8, so every reader after this sees UTF-8 whatever the file's.
 */
export class FileChunks implements AsyncIterable<Buffer> {
  /** Bytes dropped at the start (3 for a byte-order mark); known once the first chunk is yielded. */
  skipped = 0;

  constructor(
    private readonly path: string,
    private readonly options: {
      readonly highWaterMark?: number;
      readonly onBytes?: (bytesRead: number) => void;
      readonly encoding?: string;
    } = {},
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    const encoding = this.options.encoding;
    if (encoding === undefined || isUtf8(encoding)) {
      yield* this.utf8Chunks();
      return;
    }
    // A streaming decoder keeps a character split between two chunks for the next; its own
    // byte-order mark (UTF-16's) is dropped.
    const decoder = new TextDecoder(encoding);
    for await (const chunk of this.raw()) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.length > 0) yield Buffer.from(text, "utf8");
    }
    const rest = decoder.decode();
    if (rest.length > 0) yield Buffer.from(rest, "utf8");
  }

  /** The file's own bytes, as they are read. */
  private async *raw(): AsyncGenerator<Buffer> {
    const stream = createReadStream(
      this.path,
      this.options.highWaterMark === undefined ? {} : { highWaterMark: this.options.highWaterMark },
    );
    let read = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      this.options.onBytes?.(read);
      yield chunk;
    }
  }

  /** The file's bytes (UTF-8) without a leading byte-order mark. */
  private async *utf8Chunks(): AsyncGenerator<Buffer> {
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of this.raw()) {
      if (head === undefined) {
        yield chunk;
        continue;
      }
      // The first three bytes decide the byte-order mark, however small the chunks.
      head = Buffer.concat([head, chunk]);
      if (head.length < 3) continue;
      const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
      this.skipped = bom ? 3 : 0;
      const rest: Buffer = bom ? head.subarray(3) : head;
      head = undefined;
      if (rest.length > 0) yield rest;
    }
    if (head !== undefined && head.length > 0) yield head;
  }
}

/** Whether an encoding label names UTF-8 (WHATWG's labels: `utf-8`, `utf8`, `unicode-1-1-utf-8`, …). */
export function isUtf8(label: string): boolean {
  return new TextDecoder(label).encoding === "utf-8";
}

/** Why `label` cannot name a file's encoding (a label `TextDecoder` does not know), or undefined. */
export function checkEncoding(label: string): string | undefined {
  try {
    new TextDecoder(label);
    return undefined;
  } catch {
    return `unknown encoding ${JSON.stringify(label)}; use a name TextDecoder knows, such as windows-1252 (Excel's CSV on Windows), latin1, iso-8859-15, utf-16le or shift_jis`;
  }
}
