import { ndjsonLineRecord } from "@oneindex/ingest";
import { LineSplitter } from "../lines/line-splitter.js";
import { invalidUtf8At } from "../lines/utf8.js";
import type { FileChunks } from "./byte-chunks.js";
import type { InputRecord } from "./input-record.js";
import { INPUT_MESSAGES } from "./messages.js";

/**
 * One record per non-blank line (LF or CRLF), read as the chunks arrive: at most one line (up to
 * `maxRecordBytes`) is held at a time, and a longer line is dropped as it streams and rejected. A
 * line that is not UTF-8 is rejected with the byte offset of the first bad byte.
 */
export async function* ndjsonRecords(chunks: FileChunks, maxRecordBytes: number): AsyncGenerator<InputRecord> {
  const ready: InputRecord[] = [];
  const splitter = new LineSplitter(maxRecordBytes, {
    line: (bytes, { line, offset }) => {
      const bad = invalidUtf8At(bytes);
      if (bad >= 0) {
        ready.push({ line, error: INPUT_MESSAGES.notUtf8(chunks.skipped + offset + bad, bytes[bad]!), notUtf8: true });
        return;
      }
      const record = ndjsonLineRecord(bytes.toString("utf8"), line);
      if (record !== undefined) ready.push(record);
    },
    tooLong: (bytes, { line }) => ready.push({ line, error: INPUT_MESSAGES.recordTooLong(bytes, maxRecordBytes) }),
  });
  for await (const chunk of chunks) {
    splitter.push(chunk);
    yield* ready.splice(0);
  }
  splitter.end();
  yield* ready.splice(0);
}
