import { createReadStream } from "node:fs";

/**
 * The bytes of a file as chunks of at most `highWaterMark` bytes, without a leading UTF-8
 * byte-order mark (`skipped` says how many bytes were dropped, so offsets can be given in the file's
 * own bytes), reporting the bytes read so far.
 */
export class FileChunks implements AsyncIterable<Buffer> {
  /** Bytes dropped at the start (3 for a byte-order mark); known once the first chunk is yielded. */
  skipped = 0;

  constructor(
    private readonly path: string,
    private readonly options: { readonly highWaterMark?: number; readonly onBytes?: (bytesRead: number) => void } = {},
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    const stream = createReadStream(
      this.path,
      this.options.highWaterMark === undefined ? {} : { highWaterMark: this.options.highWaterMark },
    );
    let read = 0;
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      this.options.onBytes?.(read);
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
