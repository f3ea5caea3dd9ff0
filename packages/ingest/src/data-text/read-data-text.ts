import { CsvError, parse } from "csv-parse/browser/esm/sync";
import { INGEST_MESSAGES } from "../messages.js";
import type { DelimitedReadOptions } from "./csv-rows.js";
import { DelimitedRows, delimitedHeaderProblem, delimitedParseOptions, delimiterOf } from "./delimited.js";
import type { DataFormat, DataRecord } from "./data-record.js";
import { lineRecordOf } from "./geojson.js";
import { readJsonArray } from "./json-array.js";
import { parseJsonText } from "./json-text.js";

/** Why a data text could not be read at all (not one record: the whole text), and where. */
export interface DataTextProblem {
  readonly code: "not-json" | "not-csv" | "csv-header" | "no-records";
  readonly message: string;
  readonly line: number;
  readonly column?: number;
}

/** What {@link readDataText} gives: every record in file order (some with an `error`), or why the text is not a data file. */
export type DataText =
  | { readonly ok: true; readonly records: readonly DataRecord[] }
  | { readonly ok: false; readonly problem: DataTextProblem };

const BOM = "\uFEFF";

/**
 * The records of a data file's whole text, as the file holds them: a JSON array's elements, an
 * NDJSON line's document (a line that is not JSON is a record with an `error` naming the column),
 * or a CSV or TSV row as an object of its cells' text keyed by the header row (parsed by csv-parse,
 * records ending at CRLF, LF or CR; a row with another number of cells is a record with an `error`,
 * unless `options.padShortRows` reads a short one with its missing trailing cells empty; lines that
 * start with `options.comment` skipped; without a header row, `options.headerRow: false`, cells named
 * `column1`, `column2`, …). Each record says the line it starts
 * on. For text in memory (a file dropped on a page); the CLI streams files of any size with the
 * same rules. Browser-safe.
 */
export function readDataText(text: string, format: DataFormat, options: DelimitedReadOptions = {}): DataText {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records =
    format === "json" ? jsonRecords(body) : format === "ndjson" ? ndjsonRecords(body) : delimitedRecords(body, format, options);
  if (!Array.isArray(records)) return { ok: false, problem: records };
  if (records.length === 0) return { ok: false, problem: { code: "no-records", message: INGEST_MESSAGES.noRecords, line: 1 } };
  return { ok: true, records };
}

function jsonRecords(text: string): DataRecord[] | DataTextProblem {
  const result = readJsonArray(text);
  return Array.isArray(result) ? result : { code: "not-json", ...result };
}

function ndjsonRecords(text: string): DataRecord[] {
  const records: DataRecord[] = [];
  text.split("\n").forEach((raw, i) => {
    const record = ndjsonLineRecord(raw.endsWith("\r") ? raw.slice(0, -1) : raw, i + 1);
    if (record !== undefined) records.push(record);
  });
  return records;
}

/**
 * The record of one NDJSON line (without its line break), or undefined for a blank line: its JSON
 * value (a GeoJSON Feature read as its record, see {@link lineRecordOf}), or an `error` naming the
 * column where the text stops being JSON. The CLI's streaming reader shares it.
 */
export function ndjsonLineRecord(text: string, line: number): DataRecord | undefined {
  if (text.trim() === "") return undefined;
  const parsed = parseJsonText(text);
  return parsed.ok
    ? { line, ...lineRecordOf(parsed.value) }
    : { line, error: INGEST_MESSAGES.notJsonLine(parsed.problem.column, parsed.problem.message) };
}

function delimitedRecords(text: string, format: "csv" | "tsv", options: DelimitedReadOptions): DataRecord[] | DataTextProblem {
  const delimiter = delimiterOf(format, text, options.comment);
  let rows: { record: string[]; info: { bytes_records: number } }[];
  try {
    rows = parse(text, delimitedParseOptions(delimiter, options)) as unknown as typeof rows;
  } catch (error) {
    // Every problem with the text is a CsvError (its codes are not all "CSV_…": INVALID_OPENING_QUOTE).
    if (!(error instanceof CsvError)) throw error;
    // A streaming reader meets the header first: a header that cannot name the fields is the problem then.
    const header = delimitedHeaderProblem(text, delimiter, options);
    if (header !== undefined) return { code: "csv-header", ...header, column: 1 };
    const lines = (error as CsvError & { lines?: number }).lines;
    return { code: "not-csv", message: INGEST_MESSAGES.notDelimited(delimiter, error.message), line: lines ?? 1, column: 1 };
  }
  const bytes = new TextEncoder().encode(text);
  const reader = new DelimitedRows(delimiter, options);
  const records: DataRecord[] = [];
  let at = 0;
  for (const row of rows) {
    const end = row.info.bytes_records;
    const placed = reader.next(row.record, bytes.subarray(at, end));
    at = end;
    if (!placed.header) records.push(placed.record);
    else if (placed.problem !== undefined) return { code: "csv-header", message: placed.problem, line: placed.line, column: 1 };
  }
  return records;
}
