import { Readable } from "node:stream";
import {
  DELIMITER_HEAD,
  DelimitedRows,
  type DelimitedReadOptions,
  INGEST_MESSAGES,
  delimitedHeaderProblem,
  delimitedParseOptions,
  delimiterOf,
  headerLineEnded,
} from "@oneindex/ingest";
import { CsvError, Parser } from "csv-parse";
import type { InputRecord } from "./input-record.js";
import { invalidUtf8At } from "../lines/utf8.js";
import type { FileChunks } from "./byte-chunks.js";
import { INPUT_MESSAGES } from "./messages.js";
import { FileProblem } from "./text-file.js";

/**
 * The bytes the CSV parser has read and whose records have not all come out yet, kept so each
 * record's own bytes can be found (ingest's `DelimitedRows` places a record by them). Chunks are
 * dropped once every record in them has come out.
 */
class RawBytes {
  private chunks: Buffer[] = [];
  private start = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  /** The bytes held, as text (the file's start while no record has come out). */
  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
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
 * Records of a CSV or TSV file with a header row naming the fields, parsed as the chunks arrive by
 * csv-parse's streaming parser with ingest's options (records end at CRLF, LF or CR; quoted cells
 * may span lines); the separator is read from the header line (`format`, the extension's, breaks
 * a tie). Each record starts at the line its first byte is on. Cells are kept as text, for the
 * definition's conversion. A record whose bytes are not UTF-8 is rejected with the byte offset of
 * the first bad byte; a record over `maxRecordBytes` characters, or a header that cannot name the
 * fields, is a {@link FileProblem}.
 */
export async function* delimitedRecords(
  chunks: FileChunks,
  format: "csv" | "tsv",
  maxRecordBytes: number,
  options: DelimitedReadOptions = {},
): AsyncGenerator<InputRecord> {
  const raw = new RawBytes();
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let ended = false;
  // The separator is read from the header line: chunks are held until it has ended (or is long).
  let headText = "";
  while (headText.length < DELIMITER_HEAD) {
    const next = await iterator.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    head.push(next.value);
    headText = Buffer.concat(head).toString("utf8");
    if (headerLineEnded(headText, options.comment)) break;
  }
  const delimiter = delimiterOf(format, headText, options.comment);
  const parser = new Parser({ ...delimitedParseOptions(delimiter, options), max_record_size: maxRecordBytes });
  const source = Readable.from(
    (async function* () {
      for (const chunk of head) {
        raw.push(chunk);
        yield chunk;
      }
      if (ended) return;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
        raw.push(next.value);
        yield next.value;
      }
    })(),
  );
  source.on("error", (error) => parser.destroy(error));
  source.pipe(parser);
  const rows = new DelimitedRows(delimiter, options);
  let previousEnd = 0;
  try {
    for await (const row of parser as AsyncIterable<{ record: string[]; info: { bytes_records: number } }>) {
      const end = row.info.bytes_records;
      const bytes = raw.take(previousEnd, end);
      const bad = invalidUtf8At(bytes);
      const offset = chunks.skipped + previousEnd + bad;
      previousEnd = end;
      const placed = rows.next(row.record, bytes);
      if (placed.header) {
        if (bad >= 0) throw new FileProblem(`the header row is ${INPUT_MESSAGES.notUtf8(offset, bytes[bad]!)}`, placed.line, 1, true);
        if (placed.problem !== undefined) throw new FileProblem(placed.problem, placed.line, 1);
        continue;
      }
      yield bad >= 0 ? { line: placed.line, error: INPUT_MESSAGES.notUtf8(offset, bytes[bad]!), notUtf8: true } : placed.record;
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    // Every problem with the text is a CsvError (its codes are not all "CSV_…": INVALID_OPENING_QUOTE).
    if (!(error instanceof CsvError)) throw error;
    const header = rows.started ? undefined : delimitedHeaderProblem(raw.text(), delimiter, options);
    if (header !== undefined) throw new FileProblem(header.message, header.line, 1);
    if (error.code === "CSV_MAX_RECORD_SIZE") throw new FileProblem(INPUT_MESSAGES.csvRecordTooLong(maxRecordBytes), rows.line, 1);
    const lines = (error as CsvError & { lines?: number }).lines;
    throw new FileProblem(INGEST_MESSAGES.notDelimited(delimiter, error.message), lines ?? rows.line, 1);
  } finally {
    source.destroy();
  }
}
