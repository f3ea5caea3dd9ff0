import { parse } from "csv-parse/browser/esm/sync";
import { commentProblem, csvHeaderProblem, csvRowRecord, generatedColumnName, type DelimitedReadOptions } from "./csv-rows.js";
import { tsvCells } from "./tsv-cells.js";
import type { DataRecord } from "./data-record.js";

/** Rows of a text without a header row differ in width: a short one reads with its missing cells empty. */
const RAGGED: DelimitedReadOptions = { padShortRows: true };

/**
 * A delimited text's cell separator: a comma (CSV), a tab (TSV), or a semicolon or a vertical bar
 * (CSV written where the comma is the decimal mark, as Excel does in much of Europe, and pipe-separated
 * exports), which read by CSV's rules.
 */
export type Delimiter = "," | "\t" | ";" | "|";

/**
 * The csv-parse options every reader of delimited text uses, in memory and streaming, so a page
 * and the CLI split cells and records by the same rules. Records end at CRLF, LF or a lone CR,
 * whichever each line uses, as RFC 4180 readers (Python's csv, Go's encoding/csv) read them:
 * csv-parse's default detects one record delimiter from the first line and keeps the other
 * endings inside cells (an LF header then CRLF rows stored `"alpha\r"`). A line break inside a
 * quoted cell stays in the cell as written. TSV is read with quotes off, a record a line, and its
 * cells then unquoted by {@link tsvCells} (which says why).
 */
export function delimitedParseOptions(delimiter: Delimiter, options: DelimitedReadOptions = {}) {
  const comment = options.comment;
  if (comment !== undefined) {
    const problem = commentProblem(comment);
    if (problem !== undefined) throw new RangeError(problem);
  }
  return {
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    quote: delimiter === "\t" ? false : '"',
    skip_empty_lines: true,
    info: true,
    // A comment is a whole line that starts with the character, never a cell's text after it.
    ...(comment === undefined ? {} : { comment, comment_no_infix: true }),
  };
}

/** Characters of a delimited text's start its separator is read from (the header line, or this much of it). */
export const DELIMITER_HEAD = 64 * 1024;

/**
 * The separator of a delimited text from its header line: the file's extension's (`format`: tab
 * for `.tsv`, comma for `.csv`) when the header holds it outside quotes, else the other one when
 * the header holds that. So a `.csv` file written with tabs is read as TSV, and a `.tsv` file
 * written with commas as CSV, while a header whose column names are sentences with commas in them
 * (Debian's package lists) stays TSV: counting the two, as this did before, read such a `.tsv` as
 * CSV. A header with neither takes a semicolon, else a vertical bar, when it holds one (Excel's CSV
 * where the comma is the decimal mark: `Name;Preis` over `Zoë;3,50`), as Python's `csv.Sniffer`
 * and DuckDB's detection would. `head` is the text's start: its first {@link DELIMITER_HEAD}
 * characters, or less when {@link headerLineEnded}.
 */
export function delimiterOf(format: "csv" | "tsv", head: string, comment?: string): Delimiter {
  const { commas, tabs, semicolons, bars } = scanHeader(head, comment);
  const preferred: readonly Delimiter[] = format === "tsv" ? ["\t", ","] : [",", "\t"];
  const counts: Record<Delimiter, number> = { ",": commas, "\t": tabs, ";": semicolons, "|": bars };
  // A header with neither a comma nor a tab, but semicolons (or bars), is split by those.
  for (const d of [...preferred, ";", "|"] as const) if (counts[d] > 0) return d;
  return preferred[0]!;
}

/** Whether `head` holds the whole header line (a line break outside quotes), so a streaming reader can choose the separator. */
export function headerLineEnded(head: string, comment?: string): boolean {
  return scanHeader(head, comment).ended;
}

/**
 * The separators in the first line of `head` that holds a row: blank lines, and lines that start
 * with `comment` when one is given, come before it and are passed over, as the parser skips them.
 */
