import { Readable } from "node:stream";
import { csvHeaderProblem, csvRowRecord } from "@oneindex/ingest";
import { Parser } from "csv-parse";
import type { InputRecord } from "./input-record.js";
import { invalidUtf8At } from "../lines/utf8.js";
import type { FileChunks } from "./byte-chunks.js";
import { INPUT_MESSAGES } from "./messages.js";
import { FileProblem } from "./text-file.js";

/**
 * The bytes the CSV parser has read and whose records have not all come out yet, kept so each
 * record's own bytes can be found: csv-parse's `bytes_records` (bytes consumed once a record and
 * its line break are read) is exact, while its `info.lines` is where a record ends and counts a
 * CRLF inside a quoted cell twice. Chunks are dropped once every record in them has come out.
 */
class RawBytes {
  private chunks: Buffer[] = [];
  private start = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  /** Bytes `[from, to)` of the stream, dropping the chunks that end before `to`. */
  take(from: number, to: number): Buffer {
    const parts: Buffer[] = [];
    let at = this.start;
    for (const chunk of this.chunks) {
      const end = at + chunk.length;
      if (end > from && at < to) parts.push(chunk.subarray(Math.max(0, from - at), Math.min(chunk.length, to - at)));
      at = end;
    }
    while (this.chunks.length > 0 && this.start + this.chunks[0]!.length <= to) this.start += this.chunks.shift()!.length;
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }
}

/**
 * Records of a CSV file with a header row naming the fields, parsed as the chunks arrive by
 * csv-parse's streaming parser (quoted cells may span lines); each record starts at the line its
 * first byte is on. Cells are kept as text, for the definition's conversion. A
 * record whose bytes are not UTF-8 is rejected with the byte offset of the first bad byte; a record
 * over `maxRecordBytes` characters, or a header that cannot name the fields, is a {@link FileProblem}.
 */
export async function* csvRecords(chunks: FileChunks, maxRecordBytes: number): AsyncGenerator<InputRecord> {
  const raw = new RawBytes();
  const parser = new Parser({ info: true, relax_column_count: true, skip_empty_lines: true, max_record_size: maxRecordBytes });
  const source = Readable.from(
    (async function* () {
      for await (const chunk of chunks) {
        raw.push(chunk);
        yield chunk;
      }
    })(),
  );
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  let header: string[] | undefined;
  let line = 1;
  let previousEnd = 0;
  try {
    for await (const row of parser as AsyncIterable<{ record: string[]; info: { bytes_records: number } }>) {
      const end = row.info.bytes_records;
      const bytes = raw.take(previousEnd, end);
      let start = 0;
      while (start < bytes.length && (bytes[start] === 10 || bytes[start] === 13)) if (bytes[start++] === 10) line++;
      const recordLine = line;
      for (let i = start; i < bytes.length; i++) if (bytes[i] === 10) line++;
      const bad = invalidUtf8At(bytes);
      const offset = chunks.skipped + previousEnd + bad;
      previousEnd = end;
      if (header === undefined) {
        if (bad >= 0) throw new FileProblem(`the header row is ${INPUT_MESSAGES.notUtf8(offset, bytes[bad]!)}`, recordLine, 1);
        header = row.record.map((h) => h.trim());
        const problem = csvHeaderProblem(header);
        if (problem !== undefined) throw new FileProblem(problem, recordLine, 1);
        continue;
      }
      yield bad >= 0
        ? { line: recordLine, error: INPUT_MESSAGES.notUtf8(offset, bytes[bad]!) }
        : csvRowRecord(header, row.record, recordLine);
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    const e = error as Error & { code?: string; lines?: number };
    if (e.code === "CSV_MAX_RECORD_SIZE") throw new FileProblem(INPUT_MESSAGES.csvRecordTooLong(maxRecordBytes), line, 1);
    if (typeof e.code === "string" && e.code.startsWith("CSV_")) throw new FileProblem(`not valid CSV: ${e.message}`, e.lines ?? line, 1);
    throw error;
  } finally {
    source.destroy();
  }
}
