import { parse } from "csv-parse/browser/esm/sync";
import { INGEST_MESSAGES } from "../messages.js";
import { csvHeaderProblem, csvRowRecord } from "./csv-rows.js";
import type { DataFormat, DataRecord } from "./data-record.js";
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
 * or a CSV row as an object of its cells' text keyed by the header row (parsed by csv-parse; a row
 * with another number of cells is a record with an `error`). Each record says the line it starts
 * on. For text in memory (a file dropped on a page); the CLI streams files of any size with the
 * same rules. Browser-safe.
 */
export function readDataText(text: string, format: DataFormat): DataText {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records = format === "json" ? jsonRecords(body) : format === "ndjson" ? ndjsonRecords(body) : csvRecords(body);
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
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim() === "") return;
    const parsed = parseJsonText(line);
    records.push(
      parsed.ok
        ? { line: i + 1, value: parsed.value }
        : { line: i + 1, error: INGEST_MESSAGES.notJsonLine(parsed.problem.column, parsed.problem.message) },
    );
  });
  return records;
}

function csvRecords(text: string): DataRecord[] | DataTextProblem {
  let rows: { record: string[]; info: { bytes_records: number } }[];
  try {
    rows = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof rows;
  } catch (error) {
    const e = error as Error & { code?: string; lines?: number };
    if (typeof e.code === "string" && e.code.startsWith("CSV_"))
      return { code: "not-csv", message: INGEST_MESSAGES.notCsv(e.message), line: e.lines ?? 1 };
    throw error;
  }
  // csv-parse counts the bytes read once each record ends (its `lines` counts a CRLF inside a
  // quoted cell twice): a record starts on the first line of its bytes that is not a blank one.
  const bytes = new TextEncoder().encode(text);
  const records: DataRecord[] = [];
  let header: string[] | undefined;
  let line = 1;
  let at = 0;
  for (const row of rows) {
    const end = row.info.bytes_records;
    while (at < end && (bytes[at] === 10 || bytes[at] === 13)) if (bytes[at++] === 10) line++;
    const recordLine = line;
    for (; at < end; at++) if (bytes[at] === 10) line++;
    if (header === undefined) {
      header = row.record.map((h) => h.trim());
      const problem = csvHeaderProblem(header);
      if (problem !== undefined) return { code: "csv-header", message: problem, line: recordLine, column: 1 };
      continue;
    }
    records.push(csvRowRecord(header, row.record, recordLine));
  }
  return records;
}
