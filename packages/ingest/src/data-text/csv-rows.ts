import { INGEST_MESSAGES } from "../messages.js";
import type { DataRecord } from "./data-record.js";

/** Why a CSV header row cannot name the fields (a column named twice), or undefined. */
export function csvHeaderProblem(header: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, name] of header.entries()) {
    if (seen.has(name)) return INGEST_MESSAGES.csvRepeatedColumn(name, header.indexOf(name) + 1, i + 1);
    seen.add(name);
  }
  return undefined;
}

/** How a delimited text is laid out beyond its separator: short rows, comment lines, a header row. */
export interface DelimitedReadOptions {
  /**
   * Read a row with fewer cells than the header as if its missing trailing cells were empty (the
   * fields absent), as pandas and Python's `csv.DictReader` do, rather than as a record with an
   * `error` (the default, as PostgreSQL's `COPY` and DuckDB without `null_padding` do: a short row
   * is also what a stray line break inside an unquoted cell leaves, which padding would hide). A
   * row with more cells than the header is an error either way: its extra cells have no name.
   */
  readonly padShortRows?: boolean;
  /**
   * A character that makes a line a comment when it is the line's first: such lines are skipped
   * wherever they are (before the header too), as pandas' `comment` and DuckDB's `comment` read
   * them. Off by default: a header may name a column `#`. One ASCII character that is not a letter,
   * a digit, white space, a quote or a separator (see {@link commentProblem}).
   */
  readonly comment?: string;
  /**
   * Whether the first row names the columns (the default). Without one (`false`), every row is a
   * record whose cells are named `column1`, `column2`, … in order, and rows may differ in width.
   */
  readonly headerRow?: boolean;
}

/** Why `comment` cannot start comment lines (see {@link DelimitedReadOptions.comment}), or undefined. */
export function commentProblem(comment: string): string | undefined {
  return /^[!#$%&'*+\-./:;<=>?@^_`|~]$/.test(comment) ? undefined : INGEST_MESSAGES.badComment(comment);
}

/** The name of cell `i` (from 0) of a text without a header row. */
export function generatedColumnName(i: number): string {
  return `column${i + 1}`;
}

/** The record of one CSV row under `header`: each cell as its text, keyed by its column's name (converted later, by the definition). */
export function csvRowRecord(
  header: readonly string[],
  cells: readonly string[],
  line: number,
  options: DelimitedReadOptions = {},
): DataRecord {
  if (cells.length > header.length)
    return { line, error: INGEST_MESSAGES.csvColumnCount(cells.length, header.length), cells: cells.length };
  if (cells.length < header.length && options.padShortRows !== true)
    return { line, error: INGEST_MESSAGES.csvColumnCount(cells.length, header.length), shortRow: true, cells: cells.length };
  const value: Record<string, unknown> = {};
  for (let column = 0; column < cells.length; column++)
    Object.defineProperty(value, header[column]!, { value: cells[column], enumerable: true, writable: true, configurable: true });
  return { line, value };
}
