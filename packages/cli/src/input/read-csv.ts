import { parse } from "csv-parse/sync";
import type { DocumentDefinition, FieldDefinition } from "oneindex";
import type { InputRecord } from "./input-record.js";
import type { JsonTextProblem } from "./text-file.js";

/** Separator of the values of an array field inside one CSV cell. */
export const CSV_ARRAY_SEPARATOR = "|";

/**
 * A decimal number as people write it in a spreadsheet: `12`, `-3.5`, `.5`, `1e3`. Not `Number`'s
 * wider grammar, which would silently turn `0x10` into 16, `0b1` into 1 and `" "` into 0.
 * Unambiguous (the `.` must be seen to enter the fraction), so it never backtracks.
 */
const DECIMAL = /^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/** The number a cell spells in decimal, or undefined. */
function decimal(cell: string): number | undefined {
  const trimmed = cell.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/** `lat,lng` (or `lat lng`) as a point, or undefined. */
function geoPoint(cell: string): { lat: number; lng: number } | undefined {
  const parts = cell.includes(",") ? cell.split(",") : cell.trim().split(/\s+/);
  if (parts.length !== 2) return undefined;
  const lat = decimal(parts[0]!);
  const lng = decimal(parts[1]!);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
}

/**
 * Converts one CSV cell to the JSON value its field takes: numbers and integers by `Number`,
 * booleans from true/false/1/0, geo points from "lat,lng", arrays split on `|`; an empty cell is a
 * missing value. A cell that cannot be converted is kept as the string, so the definition's check
 * reports it with the field's name.
 */
function convertCell(field: FieldDefinition, cell: string): unknown {
  if (cell === "") return undefined;
  if (field.array) return cell.split(CSV_ARRAY_SEPARATOR).map((part) => convertScalar(field, part.trim()));
  return convertScalar(field, cell);
}

function convertScalar(field: FieldDefinition, cell: string): unknown {
  switch (field.kind) {
    case "integer":
    case "number":
      return decimal(cell) ?? cell;
    case "id":
      return field.idType === "integer" ? (decimal(cell) ?? cell) : cell;
    case "boolean": {
      const lower = cell.toLowerCase();
      return lower === "true" || lower === "1" ? true : lower === "false" || lower === "0" ? false : cell;
    }
    case "geoPoint":
      return geoPoint(cell) ?? cell;
    default:
      return cell;
  }
}

/**
 * The 1-based line each record starts on. csv-parse's own `info.lines` is where a record ends, and
 * it counts a CRLF inside a quoted cell twice; its `bytes_records` (bytes consumed once the record
 * and its line break are read) is exact, so a record starts after the previous one's bytes and any
 * empty lines it skipped.
 */
function startLines(text: string, ends: readonly number[]): number[] {
  const bytes = Buffer.from(text, "utf8");
  const lines: number[] = [];
  let line = 1;
  let cursor = 0;
  let previousEnd = 0;
  for (const end of ends) {
    let start = previousEnd;
    while (start < bytes.length && (bytes[start] === 10 || bytes[start] === 13)) start++;
    for (; cursor < start; cursor++) if (bytes[cursor] === 10) line++;
    lines.push(line);
    previousEnd = end;
  }
  return lines;
}

/** Why a header row cannot name the fields (an empty or repeated column name), or undefined. */
function headerProblem(header: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, name] of header.entries()) {
    if (name === "") return `column ${i + 1} of the header row has no name`;
    if (seen.has(name)) return `the header row names "${name}" twice (column ${header.indexOf(name) + 1} and column ${i + 1})`;
    seen.add(name);
  }
  return undefined;
}

/** Records of a CSV file with a header row naming the fields. Columns that name no field are kept, so the definition's check reports them. */
export function readCsv(text: string, doc: DocumentDefinition): InputRecord[] | JsonTextProblem {
  let rows: Array<{ record: string[]; info: { bytes_records: number } }>;
  try {
    rows = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as unknown as typeof rows;
  } catch (error) {
    const e = error as Error & { lines?: number };
    return { message: `not valid CSV: ${e.message}`, line: e.lines ?? 1, column: 1 };
  }
  if (rows.length === 0) return [];
  const lines = startLines(text, rows.map((row) => row.info.bytes_records));
  const header = rows[0]!.record.map((h) => h.trim());
  const problem = headerProblem(header);
  if (problem !== undefined) return { message: problem, line: lines[0]!, column: 1 };
  return rows.slice(1).map(({ record }, i) => {
    const line = lines[i + 1]!;
    if (record.length !== header.length) {
      return { line, error: `has ${record.length} columns, the header has ${header.length}` };
    }
    const value: Record<string, unknown> = {};
    header.forEach((name, column) => {
      const field = Object.prototype.hasOwnProperty.call(doc.fields, name) ? doc.fields[name] : undefined;
      const converted = field === undefined ? record[column] : convertCell(field, record[column]!);
      if (converted !== undefined) Object.defineProperty(value, name, { value: converted, enumerable: true, writable: true, configurable: true });
    });
    return { line, value };
  });
}
