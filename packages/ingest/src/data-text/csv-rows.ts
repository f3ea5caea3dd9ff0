import { INGEST_MESSAGES } from "../messages.js";
import type { DataRecord } from "./data-record.js";

/** Why a CSV header row cannot name the fields (an empty or repeated column name), or undefined. */
export function csvHeaderProblem(header: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, name] of header.entries()) {
    if (name === "") return INGEST_MESSAGES.csvUnnamedColumn(i + 1);
    if (seen.has(name)) return INGEST_MESSAGES.csvRepeatedColumn(name, header.indexOf(name) + 1, i + 1);
    seen.add(name);
  }
  return undefined;
}

/** How a row with fewer cells than the header reads (see {@link DelimitedReadOptions}). */
export interface DelimitedReadOptions {
  /**
   * Read a row with fewer cells than the header as if its missing trailing cells were empty (the
   * fields absent), as pandas and Python's `csv.DictReader` do, rather than as a record with an
   * `error` (the default, as PostgreSQL's `COPY` and DuckDB without `null_padding` do: a short row
   * is also what a stray line break inside an unquoted cell leaves, which padding would hide). A
   * row with more cells than the header is an error either way: its extra cells have no name.
   */
  readonly padShortRows?: boolean;
}

/** The record of one CSV row under `header`: each cell as its text, keyed by its column's name (converted later, by the definition). */
export function csvRowRecord(
  header: readonly string[],
  cells: readonly string[],
  line: number,
  options: DelimitedReadOptions = {},
): DataRecord {
  if (cells.length > header.length) return { line, error: INGEST_MESSAGES.csvColumnCount(cells.length, header.length) };
  if (cells.length < header.length && options.padShortRows !== true)
    return { line, error: INGEST_MESSAGES.csvColumnCount(cells.length, header.length), shortRow: true };
  const value: Record<string, unknown> = {};
  for (let column = 0; column < cells.length; column++)
    Object.defineProperty(value, header[column]!, { value: cells[column], enumerable: true, writable: true, configurable: true });
  return { line, value };
}
