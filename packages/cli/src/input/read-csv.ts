import { parse } from "csv-parse/sync";
import type { DocumentDefinition, FieldDefinition } from "oneindex";
import type { InputRecord } from "./input-record.js";

/** Separator of the values of an array field inside one CSV cell. */
export const CSV_ARRAY_SEPARATOR = "|";

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
    case "number": {
      const n = Number(cell);
      return cell.trim() !== "" && Number.isFinite(n) ? n : cell;
    }
    case "id":
      if (field.idType === "integer") {
        const n = Number(cell);
        return Number.isFinite(n) ? n : cell;
      }
      return cell;
    case "boolean": {
      const lower = cell.toLowerCase();
      return lower === "true" || lower === "1" ? true : lower === "false" || lower === "0" ? false : cell;
    }
    case "geoPoint": {
      const m = /^\s*(-?[0-9.]+)\s*[, ]\s*(-?[0-9.]+)\s*$/.exec(cell);
      return m ? { lat: Number(m[1]), lng: Number(m[2]) } : cell;
    }
    default:
      return cell;
  }
}

/** Records of a CSV file with a header row naming the fields. Columns that name no field are kept, so the definition's check reports them. */
export function readCsv(text: string, doc: DocumentDefinition): InputRecord[] | { error: string; line: number } {
  let rows: Array<{ record: string[]; info: { lines: number } }>;
  try {
    rows = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true, bom: true }) as unknown as typeof rows;
  } catch (error) {
    const e = error as Error & { lines?: number };
    return { error: `not valid CSV: ${e.message}`, line: e.lines ?? 1 };
  }
  if (rows.length === 0) return [];
  const header = rows[0]!.record.map((h) => h.trim());
  return rows.slice(1).map(({ record, info }) => {
    if (record.length !== header.length) {
      return { line: info.lines, error: `has ${record.length} columns, the header has ${header.length}` };
    }
    const value: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const field = Object.prototype.hasOwnProperty.call(doc.fields, name) ? doc.fields[name] : undefined;
      const converted = field === undefined ? record[i] : convertCell(field, record[i]!);
      if (converted !== undefined) Object.defineProperty(value, name, { value: converted, enumerable: true, writable: true, configurable: true });
    });
    return { line: info.lines, value };
  });
}