function scanHeader(head: string, comment?: string): { commas: number; tabs: number; semicolons: number; bars: number; ended: boolean } {
  let commas = 0;
  let tabs = 0;
  let semicolons = 0;
  let bars = 0;
  let quoted = false;
  let lineStart = true;
  let inComment = false;
  for (const c of head.slice(0, DELIMITER_HEAD)) {
    if (lineStart) {
      if (c === "\n" || c === "\r") continue;
      lineStart = false;
      inComment = c === comment;
    }
    if (inComment) {
      if (c === "\n" || c === "\r") lineStart = true;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (c === "\n" || c === "\r") return { commas, tabs, semicolons, bars, ended: true };
    else if (c === ",") commas++;
    else if (c === "\t") tabs++;
    else if (c === ";") semicolons++;
    else if (c === "|") bars++;
  }
  return { commas, tabs, semicolons, bars, ended: false };
}

/**
 * Counts line breaks in bytes fed in file order: an LF, a CRLF and a lone CR each end one line
 * (the breaks {@link delimitedParseOptions} ends records at), a CRLF split between two calls
 * counted once.
 */
export class LineCounter {
  /** The 1-based line the next byte is on. */
  line = 1;
  private afterCr = false;

  /** Counts the line breaks in `bytes[from, to)`. */
  count(bytes: Uint8Array, from = 0, to = bytes.length): void {
    for (let i = from; i < to; i++) {
      const b = bytes[i];
      if (b === 10) {
        if (!this.afterCr) this.line++;
        this.afterCr = false;
      } else if (b === 13) {
        this.line++;
        this.afterCr = true;
      } else this.afterCr = false;
    }
  }

  /**
   * Counts the lines at the start of `bytes` that hold no record (blank lines, and lines that start
   * with the byte `comment` when one is given); returns the index of the record's first byte.
   */
  skipBreaks(bytes: Uint8Array, comment = -1): number {
    let i = 0;
    for (;;) {
      while (i < bytes.length && (bytes[i] === 10 || bytes[i] === 13)) i++;
      if (i >= bytes.length || bytes[i] !== comment) break;
      while (i < bytes.length && bytes[i] !== 10 && bytes[i] !== 13) i++;
    }
    this.count(bytes, 0, i);
    return i;
  }
}

/** A row of a delimited text, placed: the header (and why it cannot name the fields), or a record. */
export type DelimitedRow =
  | { readonly header: true; readonly line: number; readonly problem?: string }
  | { readonly header: false; readonly line: number; readonly record: DataRecord };

/**
 * Turns csv-parse's rows, in file order, into records keyed by the header row, each placed on the
 * line it starts on. csv-parse's `bytes_records` (bytes consumed once a record and its line break
 * are read) is exact, while its `info.lines` is where a record ends: a row's own bytes, line
 * breaks counted by {@link LineCounter}, place it. The in-memory and the streaming readers share it.
 */
export class DelimitedRows {
  /** The header row's names; without a header row (`headerRow: false`), the generated names so far. */
  private header: string[] | undefined;
  private readonly lines = new LineCounter();
  /** The comment character's byte, or -1. */
  private readonly comment: number;

  constructor(
    private readonly delimiter: Delimiter,
    private readonly options: DelimitedReadOptions = {},
  ) {
    this.comment = options.comment === undefined ? -1 : options.comment.charCodeAt(0);
    if (options.headerRow === false) this.header = [];
  }

  /** The next row: its cells, and the bytes the parser consumed for it (from the end of the previous row). */
  next(split: readonly string[], bytes: Uint8Array): DelimitedRow {
    const cells = this.delimiter === "\t" ? tsvCells(split) : split;
    const start = this.lines.skipBreaks(bytes, this.comment);
    const line = this.lines.line;
    this.lines.count(bytes, start);
    if (this.options.headerRow === false) {
      // Every row is a record; a wider row than any before names its new cells.
      const names = this.header!;
      while (names.length < cells.length) names.push(generatedColumnName(names.length));
      return { header: false, line, record: csvRowRecord(names, cells, line, RAGGED) };
    }
    if (this.header === undefined) {
      // A column the header leaves unnamed (Excel's trailing empty columns, usually) is named by its place, as without a header row.
      this.header = cells.map((h, i) => (h.trim() === "" ? generatedColumnName(i) : h.trim()));
      const problem = csvHeaderProblem(this.header);
      return problem === undefined ? { header: true, line } : { header: true, line, problem };
    }
    return { header: false, line, record: csvRowRecord(this.header, cells, line, this.options) };
  }

  /** Whether the header row has come. */
  get started(): boolean {
    return this.header !== undefined;
  }

  /** The line the next byte is on (where a parse error stopped the text). */
  get line(): number {
    return this.lines.line;
  }
}

/**
 * Why the header row at the start of `text` cannot name the fields, or undefined (it can, or it
 * does not parse). For a text whose parse failed further on: a reader meets the header first, so
 * the header's problem is the one to report, whether the text was read whole or streamed.
 */
export function delimitedHeaderProblem(
  text: string,
  delimiter: Delimiter,
  options: DelimitedReadOptions = {},
): { message: string; line: number } | undefined {
  if (options.headerRow === false) return undefined;
  let rows: { record: string[]; info: { bytes_records: number } }[];
  try {
    rows = parse(text, { ...delimitedParseOptions(delimiter, options), to: 1 }) as unknown as typeof rows;
  } catch {
    return undefined;
  }
  const row = rows[0];
  if (row === undefined) return undefined;
  const placed = new DelimitedRows(delimiter, options).next(row.record, new TextEncoder().encode(text).subarray(0, row.info.bytes_records));
  return placed.header && placed.problem !== undefined ? { message: placed.problem, line: placed.line } : undefined;
}
